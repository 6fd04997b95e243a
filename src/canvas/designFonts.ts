/**
 * The font catalogue the canvas draws with (the server's families, set by the editor
 * controller when the list arrives) and the one way text gets a face: `ensure` loads and
 * verifies it (fontLoader) before any text that uses it is laid out. A family the catalogue does
 * not know is never fetched: it is drawn as the browser has it (older designs naming a system
 * font) and named by the export's font check.
 */
import type { FontFamily, FontStyle } from '../domain/fonts/types';
import type { FontLoadResult } from './fontLoader';
import { loadFontFace } from './fontLoader';
import { faceInFamily } from '../domain/text/variants';
import type { FontVariant } from './textStyle';
import { weightOf } from './textStyle';

/** The family of new text boxes, when the catalogue has it (else its first family). */
export const DEFAULT_TEXT_FAMILY = 'Roboto';

class DesignFonts {
  private readonly families = new Map<string, FontFamily>();
  private resolveUrl: (path: string) => string = (path) => path;

  setCatalogue(list: readonly FontFamily[], resolveUrl: (path: string) => string): void {
    this.families.clear();
    for (const f of list) this.families.set(f.name.toLowerCase(), f);
    this.resolveUrl = resolveUrl;
  }

  family(name: string): FontFamily | undefined {
    return this.families.get(
      name
        .trim()
        .replace(/^["']|["']$/g, '')
        .toLowerCase(),
    );
  }

  /** The family new text boxes get (null: no catalogue yet). */
  defaultFamily(): FontFamily | null {
    return this.family(DEFAULT_TEXT_FAMILY) ?? this.families.values().next().value ?? null;
  }

  /** A family's faces as the selected text parameters list them (empty: not ours). */
  variantsOf(name: string): FontVariant[] {
    return (this.family(name)?.variants ?? []).map(({ name: n, style, weight }) => ({
      name: n,
      style,
      weight,
    }));
  }

  /**
   * Loads and verifies the face of `name` nearest to `weight` in `style`; null when the family
   * is not in the catalogue (nothing to load from our server).
   */
  async ensure(name: string, weight: number, style: FontStyle): Promise<FontLoadResult | null> {
    const family = this.family(name);
    if (!family) return null;
    if (family.variants.length === 0) return null;
    const face = faceInFamily(family.variants, weight, style) as FontFamily['variants'][number];
    return loadFontFace(family, face, this.resolveUrl);
  }

  /**
   * Loads every face the text objects of a design use (serialised objects, groups included);
   * resolves to the families that could not be loaded.
   */
  async ensureForObjects(objects: readonly Record<string, unknown>[]): Promise<string[]> {
    const wanted = new Map<string, { family: string; weight: number; style: FontStyle }>();
    const visit = (o: Record<string, unknown>) => {
      if (typeof o.fontFamily === 'string' && typeof o.text === 'string') {
        const weight = weightOf(o.fontWeight);
        const style: FontStyle = o.fontStyle === 'italic' ? 'italic' : 'normal';
        wanted.set(`${o.fontFamily}|${weight}|${style}`, { family: o.fontFamily, weight, style });
      }
      if (Array.isArray(o.objects)) for (const c of o.objects) visit(c as Record<string, unknown>);
    };
    objects.forEach(visit);
    const results = await Promise.all(
      [...wanted.values()].map((w) => this.ensure(w.family, w.weight, w.style)),
    );
    return [...new Set(results.filter((r) => r && !r.ok).map((r) => r!.family))];
  }
}

/** The page's one font catalogue (document.fonts is one per page too). */
export const designFonts = new DesignFonts();
