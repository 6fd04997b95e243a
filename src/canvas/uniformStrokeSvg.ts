/**
 * A border's strokes in the print SVG (src/canvas/borders makes them `strokeUniform` so a
 * stretched border keeps every side as thick). Fabric writes such a stroke with
 * `vector-effect="non-scaling-stroke"`, which browsers size in *screen* pixels: the SVG shown
 * or printed at another size than its viewBox would get thinner or thicker strokes than the
 * PNG. Instead each such part is written as a path whose points are already in artboard px,
 * with a transform that undoes its groups' (so its user space is the artboard's): the stroke
 * width and dashes are then artboard px at any print size, as in the editor and the PNG.
 */
import type { FabricObject } from 'fabric';
import { Circle, Ellipse, Line, Path, Point, Polygon, Polyline, Rect, util } from 'fabric';

/** The shape's outline in its own units, centred as Fabric draws it; null for other shapes. */
function localPath(o: FabricObject): string | null {
  const w = o.width / 2;
  const h = o.height / 2;
  if (o instanceof Rect) {
    const rx = Math.min(o.rx || 0, w);
    const ry = Math.min(o.ry || 0, h);
    if (rx === 0 || ry === 0) return `M ${-w} ${-h} H ${w} V ${h} H ${-w} Z`;
    const arc = (x: number, y: number) => `A ${rx} ${ry} 0 0 1 ${x} ${y}`;
    return [
      `M ${-w + rx} ${-h} H ${w - rx}`,
      arc(w, -h + ry),
      `V ${h - ry}`,
      arc(w - rx, h),
      `H ${-w + rx}`,
      arc(-w, h - ry),
      `V ${-h + ry}`,
      arc(-w + rx, -h),
      'Z',
    ].join(' ');
  }
  if (o instanceof Circle || o instanceof Ellipse) {
    const rx = o instanceof Circle ? o.radius : o.rx;
    const ry = o instanceof Circle ? o.radius : o.ry;
    return `M ${-rx} 0 A ${rx} ${ry} 0 1 1 ${rx} 0 A ${rx} ${ry} 0 1 1 ${-rx} 0 Z`;
  }
  if (o instanceof Line) {
    const p = o.calcLinePoints();
    return `M ${p.x1} ${p.y1} L ${p.x2} ${p.y2}`;
  }
  if (o instanceof Polygon || o instanceof Polyline) {
    const off = o.pathOffset;
    const pts = o.points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${p.x - off.x} ${p.y - off.y}`);
    return `${pts.join(' ')}${o instanceof Polygon ? ' Z' : ''}`;
  }
  if (o instanceof Path) {
    const offset = o.pathOffset;
    const moved = util.transformPath(o.path, [1, 0, 0, 1, 0, 0], offset);
    return util.joinPath(moved);
  }
  return null;
}

/**
 * The SVG of a `strokeUniform` part in artboard px (see above), or null to let Fabric write it
 * (not a uniform stroke, or a shape this does not know).
 */
export function uniformStrokeMarkup(o: FabricObject): string | null {
  if (!o.strokeUniform) return null;
  const local = localPath(o);
  if (local === null) return null;
  const onArtboard = util.transformPath(
    util.makePathSimpler(util.parsePath(local)),
    o.calcTransformMatrix(),
    new Point(0, 0),
  );
  const parents = o.group ? o.group.calcTransformMatrix() : ([1, 0, 0, 1, 0, 0] as const);
  const undo = util.invertTransform([...parents] as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]);
  const style = o.getSvgStyles().replace(/vector-effect:[^;]*;?/g, '');
  return `<path transform="matrix(${undo.join(' ')})" d="${util.joinPath(onArtboard)}" style="${style}" />\n`;
}
