/**
 * The export's environment in the editor: the page's pixel budget and image pipeline, the PNG
 * and WebP workers, originals from uploads still in progress (their local file) or from the
 * server (`system/source?size=2`, the original as uploaded).
 */
import type { PixelBudget } from '../../domain/imaging/pixelBudget';
import { apiPathUrl } from '../../domain/runtimeConfig';
import {
  localUploadFileId,
  uploadedImageId,
  uploadedImageSrc,
} from '../../domain/editor/uploadSources';
import { openPngExport } from '../../imaging';
import type { ImagePipeline } from '../../imaging';
import { serverFontFiles } from './fontFiles';
import type { ExportEnvironment, OriginalSource } from './renderSide';
import { fetchWithSession } from '../../platform/embedSession';

/** Formats printed from the original as vectors (sharp at any scale). */
const VECTOR_FORMATS = new Set(['pdf', 'ai', 'eps']);
/** Content types of vector originals as the server serves them. */
const VECTOR_TYPES = /^application\/(pdf|postscript|illustrator)/;

export interface AppEnvironmentDeps {
  budget: PixelBudget;
  /** Runtime config `API_BASE_URL` ('' = same origin). */
  apiBaseUrl: string;
  pipeline(): ImagePipeline;
  localOriginal(fileId: string): { file: Blob; fileName: string; format: string } | null;
}

/** Gives the main thread back to input and painting (a macrotask, so rendering can happen). */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

export function appExportEnvironment(deps: AppEnvironmentDeps): ExportEnvironment {
  const absolute = (src: string) =>
    new URL(apiPathUrl({ API_BASE_URL: deps.apiBaseUrl }, src), location.href).href;

  async function originalOf(src: string, signal: AbortSignal): Promise<OriginalSource | null> {
    const fileId = localUploadFileId(src);
    if (fileId) {
      const local = deps.localOriginal(fileId);
      if (!local || local.format === 'svg') return null;
      return {
        file: local.file,
        fileName: local.fileName,
        vector: VECTOR_FORMATS.has(local.format),
      };
    }
    const imageId = uploadedImageId(src);
    if (!imageId) return null;
    const isTemporary = new URLSearchParams(src.split('?')[1] ?? '').get('isTemporary') === 'true';
    const response = await fetchWithSession(absolute(uploadedImageSrc(imageId, isTemporary, 2)), {
      credentials: 'include',
      signal,
    });
    if (!response.ok) throw new Error(`original of ${imageId}: HTTP ${response.status}`);
    const type = response.headers.get('content-type') ?? '';
    if (type.startsWith('image/svg')) return null;
    return { file: await response.blob(), fileName: imageId, vector: VECTOR_TYPES.test(type) };
  }

  return {
    budget: deps.budget,
    openPng: (options) => openPngExport(options),
    originalOf,
    decodeRegion: (original, request, signal) =>
      deps.pipeline().decodeRegion(original.file, original.fileName, request, { signal }),
    imageHref: (src) =>
      localUploadFileId(src) ? null : /^https?:/.test(src) ? src : absolute(src),
    fontFiles: serverFontFiles((path) => apiPathUrl({ API_BASE_URL: deps.apiBaseUrl }, path)),
    yieldToMain,
  };
}
