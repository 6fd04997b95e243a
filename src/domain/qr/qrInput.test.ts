import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { checkQrInput, QR_ERROR_CORRECTION, QR_MAX_PAYLOAD_BYTES, utf8Length } from './qrInput';

describe('checkQrInput: accepted, and what the code holds', () => {
  it.each<[string, string, string, string]>([
    // e-mail
    ['an address', 'ann@example.com', 'email', 'mailto:ann@example.com'],
    [
      'dots, plus and a sub-domain',
      'a.b+tag@mail.example.co.uk',
      'email',
      'mailto:a.b+tag@mail.example.co.uk',
    ],
    ['surrounding whitespace is trimmed', '  ann@example.com\t', 'email', 'mailto:ann@example.com'],
    // phone: + and 7 to 15 digits, spaces optional
    ['7 digits', '+1234567', 'phone', 'tel:+1234567'],
    ['15 digits', '+123456789012345', 'phone', 'tel:+123456789012345'],
    ['spaces between groups', '+44 20 7946 0958', 'phone', 'tel:+442079460958'],
    ['a space after the plus', '+ 49 30 1234567', 'phone', 'tel:+49301234567'],
    ['15 digits spread by spaces', '+1 234 567 890 123 45', 'phone', 'tel:+123456789012345'],
    // URLs, with and without a scheme
    ['a bare domain', 'example.com', 'url', 'https://example.com'],
    [
      'www and a path',
      'www.example.com/menu?day=mon#top',
      'url',
      'https://www.example.com/menu?day=mon#top',
    ],
    [
      'https kept as typed',
      'https://shop.example.com/sale',
      'url',
      'https://shop.example.com/sale',
    ],
    ['http kept as typed', 'http://example.org', 'url', 'http://example.org'],
    ['a scheme in capitals', 'HTTPS://EXAMPLE.COM', 'url', 'HTTPS://EXAMPLE.COM'],
    ['a port', 'example.com:8080/a', 'url', 'https://example.com:8080/a'],
    ['a host in another script', 'münchen.de', 'url', 'https://münchen.de'],
    ['an IDN in its ASCII form', 'xn--mnchen-3ya.de', 'url', 'https://xn--mnchen-3ya.de'],
  ])('%s: %j', (_, input, kind, payload) => {
    expect(checkQrInput(input)).toEqual({ ok: true, kind, payload });
  });
});

describe('checkQrInput: refused with qrError', () => {
  it.each<[string, string]>([
    ['empty', ''],
    ['only whitespace', '   \n '],
    // phone boundaries
    ['6 digits', '+123456'],
    ['16 digits', '+1234567890123456'],
    ['16 digits with spaces', '+1234 5678 9012 3456'],
    ['no plus: not international', '0123 456789'],
    ['a hyphen in the number', '+44-20-7946-0958'],
    ['letters in the number', '+44 20 CALL NOW'],
    ['a plus alone', '+'],
    // e-mail
    ['no domain', 'ann@'],
    ['no top-level domain', 'ann@localhost'],
    ['two at signs', 'ann@@example.com'],
    ['a query smuggled into mailto', 'ann?cc=boss@example.com'],
    ['a space in the address', 'ann smith@example.com'],
    // URL-like
    ['plain words', 'hello world'],
    ['a word without a dot', 'example'],
    ['a single-letter top-level domain', 'example.c'],
    ['whitespace inside a URL', 'https://exa mple.com'],
    ['a scheme without a host', 'https://'],
    ['a leading dot', '.example.com'],
    ['a hyphen ending a label', 'exa-.com'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript dressed as a domain', 'javascript://example.com/%0Aalert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['file URL', 'file:///etc/passwd'],
    ['ftp', 'ftp://example.com'],
    ['markup', '<script>alert(1)</script>'],
    ['markup in a path', 'example.com/<script>'],
    ['a control character', 'example.com/\u0000'],
    ['a right-to-left override', '\u202Eexample.com'],
  ])('%s: %j', (_, input) => {
    expect(checkQrInput(input)).toEqual({ ok: false, error: 'qrError' });
  });
});

describe('checkQrInput: the longest payload (QR version 40 at level M, byte mode)', () => {
  const url = (bytes: number) => `https://example.com/${'a'.repeat(bytes - 20)}`;

  it('a URL of exactly the capacity is accepted, one byte more is refused', () => {
    expect(checkQrInput(url(QR_MAX_PAYLOAD_BYTES))).toMatchObject({ ok: true });
    expect(checkQrInput(url(QR_MAX_PAYLOAD_BYTES + 1))).toEqual({
      ok: false,
      error: 'qrTooLong',
      params: { max: 2331 },
    });
  });

  it('the prefix counts: a bare domain at the capacity no longer fits once https:// is added', () => {
    const bare = `example.com/${'a'.repeat(QR_MAX_PAYLOAD_BYTES - 12)}`;
    expect(utf8Length(bare)).toBe(QR_MAX_PAYLOAD_BYTES);
    expect(checkQrInput(bare)).toMatchObject({ ok: false, error: 'qrTooLong' });
  });

  it('multi-byte characters count as their UTF-8 bytes', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
    const path = 'é'.repeat((QR_MAX_PAYLOAD_BYTES - 20) / 2 + 1);
    expect(checkQrInput(`https://example.com/${path}`)).toMatchObject({ error: 'qrTooLong' });
  });

  it('a megabyte of text is refused without running the patterns over it', () => {
    const start = performance.now();
    expect(checkQrInput('a'.repeat(1_000_000))).toMatchObject({ error: 'qrTooLong' });
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('the capacity is what the encoder really fits in version 40 at M, and not a byte more', () => {
    const fits = QRCode.create(url(QR_MAX_PAYLOAD_BYTES), {
      errorCorrectionLevel: QR_ERROR_CORRECTION,
    });
    expect(fits.version).toBe(40);
    // Bytes the encoder cannot pack tighter than byte mode (lower-case letters and symbols).
    expect(() =>
      QRCode.create(url(QR_MAX_PAYLOAD_BYTES + 1), { errorCorrectionLevel: QR_ERROR_CORRECTION }),
    ).toThrow();
  });
});
