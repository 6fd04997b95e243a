/**
 * Where a new object goes (QR codes, content elements): what the canvas knows of the view when
 * one is added. The builders centre it with `newObjectCentre` (src/domain/editor/placement).
 */
import type { Size } from '../domain/artboard';
import type { ArtboardArea } from '../domain/editor/newText';
import { inView } from '../domain/editor/newText';
import type { Point } from '../domain/editor/placement';
import { newObjectCentre } from '../domain/editor/placement';
import { EDITOR_TUNABLES } from '../domain/editor/tunables';

export interface NewObjectPlace {
  artboard: Size;
  view: ArtboardArea | null;
  zoom: number;
  /** Centres of the objects on the canvas, artboard px. */
  taken: Point[];
}

/** The centre of a new object: the view's centre, stepped off any object already there. */
export function newObjectPoint(place: NewObjectPlace): Point {
  const view = inView(place.artboard, place.view);
  const step =
    EDITOR_TUNABLES.placement.newObjectOffsetScreenPx / (place.zoom > 0 ? place.zoom : 1);
  return newObjectCentre(
    { left: view.x, top: view.y, width: view.width, height: view.height },
    place.taken,
    step,
  );
}
