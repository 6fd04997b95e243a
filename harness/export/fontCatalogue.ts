/**
 * The export tool's font catalogue: every server family, fetched as the editor fetches it
 * (SearchFont, the spec's 1500), so a design's text is drawn in its real faces and the SVG can
 * carry them (issue 14). Fetched once per page.
 */
import { designFonts } from '../../src/canvas';
import type { SearchFontResult } from '../../src/domain/fonts/types';
import { MAX_FONT_SEARCH_SIZE } from '../../src/domain/fonts/types';

let loaded: Promise<void> | null = null;

async function load(): Promise<void> {
  // Any API answer sets the anti-forgery cookie that SearchFont (a POST) must echo.
  await fetch('/api/v1/System/MaxRequestBodySize');
  const token = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
  const response = await fetch('/api/v1/EditorElement/SearchFont', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(token) },
    body: JSON.stringify({ page: { number: 0, size: MAX_FONT_SEARCH_SIZE } }),
  });
  if (!response.ok) throw new Error(`SearchFont: HTTP ${response.status}`);
  const result = (await response.json()) as SearchFontResult;
  designFonts.setCatalogue(result.data, (path) => path);
}

/** Sets the page's font catalogue from the server (once). */
export function loadFontCatalogue(): Promise<void> {
  loaded ??= load().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
