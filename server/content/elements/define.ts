/** A hand-drawn element (MIT, drawn for this project) from its view box and marked body. */
import type { ElementDef } from '../items';
import { PROJECT_LICENCE } from '../licences';
import { contentSvg } from '../svgParts';

export function drawn(
  slug: string,
  name: string,
  tags: string[],
  size: [number, number],
  body: string,
): ElementDef {
  return {
    slug,
    name,
    tags,
    svg: contentSvg(name, size[0], size[1], body),
    licence: PROJECT_LICENCE,
  };
}
