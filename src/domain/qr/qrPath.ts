/**
 * A QR code's module matrix as vector path data (SVG/Fabric path syntax), in module units: one
 * unit is one module, and the symbol starts after its quiet zone, so the whole code — quiet zone
 * included — spans 0 … `size + 2 × QR_QUIET_ZONE_MODULES` on both axes.
 *
 * Dark modules are merged into rectangles (runs along a row, then identical runs on the rows
 * below), all in one path: one fill has no seams between touching modules, where separate
 * squares would each be anti-aliased along their shared edges and show hairlines in the print.
 */

/** The light margin a reader needs around the symbol, modules (ISO/IEC 18004: 4). */
export const QR_QUIET_ZONE_MODULES = 4;

/** A QR symbol's modules: `size` × `size`, row-major, truthy = dark. */
export interface QrMatrix {
  readonly size: number;
  readonly data: ArrayLike<number | boolean>;
}

/** A rectangle of dark modules, in modules from the symbol's top-left corner. */
export interface ModuleRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The side of the whole code, quiet zone included, modules. */
export function qrSideModules(size: number): number {
  return size + 2 * QR_QUIET_ZONE_MODULES;
}

/** The dark modules as rectangles: each row's runs, extended down while the next row repeats them. */
export function darkRectangles(matrix: QrMatrix): ModuleRect[] {
  const { size, data } = matrix;
  if (!Number.isInteger(size) || size <= 0 || data.length !== size * size)
    throw new RangeError(`QR matrix: ${data.length} modules for a side of ${size}`);
  const done: ModuleRect[] = [];
  /** Rectangles still growing, by their run's `x,width`. */
  let open = new Map<string, ModuleRect>();
  for (let y = 0; y < size; y++) {
    const next = new Map<string, ModuleRect>();
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x++;
      const key = `${start},${x - start}`;
      const above = open.get(key);
      if (above) {
        above.height++;
        open.delete(key);
        next.set(key, above);
      } else next.set(key, { x: start, y, width: x - start, height: 1 });
    }
    done.push(...open.values());
    open = next;
  }
  done.push(...open.values());
  return done.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Path data of the dark modules, in module units, offset by the quiet zone. */
export function qrPathData(matrix: QrMatrix): string {
  const q = QR_QUIET_ZONE_MODULES;
  return darkRectangles(matrix)
    .map((r) => `M${r.x + q} ${r.y + q}h${r.width}v${r.height}h${-r.width}z`)
    .join('');
}
