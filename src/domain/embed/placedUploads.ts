/**
 * Which of the shopper's uploads the storefront is told about (spec canvas §7: outbound
 * `frontUploadedData` / `backUploadedData`): an upload the shopper placed inside the embedded
 * editor is announced once per side it is on, with the uploaded-image fields of spec canvas §3,
 * as soon as the server has it (a placed copy names its server image by `data-usedUploadId`
 * once attached). Images the parent supplied itself are not echoed back.
 */
import type { UploadedImageData } from './inboundMessages';

/** The fields of an upload the server lists (domain/uploads/protocol `UploadedImageView`). */
export interface ListedUpload {
  imageId: string;
  fileId: string;
  originalMIMEType: string;
  mimeType: string;
  isTemporary: boolean;
  /** API path of the 240 px thumbnail. */
  preview: string;
}

export type EmbedSide = 'front' | 'back';

/** An announcement to post: the side, its upload data, and the key that marks it sent. */
export interface UploadAnnouncement {
  side: EmbedSide;
  data: UploadedImageData;
  key: string;
}

const FIELD = 'data-usedUploadId';

function collect(objects: unknown, into: Set<string>): void {
  if (!Array.isArray(objects)) return;
  for (const object of objects) {
    if (typeof object !== 'object' || object === null) continue;
    const o = object as Record<string, unknown>;
    const id = o[FIELD];
    if (typeof id === 'string' && id !== '') into.add(id);
    collect(o.objects, into);
  }
}

/** Upload ids a side's design JSON places (into groups), each once; [] for none or bad JSON. */
export function uploadIdsOnSide(json: string | null): string[] {
  // Most snapshots place no upload: no parse for them.
  if (!json || !json.includes(FIELD)) return [];
  try {
    const ids = new Set<string>();
    collect((JSON.parse(json) as { objects?: unknown }).objects, ids);
    return [...ids];
  } catch {
    return [];
  }
}

/** The key that marks an upload announced for a side. */
export const announcementKey = (side: EmbedSide, imageId: string) => `${side}:${imageId}`;

/**
 * The uploads to announce now: on a side, listed by the server, not announced for that side
 * yet, and not supplied by the parent. `previewOrigin` makes the thumbnail's path absolute.
 */
export function uploadsToAnnounce(input: {
  sides: Record<EmbedSide, readonly string[]>;
  listed: readonly ListedUpload[];
  announced: ReadonlySet<string>;
  parentSupplied: ReadonlySet<string>;
  previewOrigin: string;
}): UploadAnnouncement[] {
  const byId = new Map(input.listed.map((u) => [u.imageId, u]));
  const out: UploadAnnouncement[] = [];
  for (const side of ['front', 'back'] as const) {
    for (const imageId of input.sides[side]) {
      const key = announcementKey(side, imageId);
      const upload = byId.get(imageId);
      if (!upload || input.announced.has(key) || input.parentSupplied.has(imageId)) continue;
      const { fileId, originalMIMEType, mimeType, isTemporary, preview } = upload;
      out.push({
        side,
        key,
        data: {
          imageId,
          fileId,
          originalMIMEType,
          mimeType,
          isTemporary,
          preview: new URL(preview, input.previewOrigin).href,
        },
      });
    }
  }
  return out;
}
