/**
 * No user-visible English is written straight into the JSX of the features, the UI parts and
 * the app shell (issue 21): every text goes through `t('key')`, so switching language changes
 * the whole screen. A new literal fails here with its file and line; what must stay as it is
 * goes in ALLOWED with its reason.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsxLiterals, literalsIn } from './jsxLiterals';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** `file: text` pairs allowed to stay literal, each with why. None today. */
const ALLOWED = new Set<string>([]);

describe('JSX text literals', () => {
  it('finds text, read attributes and shown string expressions, not symbols or code', () => {
    const found = literalsIn(
      'x.tsx',
      `const a = (
        <div title={open ? 'Close' : 'Open'} className="not-read" data-x="Nope">
          Hello there {'quoted'} {name ?? 'Guest'} − + ▾ {count}
          <img alt="A photo" />
          {/* a comment */}
        </div>
      );`,
    );
    expect(found.map((f) => f.text)).toEqual([
      'Close',
      'Open',
      'Hello there',
      'quoted',
      'Guest',
      'A photo',
    ]);
  });

  it('src/features, src/ui and src/app show no untranslated text', () => {
    const found = jsxLiterals(ROOT, ['src/features', 'src/ui', 'src/app'])
      .filter((l) => !ALLOWED.has(`${l.file}: ${l.text}`))
      .map((l) => `${l.file}:${l.line}: ${l.text}`);
    expect(found).toEqual([]);
  });
});
