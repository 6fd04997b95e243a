/**
 * Uploads placed before the server had them (spec canvas §5): an image placed from the
 * browser's own decoded copy names `upload-local:<fileId>` until its upload is attached to a
 * server image; from then on the design names the server's image (domain/editor/uploadSources),
 * in every history entry, and so does an image placed from that copy later.
 */
import type { PlaceImageRequest } from '../canvas';
import { aliasImageSource } from '../canvas';
import { mapEntries } from '../domain/editor/history';
import type { SidesState } from '../domain/editor/sides';
import {
  localUploadFileId,
  localUploadSrc,
  resolvePendingUpload,
} from '../domain/editor/uploadSources';

interface ServerImage {
  imageId: string;
  src: string;
}

export class PendingUploads {
  private readonly attached = new Map<string, ServerImage>();

  resolve(fileId: string, imageId: string, src: string): void {
    this.attached.set(fileId, { imageId, src });
    // The decoded copy is now the server image's too, and can be fetched again: the source
    // budget may let it go (src/canvas/imageSources.ts), with or without a canvas attached.
    aliasImageSource(localUploadSrc(fileId), src);
  }

  /** `request` naming the server's image when its local source's upload is attached already. */
  resolved(request: PlaceImageRequest): PlaceImageRequest {
    const fileId = localUploadFileId(request.src);
    const image = fileId ? this.attached.get(fileId) : undefined;
    return image ? { ...request, src: image.src, usedUploadId: image.imageId } : request;
  }

  /** `json` with upload `fileId`'s local source replaced by its server image. */
  rewrite(json: string | null, fileId: string): string | null {
    const image = this.attached.get(fileId);
    return json && image ? resolvePendingUpload(json, fileId, image.imageId, image.src) : json;
  }

  /** Both sides' histories with every upload attached so far resolved (a restored design). */
  rewriteAttached(sides: SidesState): SidesState {
    return [...this.attached.keys()].reduce((s, fileId) => this.rewriteSides(s, fileId), sides);
  }

  /** Both sides' histories with upload `fileId` resolved in every entry. */
  rewriteSides(sides: SidesState, fileId: string): SidesState {
    const rewrite = (json: string) => this.rewrite(json, fileId) ?? json;
    return {
      ...sides,
      front: mapEntries(sides.front, rewrite),
      back: mapEntries(sides.back, rewrite),
    };
  }
}
