/** The parts of utif (MIT, no bundled types) this project calls. */
declare module 'utif' {
  export interface IFD {
    width: number;
    height: number;
    data: Uint8Array;
    [tag: string]: unknown;
  }
  export function decode(buffer: ArrayBuffer | Uint8Array): IFD[];
  export function decodeImage(buffer: ArrayBuffer | Uint8Array, ifd: IFD): void;
  export function toRGBA8(ifd: IFD): Uint8Array;
  /** pdf.js-derived JPEG decoder; getData returns the raw components (CMYK stays CMYK). */
  export class JpegDecoder {
    width: number;
    height: number;
    parse(data: Uint8Array): void;
    getData(width: number, height: number, forceRGB?: boolean): Uint8ClampedArray;
  }
  const UTIF: {
    decode: typeof decode;
    decodeImage: typeof decodeImage;
    toRGBA8: typeof toRGBA8;
    JpegDecoder: typeof JpegDecoder;
  };
  export default UTIF;
}
