/** TIFF tag numbers and enumerated values the decoder reads (TIFF 6.0, TIFF/EP, BigTIFF). */
export const Tag = {
  NewSubfileType: 254,
  ImageWidth: 256,
  ImageLength: 257,
  BitsPerSample: 258,
  Compression: 259,
  PhotometricInterpretation: 262,
  FillOrder: 266,
  StripOffsets: 273,
  SamplesPerPixel: 277,
  RowsPerStrip: 278,
  StripByteCounts: 279,
  PlanarConfiguration: 284,
  T4Options: 292,
  T6Options: 293,
  Predictor: 317,
  ColorMap: 320,
  TileWidth: 322,
  TileLength: 323,
  TileOffsets: 324,
  TileByteCounts: 325,
  InkSet: 332,
  NumberOfInks: 334,
  ExtraSamples: 338,
  SampleFormat: 339,
  JPEGTables: 347,
  JPEGProc: 512,
  JPEGInterchangeFormat: 513,
  JPEGInterchangeFormatLength: 514,
  YCbCrCoefficients: 529,
  YCbCrSubSampling: 530,
  ReferenceBlackWhite: 532,
} as const;

export const Compression = {
  None: 1,
  CcittRle: 2,
  CcittT4: 3,
  CcittT6: 4,
  Lzw: 5,
  OldJpeg: 6,
  Jpeg: 7,
  AdobeDeflate: 8,
  Deflate: 32946,
  PackBits: 32773,
} as const;

export const Photometric = {
  WhiteIsZero: 0,
  BlackIsZero: 1,
  Rgb: 2,
  Palette: 3,
  TransparencyMask: 4,
  Separated: 5,
  YCbCr: 6,
  CieLab: 8,
  IccLab: 9,
  ItuLab: 10,
} as const;

export const ExtraSample = { Unspecified: 0, AssociatedAlpha: 1, UnassociatedAlpha: 2 } as const;

export const SampleFormat = { Uint: 1, Int: 2, Float: 3, Undefined: 4 } as const;
