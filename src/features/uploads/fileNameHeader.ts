/**
 * The `X-Upload-File-Name` value: the name percent-encoded (header values are ASCII), shortened
 * from the end of its stem when the encoding would pass the server's 2048 characters (a long
 * non-ASCII name triples or more), so a long name never stops an upload. The server makes the
 * display name from it (src/domain/uploads/fileName).
 */
import { MAX_FILE_NAME_HEADER_LENGTH } from '../../domain/uploads/protocol';

/** Percent-encoded; lone surrogates (which do not encode) dropped, as the display name would drop them. */
function encoded(text: string): string {
  const wellFormed = [...text].filter((c) => !(c.length === 1 && /[\uD800-\uDFFF]/.test(c)));
  return encodeURIComponent(wellFormed.join(''));
}

/** `encodeURIComponent(name)`, at most {@link MAX_FILE_NAME_HEADER_LENGTH} characters, extension kept. */
export function fileNameHeader(name: string): string {
  const whole = encoded(name);
  if (whole.length <= MAX_FILE_NAME_HEADER_LENGTH) return whole;
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(name)?.[0] ?? '';
  const stem = [...name.slice(0, name.length - extension.length)];
  const suffix = encoded(extension);
  let text = '';
  for (const char of stem) {
    const next = text + encoded(char);
    if (next.length + suffix.length > MAX_FILE_NAME_HEADER_LENGTH) break;
    text = next;
  }
  return text + suffix;
}
