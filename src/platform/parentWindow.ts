/** Messages to the storefront page that embeds the designer in an iframe (spec canvas §7). */

/** Whether the designer runs inside another page's frame. */
export function isEmbedded(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/**
 * Posts `message` to the embedding page. The storefront's origin is not known to the designer,
 * so only messages without private data go out this way.
 */
export function postToParent(message: Record<string, unknown>): void {
  if (isEmbedded()) window.parent.postMessage(message, '*');
}
