import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../src/domain/imaging/byteSource';
import { readHeader } from '../readHeader';

const latin1 = (b: Uint8Array) => String.fromCharCode(...b);
const toBytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);
const pad10 = (n: number) => String(n).padStart(10, '0');

/** A PDF with a classic xref table; `objects[n]` is the body of object n. */
function classicPdf(
  objects: Record<number, string>,
  opts: { trailer?: string; prefix?: string; relativeToHeader?: boolean } = {},
): Uint8Array {
  const prefix = opts.prefix ?? '';
  let s = `${prefix}%PDF-1.4\n%\xe2\xe3\xcf\xd3\n`;
  const base = opts.relativeToHeader ? prefix.length : 0;
  const offsets: Record<number, number> = {};
  const nums = Object.keys(objects).map(Number);
  for (const n of nums) {
    offsets[n] = s.length - base;
    s += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const size = Math.max(...nums) + 1;
  const xrefAt = s.length - base;
  s += `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let n = 1; n < size; n++) {
    const at = offsets[n];
    s += at !== undefined ? `${pad10(at)} 00000 n \n` : `0000000000 00001 f \n`;
  }
  s += `trailer\n<< /Size ${size} /Root 1 0 R ${opts.trailer ?? ''} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return toBytes(s);
}

/**
 * A PDF 1.5 file whose page objects live in an object stream and whose cross-reference data is
 * a FlateDecode stream with the PNG Up predictor (what Acrobat and InDesign write).
 */
function xrefStreamPdf(
  inStream: Record<number, string>,
  direct: Record<number, string>,
): Uint8Array {
  let s = '%PDF-1.5\n';
  const rows: [number, number, number][] = [[0, 0, 65535]];
  const entries = new Map<number, [number, number, number]>();
  const stmNum = 100;
  const ids = Object.keys(inStream).map(Number);
  let header = '';
  let body = '';
  ids.forEach((n, i) => {
    header += `${n} ${body.length} `;
    body += `${inStream[n]} `;
    entries.set(n, [2, stmNum, i]);
  });
  for (const [n, text] of Object.entries(direct)) {
    entries.set(Number(n), [1, s.length, 0]);
    s += `${n} 0 obj\n${text}\nendobj\n`;
  }
  const stmData = latin1(deflateSync(toBytes(header + body)));
  entries.set(stmNum, [1, s.length, 0]);
  s += `${stmNum} 0 obj\n<< /Type /ObjStm /N ${ids.length} /First ${header.length} /Filter /FlateDecode /Length ${stmData.length} >>\nstream\n${stmData}\nendstream\nendobj\n`;
  const xrefNum = stmNum + 1;
  const xrefAt = s.length;
  entries.set(xrefNum, [1, xrefAt, 0]);
  for (let n = 1; n <= xrefNum; n++) rows.push(entries.get(n) ?? [0, 0, 0]);
  // W [1 4 2], rows PNG-Up filtered.
  const raw: number[] = [];
  let prev = new Array<number>(7).fill(0);
  for (const [t, f2, f3] of rows) {
    const row = [
      t,
      (f2 >>> 24) & 255,
      (f2 >>> 16) & 255,
      (f2 >>> 8) & 255,
      f2 & 255,
      (f3 >>> 8) & 255,
      f3 & 255,
    ];
    raw.push(2, ...row.map((v, i) => (v - (prev[i] ?? 0) + 256) & 255));
    prev = row;
  }
  const xrefData = latin1(deflateSync(Uint8Array.from(raw)));
  s += `${xrefNum} 0 obj\n<< /Type /XRef /Size ${xrefNum + 1} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Columns 7 /Predictor 12 >> /Length ${xrefData.length} >>\nstream\n${xrefData}\nendstream\nendobj\n`;
  s += `startxref\n${xrefAt}\n%%EOF\n`;
  return toBytes(s);
}

const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
const onePage = (page: string) => ({
  1: catalog,
  2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  3: `<< /Type /Page /Parent 2 0 R ${page} >>`,
});

async function header(b: Uint8Array) {
  return readHeader(bytesSource(b));
}

describe('PDF header', () => {
  it('reads page 1 size from the MediaBox, in points', async () => {
    const h = await header(classicPdf(onePage('/MediaBox [0 0 612 792]')));
    expect([h.format, h.width, h.height, h.unit, h.pages, h.extra?.needsPdfJs]).toEqual([
      'pdf',
      612,
      792,
      'pt',
      1,
      false,
    ]);
  });

  it('inherits MediaBox and Rotate, intersects the CropBox, skips empty subtrees and counts pages', async () => {
    const h = await header(
      classicPdf({
        1: catalog,
        2: '<< /Type /Pages /Kids [4 0 R 5 0 R] /Count 3 /MediaBox [0 0 1000 800] /Rotate -90 >>',
        4: '<< /Type /Pages /Parent 2 0 R /Kids [] /Count 0 >>',
        5: '<< /Type /Pages /Parent 2 0 R /Kids [6 0 R 7 0 R 8 0 R] /Count 3 >>',
        6: '<< /Type /Page /Parent 5 0 R /CropBox [100 -50 1200 700] >>',
        7: '<< /Type /Page /Parent 5 0 R /MediaBox [0 0 10 10] >>',
        8: '<< /Type /Page /Parent 5 0 R >>',
      }),
    );
    expect([h.width, h.height, h.pages]).toEqual([900, 700, 3]);
    expect(h.orientation).toEqual({ rotate: 270, flipHorizontal: false });
  });

  it('follows indirect boxes and applies UserUnit', async () => {
    const h = await header(
      classicPdf({ ...onePage('/MediaBox 9 0 R /UserUnit 2'), 9: '[0 0 10 20.5]' }),
    );
    expect([h.width, h.height, h.extra?.userUnit]).toEqual([20, 41, 2]);
  });

  it('reads xref streams with PNG predictors and objects inside object streams', async () => {
    const h = await header(
      xrefStreamPdf(
        {
          2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
          3: '<< /Type /Page /MediaBox [0 0 595.28 841.89] /Rotate 90 >>',
        },
        { 1: catalog },
      ),
    );
    expect([h.width, h.height, h.pages, h.orientation.rotate]).toEqual([595.28, 841.89, 1, 90]);
  });

  it('copes with junk before %PDF and offsets counted from the header', async () => {
    const h = await header(
      classicPdf(onePage('/MediaBox [0 0 300 200]'), {
        prefix: 'GARBAGE\n'.repeat(10),
        relativeToHeader: true,
      }),
    );
    expect([h.width, h.height, h.extra?.pdfStart]).toEqual([300, 200, 80]);
  });

  it('reports /Encrypt in the trailer', async () => {
    const h = await header(
      classicPdf(
        { ...onePage('/MediaBox [0 0 100 100]'), 9: '<< /Filter /Standard /V 2 >>' },
        { trailer: '/Encrypt 9 0 R' },
      ),
    );
    expect([h.extra?.encrypted, h.width]).toEqual([true, 100]);
  });

  it('leaves a PDF it cannot read cheaply to pdf.js (and still sees /Encrypt)', async () => {
    const broken = toBytes(
      '%PDF-1.7\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R /Encrypt 5 0 R >>\nstartxref\n999999\n%%EOF\n',
    );
    const h = await header(broken);
    expect([h.format, h.width, h.height, h.pages, h.extra?.needsPdfJs, h.extra?.encrypted]).toEqual(
      ['pdf', 0, 0, 0, true, true],
    );
  });

  it.each([
    ['a page tree loop', { 1: catalog, 2: '<< /Type /Pages /Kids [2 0 R] /Count 1 >>' }],
    ['no Pages', { 1: '<< /Type /Catalog >>' }],
    ['a missing page object', { 1: catalog, 2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' }],
  ])('%s → needsPdfJs, no error', async (_name, objects) => {
    const h = await header(classicPdf(objects));
    expect(h.extra?.needsPdfJs).toBe(true);
  });

  it('survives a /Prev loop between xref sections', async () => {
    const file = latin1(classicPdf(onePage('/MediaBox [0 0 50 60]')));
    const xrefAt = Number(/startxref\n(\d+)/.exec(file)?.[1]);
    const looped = file.replace('/Root 1 0 R', `/Root 1 0 R /Prev ${xrefAt}`);
    const h = await header(toBytes(looped));
    expect([h.width, h.height]).toEqual([50, 60]);
  });

  it('tells a native Illustrator document (AIPrivateData) from an Illustrator export (AIPDFPrivateData)', async () => {
    const ai = (key: string) =>
      classicPdf({
        ...onePage('/MediaBox [0 0 800 600] /PieceInfo << /Illustrator 5 0 R >>'),
        5: '<< /LastModified (D:2013) /Private 6 0 R >>',
        6: `<< /AIMetaData 7 0 R /${key} 7 0 R /ContainerVersion 11 >>`,
        7: '<< /Length 0 >>\nstream\n\nendstream',
      });
    expect((await header(ai('AIPrivateData1'))).format).toBe('ai');
    expect((await header(ai('AIPDFPrivateData1'))).format).toBe('pdf');
  });
});
