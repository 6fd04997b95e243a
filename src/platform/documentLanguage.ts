/** The page's language: the browser's preferences, and `<html lang>` following the one shown. */

/** The browser's preferred languages, most wanted first ("es-MX", "en"). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** Sets `<html lang>`, so screen readers, hyphenation and spell checks follow the texts. */
export function setDocumentLanguage(code: string): void {
  document.documentElement.lang = code;
}
