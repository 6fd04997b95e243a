/**
 * No user ever sees a `{placeholder}`: every translated message the code shows gets a value for
 * each `{name}` in its text. Messages reach the screen three ways, and each is walked here:
 *
 * 1. `t('key', params)` with a literal key (labels, readouts, dialogs): the params object written
 *    at the call (or the local object it names) must hold every placeholder of the key's text;
 * 2. the image pipeline's failures (`PipelineError`, keys of PipelineErrorKey): every key, thrown
 *    as the sites that know least throw it (no params: a decoder meeting an unreadable file, a
 *    code mapped from libheif), goes through the upload's failure funnel (`uploadContext.fail`,
 *    the toast and the item's text) and is formatted by the app's `interpolate`;
 * 3. the server's upload refusals (`uploadRefusal(UploadErrorKey.x, { params })`): the params
 *    written at the site, plus the `fileName` the client's funnel adds.
 *
 * A new message, a new call or a new refusal is covered without editing this file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHeader } from '../../codecs/readHeader';
import { bytesSource } from '../../src/domain/imaging/byteSource';
import { PipelineError, PipelineErrorKey } from '../../src/domain/imaging/errors';
import type { NotificationRequest } from '../../src/domain/notifications';
import { UploadErrorKey } from '../../src/domain/uploads/protocol';
import { createUploadContext } from '../../src/features/uploads/uploadContext';
import type { UploadManagerDeps } from '../../src/features/uploads/uploadJob';
import { newUploadJob } from '../../src/features/uploads/uploadJob';
import { uploadUpdated } from '../../src/features/uploads/uploadsSlice';
import { interpolate } from '../../src/domain/interpolate';

const ROOT = path.resolve(import.meta.dirname, '../..');

function catalogue(): Record<string, string> {
  const dir = path.join(ROOT, 'server/db/translations');
  const merged: Record<string, string> = {};
  for (const name of readdirSync(dir).filter((n) => /^en(\..+)?\.json$/.test(n)))
    Object.assign(merged, JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
  return merged;
}

const TEXTS = catalogue();

function placeholders(key: string): string[] {
  return [...(TEXTS[key] ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [p] : [];
  });
}

/** The text between the parenthesis before `open` and its match (strings are not parsed). */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    const c = text[i];
    if (c === '(' || c === '{' || c === '[') depth += 1;
    else if (c === ')' || c === '}' || c === ']') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  return text.slice(open + 1);
}

/**
 * The names an argument list provides: its words, plus, when a params argument is a bare name
 * (`t('imageInfoVector', size)`, `{...size}`), the words of that name's object in the same file.
 */
function providedNames(fileText: string, args: string): Set<string> {
  const names = new Set(args.match(/\w+/g) ?? []);
  for (const m of args.matchAll(/(?:^|,|\.\.\.)\s*([A-Za-z_]\w*)\s*(?=[,}]|$)/g)) {
    const declared = new RegExp(`\\b(?:const|let)\\s+${m[1]}\\b[^=]*=\\s*`).exec(fileText);
    if (!declared) continue;
    const start = fileText.indexOf('{', declared.index + declared[0].length - 1);
    for (const w of argumentsAt(fileText, start).match(/\w+/g) ?? []) names.add(w);
  }
  return names;
}

interface Gap {
  file: string;
  key: string;
  missing: string[];
}

/** Every call `pattern` finds whose key's placeholders are not all in its arguments. */
function gapsAt(
  dirs: string[],
  pattern: RegExp,
  keyOf: (match: RegExpMatchArray) => string | undefined,
  suppliedElsewhere: readonly string[] = [],
): { gaps: Gap[]; calls: number } {
  const gaps: Gap[] = [];
  let calls = 0;
  for (const file of dirs.flatMap((d) => sourceFiles(path.join(ROOT, d)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(pattern)) {
      const key = keyOf(match);
      if (!key) continue;
      calls += 1;
      const args = argumentsAt(text, match.index + match[0].length - 1);
      const names = providedNames(text, args);
      const missing = placeholders(key).filter(
        (p) => !names.has(p) && !suppliedElsewhere.includes(p),
      );
      if (missing.length > 0) gaps.push({ file: path.relative(ROOT, file), key, missing });
    }
  }
  return { gaps, calls };
}

/** The upload funnel with a real context: what the toast and the item would format. */
function shownByUploadFunnel(key: string, params: Record<string, string | number> | undefined) {
  const notified: NotificationRequest[] = [];
  const items: Array<{
    errorKey?: string | null;
    errorParams?: Record<string, string | number> | null;
  }> = [];
  const deps = {
    dispatch: (action: unknown) => {
      if (uploadUpdated.match(action)) items.push(action.payload);
    },
    notify: (request: NotificationRequest) => notified.push(request),
    wideScreen: () => false,
  } as unknown as UploadManagerDeps;
  const ctx = createUploadContext(deps);
  const fileName = 'notes.png';
  const job = newUploadJob({ fileId: 'f', fileName } as Parameters<typeof newUploadJob>[0]);
  ctx.fail(job, [key], params, false);
  const texts = notified.flatMap((n) =>
    n.messageKeys.map((k) => interpolate(TEXTS[k] ?? k, n.params)),
  );
  // The item's text, as LocalUploadItem formats it.
  for (const item of items)
    if (item.errorKey)
      texts.push(interpolate(TEXTS[item.errorKey]!, { fileName, ...item.errorParams }));
  return texts;
}

const UNFILLED = /\{\w+\}/;

describe('every message is shown with all its parameters', () => {
  it('the catalogue texts name their parameters as {name}', () => {
    const withParams = Object.keys(TEXTS).filter((k) => placeholders(k).length > 0);
    expect(withParams.length).toBeGreaterThan(20);
  });

  it("t('key', params) calls pass every placeholder of the key", () => {
    const { gaps, calls } = gapsAt(['src'], /\bt\(\s*'([A-Za-z][\w.-]*)'\s*[,)]/g, (m) => m[1]);
    expect(calls).toBeGreaterThan(50);
    expect(gaps).toEqual([]);
  });

  it('every pipeline failure, thrown with no params, is shown filled', () => {
    for (const key of Object.values(PipelineErrorKey)) {
      const { failure } = new PipelineError(key, 'detail');
      for (const text of shownByUploadFunnel(failure.key, failure.params))
        expect(text, `${key}: ${text}`).not.toMatch(UNFILLED);
    }
  });

  it('a text file named .png is refused naming the files we take', async () => {
    const bytes = new TextEncoder().encode('This is a text file, not a picture.\n');
    const failure = await readHeader(bytesSource(bytes)).then(
      () => null,
      (error: unknown) => (error instanceof PipelineError ? error.failure : null),
    );
    expect(failure?.key).toBe(PipelineErrorKey.unsupportedType);
    const texts = shownByUploadFunnel(failure!.key, failure!.params);
    expect(texts.length).toBe(2);
    for (const text of texts) {
      expect(text).not.toMatch(UNFILLED);
      expect(text).toContain('notes.png is not a file type we can open');
      expect(text).toMatch(/Acceptable files: jpg, .*heic.*\./);
    }
  });

  it('upload refusals pass every placeholder (fileName comes from the client)', () => {
    const keyByMember = UploadErrorKey as Record<string, string>;
    const { gaps, calls } = gapsAt(
      ['server'],
      /\buploadRefusal\(\s*UploadErrorKey\.(\w+)\s*,/g,
      (m) => keyByMember[m[1]!],
      ['fileName'],
    );
    expect(calls).toBeGreaterThan(10);
    expect(gaps).toEqual([]);
  });
});
