/**
 * What the QR Code panel accepts (spec shell §5 "QR input") and what the code then holds:
 *
 * - an e-mail address → `mailto:<address>`;
 * - an international phone number, `+` then 7 to 15 digits with optional spaces (E.164 allows 15
 *   digits at most) → `tel:+<digits>` (RFC 3966: a global number keeps its `+`; spaces dropped);
 * - URL-like text, `https://` or `http://` optional → the URL; `https://` is put in front when no
 *   scheme is typed, so phone cameras open it as a link instead of showing it as text.
 *
 * Anything else is `qrError`. The input is trimmed first; whitespace inside it is refused (no
 * address, number or URL holds any). Only http(s) URLs are taken: `javascript:`, `data:` or a
 * `file:` address would make the printed code a trap.
 */

export type QrKind = 'email' | 'phone' | 'url';

export type QrInputResult =
  | { ok: true; kind: QrKind; payload: string }
  | { ok: false; error: 'qrError' }
  | { ok: false; error: 'qrTooLong'; params: { max: number } };

/**
 * Most bytes (UTF-8) a code may hold: the capacity of QR version 40, the largest symbol, in byte
 * mode at error correction level M (ISO/IEC 18004 table 7: 2331 bytes). The encoder may pack
 * digits or capitals tighter, but byte mode is what URLs and addresses use, so a payload within
 * this always fits. Measured on the payload, prefix included.
 */
export const QR_MAX_PAYLOAD_BYTES = 2331;

/** The error correction level every code is made at (README, "QR codes": why M). */
export const QR_ERROR_CORRECTION = 'M';

/**
 * Local part: the letters, digits and `. _ + -` addresses use in practice; characters such as
 * `? & % #` would change the meaning of the `mailto:` URI (RFC 6068) and are refused. Domain:
 * dot-separated labels of letters, digits and inner hyphens, ending in a top-level domain of
 * 2 or more letters.
 */
const EMAIL =
  /^[A-Za-z0-9._+-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** `+`, then digits and spaces only. */
const PHONE = /^\+[0-9 ]+$/;
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;

/**
 * A host of dot-separated labels (letters of any script, digits, inner hyphens) ending in a
 * top-level domain of 2 or more letters (or an IDN's `xn--…`), an optional port, then an
 * optional path, query or fragment without whitespace, control or format characters, or the
 * characters URLs never hold raw.
 */
const URL_LIKE =
  /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})(?::[0-9]{1,5})?(?:[/?#][^\s<>"{}|\\^`\p{C}]*)?$/iu;
const HAS_SCHEME = /^https?:\/\//i;

/** Bytes of `text` in UTF-8 (what the encoder's byte mode stores). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function classify(text: string): { kind: QrKind; payload: string } | null {
  if (EMAIL.test(text)) return { kind: 'email', payload: `mailto:${text}` };
  if (PHONE.test(text)) {
    const digits = text.replace(/[^0-9]/g, '');
    if (digits.length < MIN_PHONE_DIGITS || digits.length > MAX_PHONE_DIGITS) return null;
    return { kind: 'phone', payload: `tel:+${digits}` };
  }
  if (URL_LIKE.test(text))
    return { kind: 'url', payload: HAS_SCHEME.test(text) ? text : `https://${text}` };
  return null;
}

/** Checks the panel's field and says what the code will hold. */
export function checkQrInput(input: string): QrInputResult {
  const text = input.trim();
  // A payload that could not fit is refused before any pattern runs over it.
  if (utf8Length(text) > QR_MAX_PAYLOAD_BYTES)
    return { ok: false, error: 'qrTooLong', params: { max: QR_MAX_PAYLOAD_BYTES } };
  const found = text === '' ? null : classify(text);
  if (!found) return { ok: false, error: 'qrError' };
  if (utf8Length(found.payload) > QR_MAX_PAYLOAD_BYTES)
    return { ok: false, error: 'qrTooLong', params: { max: QR_MAX_PAYLOAD_BYTES } };
  return { ok: true, ...found };
}
