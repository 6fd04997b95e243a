/**
 * Undoes TIFF horizontal differencing (Predictor 2) for 8-bit samples, in place: each sample
 * after the first pixel of a row adds the same channel of the pixel before it (mod 256).
 */
export function undoHorizontalPredictor8(data: usize, width: i32, rows: i32, spp: i32): void {
  const rowBytes = <usize>width * <usize>spp;
  const step = <usize>spp;
  for (let r: i32 = 0; r < rows; r++) {
    const row = data + <usize>r * rowBytes;
    const end = row + rowBytes;
    if (spp == 3) {
      let a = load<u8>(row);
      let b = load<u8>(row, 1);
      let c = load<u8>(row, 2);
      for (let p = row + 3; p < end; p += 3) {
        a += load<u8>(p);
        b += load<u8>(p, 1);
        c += load<u8>(p, 2);
        store<u8>(p, a);
        store<u8>(p, b, 1);
        store<u8>(p, c, 2);
      }
    } else {
      for (let p = row + step; p < end; p++) {
        store<u8>(p, load<u8>(p) + load<u8>(p - step));
      }
    }
  }
}
