/**
 * Display names of uploads (spec shell §5): non-ASCII stripped, and a name reduced to 3 or fewer
 * characters gets a generated one. One rule for the editor (before it uploads) and the server
 * (which never trusts the client's). The display name is only ever shown and used in a
 * Content-Disposition header: files are stored under server-made keys, never under this name.
 *
 * Clients send the name percent-encoded (`encodeURIComponent`), since HTTP header values are
 * ASCII; a value that does not decode is taken as it is. Random parts come from the caller.
 */

/** Longest display name kept, characters. */
export const MAX_FILE_NAME_LENGTH = 200;
/** A name this long or shorter is replaced by a generated one (spec: "3 or fewer"). */
const MIN_KEPT_LENGTH = 3;
/** Extensions are kept when they are short and plain. */
const EXTENSION = /\.([A-Za-z0-9]{1,10})$/;

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** `upload-<randomHex>` plus the extension, if any. */
export function generatedFileName(extension: string | null, randomHex: string): string {
  const base = `upload-${randomHex}`;
  return extension ? `${base}.${extension}` : base;
}

/**
 * The display name of a client-given file name: percent-decoded; only the last path segment
 * (so `../../x.png` and `C:\a\x.png` give `x.png`); non-ASCII, control characters (NUL
 * included) and `<>:"/\|?*` removed; whitespace collapsed; leading and trailing dots and
 * spaces trimmed; at most 200 characters (extension kept). Three characters or fewer (or nothing
 * before the extension) → a generated name keeping the extension (`randomHex` gives its suffix).
 */
export function displayFileName(raw: string | null | undefined, randomHex: () => string): string {
  const text = decoded(raw ?? '');
  const lastSegment = text.split(/[/\\]/).pop() ?? '';
  const ascii = lastSegment
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[<>:"|?*]/g, '')
    .replace(/\s+/g, ' ');
  const cleaned = ascii.replace(/^[\s.]+|[\s.]+$/g, '');
  const ownExtension = EXTENSION.exec(cleaned)?.[1] ?? null;
  if (cleaned.length <= MIN_KEPT_LENGTH) {
    // '写真.jpg' is '.jpg' once stripped: keep its extension on the generated name.
    const extension = ownExtension ?? EXTENSION.exec(ascii.trimEnd())?.[1] ?? null;
    return generatedFileName(extension?.toLowerCase() ?? null, randomHex());
  }
  const stem = ownExtension ? cleaned.slice(0, -(ownExtension.length + 1)).trimEnd() : cleaned;
  if (stem.replace(/[\s.]/g, '') === '')
    return generatedFileName(ownExtension?.toLowerCase() ?? null, randomHex());
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const suffix = ownExtension ? `.${ownExtension}` : '';
  return `${stem.slice(0, MAX_FILE_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

/** `attachment; filename="…"` (ASCII display names only, quotes and backslashes removed). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const safe = name.replace(/["\\]/g, '').replace(/[^\x20-\x7e]/g, '');
  return `${kind}; filename="${safe}"`;
}
