/**
 * QR codes on the canvas (issue 16, panel 9): one object, a group of two vector parts drawn in
 * module units and scaled by the module size in artboard px —
 *
 * - the quiet zone: a white square of the whole code, 4 modules wider than the symbol on each
 *   side (a reader needs it; it is part of the object, so it moves, scales and prints with it);
 * - the dark modules: one path (src/domain/qr/qrPath), id `changeable-color-qr-modules`, so the
 *   layer colour picker recolours it (src/canvas/layerColours).
 *
 * Vectors, so the code is sharp at any print size and exports as paths to the PNG and the SVG.
 * The group (id `changeable-element-group-qr-…`) carries `qrCode` (the payload and the module count) for the scan-size check. The
 * encoder (`qrcode`) is loaded on the first code, as its own chunk.
 */
import type { FabricObject } from 'fabric';
import { Group, Path, Rect } from 'fabric';
import { inView } from '../domain/editor/newText';
import { ID_PREFIXES, newObjectId } from '../domain/editor/objectIds';
import { QR_ERROR_CORRECTION } from '../domain/qr/qrInput';
import { qrPathData, qrSideModules } from '../domain/qr/qrPath';
import { newQrModulePx } from '../domain/qr/qrScanSize';
import { setId } from './customProperties';
import { randomSuffix } from './randomSuffix';
import type { NewObjectPlace } from './newObjects';
import { newObjectPoint } from './newObjects';

/** What a QR code object records of itself (serialised with it: `qrCode`). */
export interface QrCodeFacts {
  /** The encoded payload (`mailto:…`, `tel:…`, a URL). */
  text: string;
  /** Modules on a side of the symbol, quiet zone aside. */
  modules: number;
}

/** Id of the dark modules: recolourable (spec canvas §3 marker `changeable-color`). */
export const QR_MODULES_ID = 'changeable-color-qr-modules';
const QUIET_ZONE_ID = 'qr-quiet-zone';
const DARK = '#000000';
const LIGHT = '#ffffff';

/** The facts of a QR code object; null for any other object. */
export function qrCodeOf(object: FabricObject | undefined | null): QrCodeFacts | null {
  const facts = (object as { qrCode?: unknown } | null | undefined)?.qrCode;
  if (typeof facts !== 'object' || facts === null) return null;
  const { text, modules } = facts as Partial<QrCodeFacts>;
  return typeof text === 'string' && typeof modules === 'number' ? { text, modules } : null;
}

/** Where the new code goes: the view shown, the objects already there, the zoom. */
export type QrPlacement = NewObjectPlace;

/**
 * A QR code of `payload` (already checked: src/domain/qr/qrInput), centred in view, with its id
 * `changeable-element-group-qr-…`.
 */
export async function createQrCode(payload: string, place: QrPlacement): Promise<Group> {
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  const side = qrSideModules(modules.size);
  const view = inView(place.artboard, place.view);
  // Both parts in module units, centred on the code's centre (Fabric 7 places by the centre;
  // the dark modules' bounds are the symbol's, finder patterns filling three corners).
  const quietZone = new Rect({
    left: side / 2,
    top: side / 2,
    width: side,
    height: side,
    fill: LIGHT,
    strokeWidth: 0,
  });
  setId(quietZone, QUIET_ZONE_ID);
  const dark = new Path(qrPathData({ size: modules.size, data: modules.data }), {
    left: side / 2,
    top: side / 2,
    fill: DARK,
    strokeWidth: 0,
  });
  setId(dark, QR_MODULES_ID);
  const modulePx = newQrModulePx(
    modules.size,
    side,
    Math.min(view.width, view.height),
    Math.min(place.artboard.width, place.artboard.height),
  );
  const centre = newObjectPoint(place);
  // Positioned once built: the group takes its parts' place first, then moves and scales.
  const group = new Group([quietZone, dark]);
  group.set({ left: centre.x, top: centre.y, scaleX: modulePx, scaleY: modulePx });
  Object.assign(group, { qrCode: { text: payload, modules: modules.size } });
  setId(group, newObjectId(ID_PREFIXES.elementGroup + 'qr-', randomSuffix));
  settleQrCode(group);
  group.setCoords();
  return group;
}

/**
 * A code is never stretched out of square (it would still scan, but no longer look like one):
 * it scales from its corners only. Control visibility is not serialised, so loading a design
 * calls this again.
 */
export function settleQrCode(object: FabricObject): void {
  if (!qrCodeOf(object)) return;
  object.set({ lockSkewingX: true, lockSkewingY: true });
  object.setControlsVisibility({ ml: false, mr: false, mt: false, mb: false });
}
