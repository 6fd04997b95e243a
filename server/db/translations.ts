/**
 * Translations: JSON files `<lang>.errors.json` (this server's error messages), `<lang>.json`
 * (the editor's texts, owned by the frontend) and `<lang>.catalogue.json` (product, accessory and
 * option names under `catalogue.`, server/catalogue/localise.ts) in `server/db/translations/`,
 * merged in that order and loaded into the translations table at start. Missing or unreadable
 * files count as empty. `Translations/{lang}` serves the editor's texts, not the catalogue's.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './database';

/** The folder of the translation files shipped with the server. */
export const DEFAULT_TRANSLATIONS_DIR = fileURLToPath(new URL('./translations/', import.meta.url));

/** The language every other falls back to. */
export const FALLBACK_LANG = 'en';

const FILE = /^([a-z]{2,3}(?:-[a-z0-9]{2,8})?)(\.errors|\.catalogue)?\.json$/i;

/** Key namespace of the catalogue's texts (server/catalogue/localise.ts). */
const CATALOGUE_NAMESPACE = 'catalogue.%';

async function readFlatJson(file: string): Promise<Record<string, string>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return {};
  }
  const out: Record<string, string> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** Merged key -> text maps by language (lower case) from a folder. */
export async function readTranslationFiles(
  dir: string,
): Promise<Map<string, Record<string, string>>> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const langs = new Set<string>([FALLBACK_LANG]);
  for (const name of names) {
    const m = FILE.exec(name);
    if (m?.[1]) langs.add(m[1].toLowerCase());
  }
  const out = new Map<string, Record<string, string>>();
  for (const lang of langs) {
    const errors = await readFlatJson(path.join(dir, `${lang}.errors.json`));
    const texts = await readFlatJson(path.join(dir, `${lang}.json`));
    const catalogue = await readFlatJson(path.join(dir, `${lang}.catalogue.json`));
    out.set(lang, { ...errors, ...texts, ...catalogue });
  }
  return out;
}

/** Replaces the stored texts of each language found with the files' content (upsert + drop stale keys). */
export async function loadTranslations(db: Db, dir: string): Promise<void> {
  const byLang = await readTranslationFiles(dir);
  await db.transaction().execute(async (trx) => {
    for (const [lang, texts] of byLang) {
      const keys = Object.keys(texts);
      let stale = trx.deleteFrom('translations').where('lang', '=', lang);
      if (keys.length > 0) stale = stale.where('key', 'not in', keys);
      await stale.execute();
      for (const [key, text] of Object.entries(texts)) {
        await trx
          .insertInto('translations')
          .values({ lang, key, text })
          .onConflict((oc) => oc.columns(['lang', 'key']).doUpdateSet({ text }))
          .execute();
      }
    }
  });
}

/**
 * The editor's texts of a language ('en-US' tries 'en-us', then 'en'); unknown languages get
 * English. Catalogue names are left out: the server answers them already translated.
 */
export async function translationsFor(db: Db, lang: string): Promise<Record<string, string>> {
  const lower = lang.toLowerCase();
  const candidates = [...new Set([lower, lower.split('-')[0] ?? lower, FALLBACK_LANG])];
  for (const candidate of candidates) {
    const rows = await db
      .selectFrom('translations')
      .select(['key', 'text'])
      .where('lang', '=', candidate)
      .where('key', 'not like', CATALOGUE_NAMESPACE)
      .execute();
    if (rows.length > 0 || candidate === FALLBACK_LANG)
      return Object.fromEntries(rows.map((r) => [r.key, r.text]));
  }
  return {};
}

/** One text of a language, or of English where that language has none; null when neither has it. */
export async function translationText(db: Db, lang: string, key: string): Promise<string | null> {
  const rows = await db
    .selectFrom('translations')
    .select(['lang', 'text'])
    .where('key', '=', key)
    .where('lang', 'in', [...new Set([lang.toLowerCase(), FALLBACK_LANG])])
    .execute();
  const own = rows.find((r) => r.lang !== FALLBACK_LANG) ?? rows[0];
  return own?.text ?? null;
}
