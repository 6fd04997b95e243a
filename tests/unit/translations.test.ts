/**
 * Every translation key the app uses exists in the catalogue the server serves, so no user ever
 * sees a raw key. Keys are found as string literals passed to `t(...)`, declared as `…Key:`
 * properties, or listed in the domain's key tables.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AccountErrorKey } from '../../src/domain/accounts/errors';
import { ApiErrorKey } from '../../src/domain/apiErrors';
import { FontMessageKey } from '../../src/domain/fonts/messages';
import { PipelineErrorKey } from '../../src/domain/imaging/errors';
import { DEFAULT_TITLE_KEYS } from '../../src/domain/notifications';
import { PANELS } from '../../src/domain/panels';
import { UploadErrorKey } from '../../src/domain/uploads/protocol';
import { EDITOR_COMMANDS } from '../../src/editor';

const ROOT = path.resolve(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

function catalogue(): Record<string, string> {
  const dir = path.join(ROOT, 'server/db/translations');
  const merged: Record<string, string> = {};
  for (const name of readdirSync(dir).filter((n) => /^en(\..+)?\.json$/.test(n)))
    Object.assign(merged, JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
  return merged;
}

function usedKeys(): Set<string> {
  const keys = new Set<string>();
  const patterns = [
    /\bt\(\s*'([A-Za-z][\w.-]*)'/g,
    /\b(?:titleKey|messageKeys|reloadActionKey|badgeKey)\s*:\s*\[?\s*'([A-Za-z][\w.-]*)'/g,
  ];
  for (const file of files(path.join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const re of patterns) for (const m of text.matchAll(re)) keys.add(m[1]!);
  }
  for (const p of PANELS) {
    keys.add(p.titleKey);
    if (p.badgeKey) keys.add(p.badgeKey);
  }
  Object.values(DEFAULT_TITLE_KEYS).forEach((k) => keys.add(k));
  Object.values(ApiErrorKey).forEach((k) => keys.add(k));
  Object.values(AccountErrorKey).forEach((k) => keys.add(k));
  Object.values(PipelineErrorKey).forEach((k) => keys.add(k));
  Object.values(UploadErrorKey).forEach((k) => keys.add(k));
  Object.values(FontMessageKey).forEach((k) => keys.add(k));
  // The command registry: labels, per-binding hints and confirmation texts.
  for (const c of EDITOR_COMMANDS) {
    keys.add(c.labelKey);
    for (const s of c.shortcuts ?? []) if (s.hintKey) keys.add(s.hintKey);
    if (c.confirm) [c.confirm.titleKey, c.confirm.messageKey].forEach((k) => keys.add(k));
  }
  return keys;
}

describe('translations', () => {
  it('the catalogue has a text for every key the app uses', () => {
    const texts = catalogue();
    const missing = [...usedKeys()].filter((k) => !texts[k]);
    expect(missing).toEqual([]);
  });

  it('the spec headings read as the spec says', () => {
    const texts = catalogue();
    expect(texts.notificationSuccessTitle).toBe('Hooray!');
    expect(texts.notificationErrorTitle).toBe('Oops');
    expect(texts.sessionExpired).toBe('Session Expired');
    expect(texts.panelStockImages).toBe('Stock Images');
    expect(texts.badgeNew).toBe('New!');
    expect(texts.fontSearchNoResults).toBe('No Results Found');
  });
});
