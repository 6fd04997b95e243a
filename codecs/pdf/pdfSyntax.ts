/**
 * PDF object syntax (ISO 32000-1 §7.3): a parser for the values header reading needs — numbers,
 * names, strings, arrays, dictionaries, indirect references and `N G obj` headers — over a
 * window of bytes. Running off the end of a window that is not the end of the file throws
 * NeedMoreBytes so the caller can read a larger window; nesting is capped.
 */

export class PdfName {
  constructor(readonly name: string) {}
}

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

export type PdfValue = null | boolean | number | string | PdfName | PdfRef | PdfDict | PdfValue[];

export class PdfDict {
  readonly map = new Map<string, PdfValue>();
  get(key: string): PdfValue | undefined {
    return this.map.get(key);
  }
}

/** The window ended before the value did. */
export class NeedMoreBytes extends Error {
  constructor() {
    super('PDF value runs past the window');
  }
}

/** Malformed syntax. */
export class PdfSyntaxError extends Error {}

const MAX_DEPTH = 64;

function isWhite(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
}
function isDelim(c: number): boolean {
  // ( ) < > [ ] { } / %
  return (
    c === 0x28 ||
    c === 0x29 ||
    c === 0x3c ||
    c === 0x3e ||
    c === 0x5b ||
    c === 0x5d ||
    c === 0x7b ||
    c === 0x7d ||
    c === 0x2f ||
    c === 0x25
  );
}

export class PdfParser {
  pos: number;

  /** `atEof`: the window ends where the file ends (so running out is a syntax error). */
  constructor(
    readonly bytes: Uint8Array,
    pos = 0,
    readonly atEof = false,
  ) {
    this.pos = pos;
  }

  private peek(): number {
    if (this.pos >= this.bytes.length) {
      if (this.atEof) throw new PdfSyntaxError('unexpected end of file');
      throw new NeedMoreBytes();
    }
    return this.bytes[this.pos] ?? 0;
  }

  /** Skips whitespace and comments. */
  skipSpace(): void {
    for (;;) {
      if (this.pos >= this.bytes.length && this.atEof) return;
      const c = this.peek();
      if (isWhite(c)) this.pos++;
      else if (c === 0x25) {
        while (this.peek() !== 0x0a && this.peek() !== 0x0d) this.pos++;
      } else return;
    }
  }

  /** A run of regular characters (a keyword or number), without consuming delimiters. */
  token(): string {
    this.skipSpace();
    let s = '';
    for (;;) {
      if (this.pos >= this.bytes.length && this.atEof) return s;
      const c = this.peek();
      if (isWhite(c) || isDelim(c)) return s;
      s += String.fromCharCode(c);
      this.pos++;
      if (s.length > 256) throw new PdfSyntaxError('token too long');
    }
  }

  /** Reads `N G obj` and returns N, or null when the bytes here are not an object header. */
  objectHeader(): { num: number; gen: number } | null {
    const num = this.token();
    const gen = this.token();
    const kw = this.token();
    if (!/^\d+$/.test(num) || !/^\d+$/.test(gen) || kw !== 'obj') return null;
    return { num: Number(num), gen: Number(gen) };
  }

  value(depth = 0): PdfValue {
    if (depth > MAX_DEPTH) throw new PdfSyntaxError('nesting too deep');
    this.skipSpace();
    const c = this.peek();
    if (c === 0x2f) return this.name();
    if (c === 0x28) return this.literalString();
    if (c === 0x5b) {
      this.pos++;
      const arr: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.peek() === 0x5d) {
          this.pos++;
          return arr;
        }
        arr.push(this.value(depth + 1));
      }
    }
    if (c === 0x3c) {
      if (this.bytes[this.pos + 1] === 0x3c || (this.pos + 1 >= this.bytes.length && !this.atEof)) {
        if (this.pos + 1 >= this.bytes.length) throw new NeedMoreBytes();
        this.pos += 2;
        const dict = new PdfDict();
        for (;;) {
          this.skipSpace();
          if (this.peek() === 0x3e) {
            this.pos++;
            if (this.peek() !== 0x3e) throw new PdfSyntaxError('bad dictionary end');
            this.pos++;
            return dict;
          }
          const key = this.value(depth + 1);
          if (!(key instanceof PdfName)) throw new PdfSyntaxError('dictionary key is not a name');
          dict.map.set(key.name, this.value(depth + 1));
        }
      }
      return this.hexString();
    }
    if (c === 0x5d || c === 0x3e || c === 0x29 || c === 0x7b || c === 0x7d) {
      throw new PdfSyntaxError(`unexpected '${String.fromCharCode(c)}'`);
    }
    const tok = this.token();
    if (tok === 'true') return true;
    if (tok === 'false') return false;
    if (tok === 'null') return null;
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(tok)) {
      if (/^\d+$/.test(tok)) {
        // Maybe "N G R".
        const save = this.pos;
        const gen = this.token();
        if (/^\d+$/.test(gen) && this.token() === 'R') return new PdfRef(Number(tok), Number(gen));
        this.pos = save;
      }
      return Number(tok);
    }
    throw new PdfSyntaxError(`unexpected token ${JSON.stringify(tok.slice(0, 20))}`);
  }

  private name(): PdfName {
    this.pos++; // '/'
    let s = '';
    for (;;) {
      if (this.pos >= this.bytes.length && this.atEof) break;
      const c = this.peek();
      if (isWhite(c) || isDelim(c)) break;
      if (c === 0x23 && this.pos + 2 < this.bytes.length) {
        const hex = String.fromCharCode(
          this.bytes[this.pos + 1] ?? 0,
          this.bytes[this.pos + 2] ?? 0,
        );
        if (/^[0-9a-fA-F]{2}$/.test(hex)) {
          s += String.fromCharCode(parseInt(hex, 16));
          this.pos += 3;
          continue;
        }
      }
      s += String.fromCharCode(c);
      this.pos++;
      if (s.length > 256) throw new PdfSyntaxError('name too long');
    }
    return new PdfName(s);
  }

  private literalString(): string {
    this.pos++; // '('
    let depth = 1;
    let s = '';
    for (;;) {
      const c = this.peek();
      this.pos++;
      if (c === 0x5c) {
        const e = this.peek();
        this.pos++;
        const map: Record<number, string> = {
          0x6e: '\n',
          0x72: '\r',
          0x74: '\t',
          0x62: '\b',
          0x66: '\f',
        };
        if (map[e] !== undefined) s += map[e];
        else if (e >= 0x30 && e <= 0x37) {
          let oct = e - 0x30;
          for (let i = 0; i < 2 && this.peek() >= 0x30 && this.peek() <= 0x37; i++)
            oct = oct * 8 + this.bytes[this.pos++]! - 0x30;
          s += String.fromCharCode(oct & 0xff);
        } else if (e !== 0x0a && e !== 0x0d) s += String.fromCharCode(e);
        continue;
      }
      if (c === 0x28) depth++;
      if (c === 0x29 && --depth === 0) return s;
      s += String.fromCharCode(c);
    }
  }

  private hexString(): string {
    this.pos++; // '<'
    let hex = '';
    for (;;) {
      const c = this.peek();
      this.pos++;
      if (c === 0x3e) break;
      if (!isWhite(c)) hex += String.fromCharCode(c);
    }
    if (hex.length % 2) hex += '0';
    let s = '';
    for (let i = 0; i < hex.length; i += 2)
      s += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16) || 0);
    return s;
  }
}

export function isDict(v: PdfValue | undefined): v is PdfDict {
  return v instanceof PdfDict;
}

export function nameOf(v: PdfValue | undefined): string | null {
  return v instanceof PdfName ? v.name : null;
}

export function numberOf(v: PdfValue | undefined): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}
