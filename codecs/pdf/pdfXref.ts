/**
 * Random access to PDF objects through the cross-reference data (ISO 32000-1 §7.5): `startxref`
 * from the file's tail, classic `xref` tables and cross-reference streams (FlateDecode + PNG
 * predictors), hybrid `/XRefStm`, the `/Prev` chain (linearized files and incremental updates),
 * and objects inside object streams. Every read is a bounded window; every chain is guarded
 * against loops; anything unsupported throws so the caller can leave the file to pdf.js.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import { inflate } from './inflate';
import { unpredictPng } from './pngPredictor';
import { indexOfAscii, latin1, readUpTo } from '../common/binary';
import type { PdfValue } from './pdfSyntax';
import {
  isDict,
  nameOf,
  NeedMoreBytes,
  numberOf,
  PdfDict,
  PdfParser,
  PdfRef,
  PdfSyntaxError,
} from './pdfSyntax';

type Entry = { kind: 'offset'; offset: number } | { kind: 'stream'; stream: number; index: number };

const FIRST_WINDOW = 4096;
/** Largest window read for one object or xref table, bytes. */
const MAX_WINDOW = 32 * 1024 * 1024;
/** Largest decoded xref/object stream, bytes. */
const MAX_DECODED = 64 * 1024 * 1024;
const MAX_SECTIONS = 64;
const MAX_RESOLVE = 32;

export class PdfError extends Error {}

interface Parsed {
  value: PdfValue;
  /** File offset of stream data when the object is a stream. */
  streamAt: number | null;
}

export class PdfDocument {
  private readonly entries = new Map<number, Entry>();
  private readonly objStreams = new Map<
    number,
    { data: Uint8Array; offsets: Map<number, number> }
  >();
  trailer = new PdfDict();

  private constructor(
    private readonly source: ByteSource,
    private readonly pdfStart: number,
  ) {}

  /** Opens the cross-reference data; throws PdfError/PdfSyntaxError when it cannot. */
  static async open(source: ByteSource, pdfStart: number): Promise<PdfDocument> {
    const doc = new PdfDocument(source, pdfStart);
    const tailStart = Math.max(0, source.size - 4096);
    const tail = latin1(await readUpTo(source, tailStart, 4096));
    const m = /startxref\s+(\d+)/g;
    let last: RegExpExecArray | null = null;
    for (let r = m.exec(tail); r; r = m.exec(tail)) last = r;
    if (!last) throw new PdfError('no startxref');
    const seen = new Set<number>();
    let next: number | null = Number(last[1]);
    while (next !== null && seen.size < MAX_SECTIONS) {
      if (seen.has(next)) break; // a /Prev loop
      seen.add(next);
      const trailer = await doc.readSection(next);
      // Newer sections come first: their trailer keys win.
      for (const [k, v] of trailer.map) if (!doc.trailer.map.has(k)) doc.trailer.map.set(k, v);
      const stm = numberOf(trailer.get('XRefStm'));
      if (stm !== null && !seen.has(stm)) {
        seen.add(stm);
        await doc.readSection(stm);
      }
      next = numberOf(trailer.get('Prev'));
    }
    return doc;
  }

  /** Reads one xref section (table or stream) at `offset`; returns its trailer dictionary. */
  private async readSection(offset: number): Promise<PdfDict> {
    for (const at of this.candidates(offset)) {
      const probe = latin1(await readUpTo(this.source, at, 4));
      if (probe === 'xref') return this.readTable(at + 4);
      const parsed = await this.parseAt(at).catch(() => null);
      if (
        parsed &&
        isDict(parsed.value) &&
        nameOf(parsed.value.get('Type')) === 'XRef' &&
        parsed.streamAt !== null
      ) {
        this.readXrefStream(parsed.value, await this.streamData(parsed.value, parsed.streamAt));
        return parsed.value;
      }
    }
    throw new PdfError(`no xref section at ${offset}`);
  }

  private candidates(offset: number): number[] {
    return this.pdfStart > 0 ? [offset, offset + this.pdfStart] : [offset];
  }

  private async readTable(start: number): Promise<PdfDict> {
    return this.withWindow(start, (p) => {
      const found: [number, Entry][] = [];
      for (;;) {
        const tok = p.token();
        if (tok === 'trailer') {
          const trailer = p.value();
          if (!isDict(trailer)) throw new PdfError('trailer is not a dictionary');
          for (const [num, e] of found) if (!this.entries.has(num)) this.entries.set(num, e);
          return trailer;
        }
        const first = Number(tok);
        const count = Number(p.token());
        if (!/^\d+$/.test(tok) || !Number.isInteger(count) || count < 0)
          throw new PdfError('bad xref subsection');
        for (let i = 0; i < count; i++) {
          const offset = Number(p.token());
          p.token(); // generation
          const kind = p.token();
          if (kind === 'n' && offset > 0) found.push([first + i, { kind: 'offset', offset }]);
          else if (kind !== 'n' && kind !== 'f') throw new PdfError('bad xref entry');
        }
      }
    });
  }

  private readXrefStream(dict: PdfDict, data: Uint8Array): void {
    const w = (Array.isArray(dict.get('W')) ? (dict.get('W') as PdfValue[]) : []).map(
      (v) => numberOf(v) ?? -1,
    );
    const [w0, w1, w2] = w;
    if (
      w.length !== 3 ||
      w0 === undefined ||
      w1 === undefined ||
      w2 === undefined ||
      w.some((v) => v < 0 || v > 8)
    ) {
      throw new PdfError('bad /W');
    }
    const size = numberOf(dict.get('Size')) ?? 0;
    const index = Array.isArray(dict.get('Index'))
      ? (dict.get('Index') as PdfValue[]).map((v) => numberOf(v) ?? 0)
      : [0, size];
    const rowLength = w0 + w1 + w2;
    let row = 0;
    const field = (at: number, n: number) => {
      let v = 0;
      for (let i = 0; i < n; i++) v = v * 256 + (data[at + i] ?? 0);
      return v;
    };
    for (let s = 0; s + 1 < index.length; s += 2) {
      const first = index[s] ?? 0;
      const count = index[s + 1] ?? 0;
      for (let i = 0; i < count && (row + 1) * rowLength <= data.length; i++, row++) {
        const at = row * rowLength;
        const type = w0 === 0 ? 1 : field(at, w0);
        const f2 = field(at + w0, w1);
        const f3 = field(at + w0 + w1, w2);
        const num = first + i;
        if (this.entries.has(num)) continue;
        if (type === 1) this.entries.set(num, { kind: 'offset', offset: f2 });
        else if (type === 2) this.entries.set(num, { kind: 'stream', stream: f2, index: f3 });
      }
    }
  }

  /** Parses the value at `offset` with growing windows; notes where stream data starts. */
  private async parseAt(offset: number, expect?: number): Promise<Parsed> {
    return this.withWindow(offset, (p) => {
      const header = p.objectHeader();
      if (!header || (expect !== undefined && header.num !== expect))
        throw new PdfError(`no object ${expect ?? ''} at ${offset}`);
      const value = p.value();
      let streamAt: number | null = null;
      if (isDict(value) && p.token() === 'stream') {
        let at = p.pos;
        if (p.bytes[at] === 0x0d) at++;
        if (p.bytes[at] === 0x0a) at++;
        if (at >= p.bytes.length && !p.atEof) throw new NeedMoreBytes();
        streamAt = offset + at;
      }
      return { value, streamAt };
    });
  }

  private async withWindow<T>(offset: number, parse: (p: PdfParser) => T): Promise<T> {
    for (let size = FIRST_WINDOW; ; size *= 4) {
      const bytes = await readUpTo(this.source, offset, size);
      const atEof = offset + bytes.length >= this.source.size;
      try {
        return parse(new PdfParser(bytes, 0, atEof));
      } catch (error) {
        if (!(error instanceof NeedMoreBytes) || atEof) throw error;
        if (size * 4 > MAX_WINDOW) throw new PdfError('object larger than the read window');
      }
    }
  }

  /** The decoded data of a stream (no filter or FlateDecode, with PNG predictors). */
  private async streamData(dict: PdfDict, at: number): Promise<Uint8Array> {
    const length = numberOf(await this.resolve(dict.get('Length')));
    if (length === null || length < 0 || length > MAX_WINDOW)
      throw new PdfError('bad stream /Length');
    const raw = await readUpTo(this.source, at, length);
    const filter = dict.get('Filter');
    const filters = Array.isArray(filter)
      ? filter.map(nameOf)
      : filter === undefined
        ? []
        : [nameOf(filter)];
    if (filters.length === 0) return raw;
    if (filters.length !== 1 || filters[0] !== 'FlateDecode')
      throw new PdfError(`unsupported filter ${filters.join(',')}`);
    const data = inflate(raw, { maxOutput: MAX_DECODED });
    const parmsValue = await this.resolve(dict.get('DecodeParms'));
    const parms = Array.isArray(parmsValue) ? parmsValue[0] : parmsValue;
    const predictor = isDict(parms) ? (numberOf(parms.get('Predictor')) ?? 1) : 1;
    if (predictor === 1) return data;
    if (predictor < 10 || !isDict(parms)) throw new PdfError(`unsupported predictor ${predictor}`);
    const colors = numberOf(parms.get('Colors')) ?? 1;
    const bpc = numberOf(parms.get('BitsPerComponent')) ?? 8;
    const columns = numberOf(parms.get('Columns')) ?? 1;
    return unpredictPng(
      data,
      Math.ceil((colors * bpc * columns) / 8),
      Math.max(1, Math.ceil((colors * bpc) / 8)),
    );
  }

  /** An indirect object's value. */
  async object(num: number): Promise<PdfValue> {
    const entry = this.entries.get(num);
    if (!entry) throw new PdfError(`object ${num} not in xref`);
    if (entry.kind === 'offset') {
      for (const at of this.candidates(entry.offset)) {
        const parsed = await this.parseAt(at, num).catch((e: unknown) =>
          e instanceof PdfError || e instanceof PdfSyntaxError ? null : Promise.reject(e),
        );
        if (parsed) return parsed.value;
      }
      throw new PdfError(`object ${num} not at its xref offset`);
    }
    const stm = await this.objectStream(entry.stream);
    const rel = stm.offsets.get(num);
    if (rel === undefined) throw new PdfError(`object ${num} not in stream ${entry.stream}`);
    return new PdfParser(stm.data, rel, true).value();
  }

  private async objectStream(
    num: number,
  ): Promise<{ data: Uint8Array; offsets: Map<number, number> }> {
    const cached = this.objStreams.get(num);
    if (cached) return cached;
    const entry = this.entries.get(num);
    if (!entry || entry.kind !== 'offset') throw new PdfError(`object stream ${num} not found`);
    const parsed = await this.parseAt(entry.offset, num);
    if (!isDict(parsed.value) || parsed.streamAt === null)
      throw new PdfError(`object ${num} is not a stream`);
    const data = await this.streamData(parsed.value, parsed.streamAt);
    const n = numberOf(parsed.value.get('N')) ?? 0;
    const first = numberOf(parsed.value.get('First')) ?? 0;
    const p = new PdfParser(data, 0, true);
    const offsets = new Map<number, number>();
    for (let i = 0; i < n && i < 100_000; i++) {
      const objNum = numberOf(p.value());
      const off = numberOf(p.value());
      if (objNum === null || off === null) throw new PdfError('bad object stream header');
      offsets.set(objNum, first + off);
    }
    const stm = { data, offsets };
    this.objStreams.set(num, stm);
    return stm;
  }

  /** Follows references until a direct value (missing objects resolve to null, as in PDF). */
  async resolve(value: PdfValue | undefined): Promise<PdfValue> {
    let v: PdfValue | undefined = value;
    for (let i = 0; v instanceof PdfRef; i++) {
      if (i >= MAX_RESOLVE) throw new PdfError('reference chain too long');
      v = this.entries.has(v.num) ? await this.object(v.num) : null;
    }
    return v ?? null;
  }
}

/** Whether the file's tail mentions /Encrypt (a cheap check when the xref cannot be read). */
export function tailMentionsEncrypt(tail: Uint8Array): boolean {
  return indexOfAscii(tail, '/Encrypt') >= 0;
}
