/**
 * The channel to the storefront page that embeds the designer in an iframe (spec canvas §7).
 * Outbound messages go to the origin that made the handshake — never '*': any page could frame
 * the editor and read the customer's design otherwise. Before the handshake only 'component
 * mounted' goes out, once to each allowed origin (a message whose target origin is not the
 * parent's is dropped by the browser). Inbound messages count only from the parent window, from
 * an allowed origin, flagged `designToolMessaging` (domain/embed `messageVerdict`), and parsed by
 * their type's schema; anything else is logged and ignored, never answered.
 */
import type { ExportedError, InboundMessage, OutboundMessage } from '../domain/embed';
import { messageVerdict, outbound, parseInboundMessage } from '../domain/embed';

/** Whether the designer runs inside another page's frame. */
export function isEmbedded(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/** Handler of validated inbound messages (and the origin they came from). */
export type InboundHandler = (message: InboundMessage) => void;

/** At most this many drawing errors are kept for the next export. */
const MAX_DRAWING_ERRORS = 50;

export class ParentChannel {
  private allowed: readonly string[] = [];
  private origin: string | null = null;
  private drawingErrors: ExportedError[] = [];

  /** The origin that made the handshake, or null before it. */
  get parentOrigin(): string | null {
    return this.origin;
  }

  /**
   * Listens to the parent (only when embedded), announces 'component mounted' to each allowed
   * origin, and hands validated messages to `handler`; returns the stop function.
   */
  start(allowed: readonly string[], handler: InboundHandler): () => void {
    if (!isEmbedded()) return () => undefined;
    this.allowed = allowed;
    const listener = (event: MessageEvent) => this.receive(event, handler);
    window.addEventListener('message', listener);
    for (const origin of allowed) window.parent.postMessage(outbound.mounted(), origin);
    return () => window.removeEventListener('message', listener);
  }

  private receive(event: MessageEvent, handler: InboundHandler): void {
    if (event.source !== window.parent) return; // our own workers, other frames: not the parent
    const verdict = messageVerdict(event, this.allowed);
    if (verdict !== 'accepted') {
      console.info(`embed: message ignored (${verdict}) from ${event.origin}`);
      return;
    }
    // After the handshake, only its origin speaks for the parent (the parent's page navigated).
    if (this.origin !== null && event.origin !== this.origin) {
      console.info(`embed: message ignored (not the handshake's origin) from ${event.origin}`);
      return;
    }
    const parsed = parseInboundMessage(event.data);
    if (!parsed.ok) {
      console.info(
        `embed: message refused (${parsed.reason}${parsed.path ? ` ${parsed.path}` : ''})`,
      );
      return;
    }
    if (parsed.message.type === 'handshake') this.origin = event.origin;
    else if (this.origin === null) {
      console.info('embed: message ignored (no handshake yet)');
      return;
    }
    handler(parsed.message);
  }

  /** Posts `message` to the parent that made the handshake; nothing before the handshake. */
  post(message: OutboundMessage): boolean {
    if (this.origin === null || !isEmbedded()) return false;
    window.parent.postMessage(message, this.origin);
    return true;
  }

  /** Records a problem drawing what the parent sent (reported with the next export). */
  recordDrawingError(error: ExportedError): void {
    if (this.drawingErrors.length < MAX_DRAWING_ERRORS) this.drawingErrors.push(error);
  }

  /** The drawing errors recorded so far (every export reports them: the canvas still lacks it). */
  drawingErrorList(): ExportedError[] {
    return [...this.drawingErrors];
  }
}

/** The page's one channel to its parent. */
export const parentWindow = new ParentChannel();
