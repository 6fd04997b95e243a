/**
 * Content elements on the canvas (Elements panel, issue 16): the element's SVG becomes one
 * Fabric group of vector parts, each part keeping its SVG `id` — `changeable-color-N` parts get
 * the layer colour pickers (src/canvas/layerColours), `changeable-border-…` strokes are a
 * border's. The group (id `changeable-element-group-…`) is centred where a new object goes
 * (src/canvas/newObjects), sized by src/domain/editor/elementSize.
 */
import type { FabricObject } from 'fabric';
import { Group, loadSVGFromString } from 'fabric';
import { newElementScale } from '../domain/editor/elementSize';
import { inView } from '../domain/editor/newText';
import { ID_PREFIXES, newObjectId } from '../domain/editor/objectIds';
import { setId } from './customProperties';
import { randomSuffix } from './randomSuffix';
import type { NewObjectPlace } from './newObjects';
import { newObjectPoint } from './newObjects';

/** An element's SVG as one group, placed in view; rejects an SVG without any drawable part. */
export async function createContentElement(svg: string, place: NewObjectPlace): Promise<Group> {
  const parsed = await loadSVGFromString(svg, (element, object) => {
    const id = element.getAttribute('id');
    if (id) setId(object as FabricObject, id);
  });
  const parts = parsed.objects.filter((o): o is FabricObject => o !== null);
  if (parts.length === 0) throw new Error('The element has no drawable part.');
  // The view box's size, the SVG's own units (Fabric reads it from width/height or viewBox).
  const size = { width: parsed.options.width ?? 0, height: parsed.options.height ?? 0 };
  const group = new Group(parts);
  const box =
    size.width > 0 && size.height > 0 ? size : { width: group.width, height: group.height };
  const view = inView(place.artboard, place.view);
  const scale = newElementScale(box, view, place.artboard, place.zoom);
  const centre = newObjectPoint(place);
  group.set({ left: centre.x, top: centre.y, scaleX: scale, scaleY: scale });
  setId(group, newObjectId(ID_PREFIXES.elementGroup, randomSuffix));
  group.setCoords();
  return group;
}
