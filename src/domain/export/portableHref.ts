/**
 * Addresses an exported SVG may name (issue 15 item 6): the print shop opens the file on its
 * own, away from the editor, so only what any viewer resolves by itself is allowed — a data URL,
 * an absolute http(s) address, or a fragment pointing inside the file. A path relative to the
 * editor's API, `upload-local:` (the browser's own decoded copy) or `blob:` would show a broken
 * image.
 */
export function isPortableHref(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('#')) return value.length > 1;
  return /^data:[^,]*,/i.test(value) || /^https?:\/\/[^/\s]/i.test(value);
}
