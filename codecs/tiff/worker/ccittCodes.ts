/**
 * The modified Huffman run-length codes of ITU-T T.4 (tables 2 and 3) and the 2-D mode codes
 * (table 4), as lookup tables indexed by the next 13 (runs) or 7 (modes) bits of the stream.
 */

// prettier-ignore
export const WHITE_TERMINATING = [
  '00110101', '000111', '0111', '1000', '1011', '1100', '1110', '1111', '10011', '10100', '00111', '01000', '001000', '000011', '110100', '110101',
  '101010', '101011', '0100111', '0001100', '0001000', '0010111', '0000011', '0000100', '0101000', '0101011', '0010011', '0100100', '0011000', '00000010', '00000011', '00011010',
  '00011011', '00010010', '00010011', '00010100', '00010101', '00010110', '00010111', '00101000', '00101001', '00101010', '00101011', '00101100', '00101101', '00000100', '00000101', '00001010',
  '00001011', '01010010', '01010011', '01010100', '01010101', '00100100', '00100101', '01011000', '01011001', '01011010', '01011011', '01001010', '01001011', '00110010', '00110011', '00110100',
];
// prettier-ignore
export const BLACK_TERMINATING = [
  '0000110111', '010', '11', '10', '011', '0011', '0010', '00011', '000101', '000100', '0000100', '0000101', '0000111', '00000100', '00000111', '000011000',
  '0000010111', '0000011000', '0000001000', '00001100111', '00001101000', '00001101100', '00000110111', '00000101000', '00000010111', '00000011000', '000011001010', '000011001011', '000011001100', '000011001101', '000001101000', '000001101001',
  '000001101010', '000001101011', '000011010010', '000011010011', '000011010100', '000011010101', '000011010110', '000011010111', '000001101100', '000001101101', '000011011010', '000011011011', '000001010100', '000001010101', '000001010110', '000001010111',
  '000001100100', '000001100101', '000001010010', '000001010011', '000000100100', '000000110111', '000000111000', '000000100111', '000000101000', '000001011000', '000001011001', '000000101011', '000000101100', '000001011010', '000001100110', '000001100111',
];
/** Make-up codes for 64, 128, … 1728. */
// prettier-ignore
export const WHITE_MAKEUP = [
  '11011', '10010', '010111', '0110111', '00110110', '00110111', '01100100', '01100101', '01101000', '01100111', '011001100', '011001101', '011010010', '011010011', '011010100', '011010101', '011010110',
  '011010111', '011011000', '011011001', '011011010', '011011011', '010011000', '010011001', '010011010', '011000', '010011011',
];
// prettier-ignore
export const BLACK_MAKEUP = [
  '0000001111', '000011001000', '000011001001', '000001011011', '000000110011', '000000110100', '000000110101', '0000001101100', '0000001101101', '0000001001010', '0000001001011', '0000001001100',
  '0000001001101', '0000001110010', '0000001110011', '0000001110100', '0000001110101', '0000001110110', '0000001110111', '0000001010010', '0000001010011', '0000001010100', '0000001010101', '0000001011010',
  '0000001011011', '0000001100100', '0000001100101',
];
/** Extended make-up codes for 1792, 1856, … 2560 (both colours). */
// prettier-ignore
export const EXTENDED_MAKEUP = [
  '00000001000', '00000001100', '00000001101', '000000010010', '000000010011', '000000010100', '000000010101', '000000010110', '000000010111', '000000011100', '000000011101', '000000011110', '000000011111',
];

/** Bits of the run-code lookups. */
export const RUN_PEEK = 13;
/** Entry meaning "end of line" (000000000001) in the run tables. */
export const EOL_ENTRY = -2;

function runTable(term: string[], makeup: string[]): Int32Array {
  const t = new Int32Array(1 << RUN_PEEK).fill(-1);
  const add = (code: string, run: number) => {
    const len = code.length;
    const base = parseInt(code, 2) << (RUN_PEEK - len);
    for (let i = 0; i < 1 << (RUN_PEEK - len); i++) t[base + i] = (len << 16) | run;
  };
  term.forEach((c, i) => add(c, i));
  makeup.forEach((c, i) => add(c, (i + 1) * 64));
  EXTENDED_MAKEUP.forEach((c, i) => add(c, 1792 + i * 64));
  // EOL: eleven zeros and a one.
  for (let i = 0; i < 2; i++) t[(1 << 1) | i] = EOL_ENTRY;
  return t;
}

/** Run-length lookups: entry = (code length << 16) | run, -1 invalid, EOL_ENTRY for EOL. */
export const WHITE_RUNS = runTable(WHITE_TERMINATING, WHITE_MAKEUP);
export const BLACK_RUNS = runTable(BLACK_TERMINATING, BLACK_MAKEUP);

/** 2-D coding modes (T.4 table 4). */
export const Mode = {
  Pass: 1,
  Horizontal: 2,
  Vertical: 3,
  Extension: 4,
  /** Seven zeros: EOL (T.4) or EOFB (T.6) follows. */
  Zeros: 5,
} as const;

export const MODE_PEEK = 7;

/** Mode lookup: entry = (length << 16) | (mode << 8) | (vertical offset + 3), -1 invalid. */
export const MODES = (() => {
  const t = new Int32Array(1 << MODE_PEEK).fill(-1);
  const add = (code: string, mode: number, offset = 0) => {
    const len = code.length;
    const base = parseInt(code, 2) << (MODE_PEEK - len);
    for (let i = 0; i < 1 << (MODE_PEEK - len); i++)
      t[base + i] = (len << 16) | (mode << 8) | (offset + 3);
  };
  add('1', Mode.Vertical, 0);
  add('011', Mode.Vertical, 1);
  add('010', Mode.Vertical, -1);
  add('001', Mode.Horizontal);
  add('0001', Mode.Pass);
  add('000011', Mode.Vertical, 2);
  add('000010', Mode.Vertical, -2);
  add('0000011', Mode.Vertical, 3);
  add('0000010', Mode.Vertical, -3);
  add('0000001', Mode.Extension);
  add('0000000', Mode.Zeros);
  return t;
})();
