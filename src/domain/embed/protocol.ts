/**
 * Constants of the embed protocol shared by the editor and the SDK (src/embed-sdk).
 */

/** Version of the handshake; the editor refuses a handshake of another major version. */
export const EMBED_PROTOCOL_VERSION = 1;

/** Canvas-not-ready retries of a parent's add to cart (spec canvas §4): 50 × 100 ms. */
export const CANVAS_READY_RETRY = { attempts: 50, intervalMs: 100 } as const;

/** How long an error toast about a parent-supplied image shows, ms (spec canvas §8). */
export const PARENT_IMAGE_ERROR_TOAST_MS = 3000;

/** Largest `designAsBase64` accepted, characters (a 12 MiB design as base64). */
export const MAX_DESIGN_BASE64_CHARS = 16 * 1024 * 1024;

/** Largest message id, characters (the SDK's ids are short counters). */
export const MAX_MESSAGE_ID_CHARS = 64;

/**
 * How long a framed editor's API calls wait for the handshake's session, ms: the SDK answers
 * 'component mounted' at once; a parent without the SDK never does, and the cookies serve.
 */
export const EMBED_HANDSHAKE_WAIT_MS = 5000;
