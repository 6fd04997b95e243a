/**
 * What a template's objects go through before they are placed (spec canvas §5 and §8):
 * - text without a font family is skipped (the spec: it would be drawn in a fallback face, and
 *   issue 14 allows no fallback);
 * - a text box gets 10 px more width (the spec's padding on load): a template laid out in one
 *   browser wraps a word earlier in another when the face's advances differ by a fraction of a
 *   pixel, and the extra width keeps its lines as designed.
 * Groups are walked; anything else passes unchanged. Pure: the template's JSON is not touched.
 */

/** The spec's text box padding on load, artboard px. */
export const TEMPLATE_TEXT_PADDING_PX = 10;

const TEXT_TYPES = new Set(['textbox', 'i-text', 'itext', 'text']);

type RawObject = Record<string, unknown>;

function isText(o: RawObject): boolean {
  return typeof o.type === 'string' && TEXT_TYPES.has(o.type.toLowerCase());
}

function hasFamily(o: RawObject): boolean {
  return typeof o.fontFamily === 'string' && o.fontFamily.trim() !== '';
}

export interface PreparedTemplate {
  objects: RawObject[];
  /** How many texts were skipped for want of a font family. */
  skippedTexts: number;
}

export function prepareTemplateObjects(objects: readonly RawObject[]): PreparedTemplate {
  let skippedTexts = 0;
  const walk = (list: readonly RawObject[]): RawObject[] =>
    list.flatMap((o): RawObject[] => {
      if (isText(o)) {
        if (!hasFamily(o)) {
          skippedTexts += 1;
          return [];
        }
        const isBox = String(o.type).toLowerCase() === 'textbox';
        return [
          isBox && typeof o.width === 'number' && Number.isFinite(o.width)
            ? { ...o, width: o.width + TEMPLATE_TEXT_PADDING_PX }
            : o,
        ];
      }
      if (Array.isArray(o.objects)) return [{ ...o, objects: walk(o.objects.filter(isRecord)) }];
      return [o];
    });
  return { objects: walk(objects), skippedTexts };
}

function isRecord(v: unknown): v is RawObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
