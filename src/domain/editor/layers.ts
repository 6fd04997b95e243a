/**
 * The layers list (the accessible view of the canvas): what it shows of each object of the side
 * and how it names it. A name is a translation key with parameters, from the object's kind
 * (its Fabric type and its id's marker, spec canvas §3) and, for text, the text itself.
 */
import { ID_PREFIXES } from './objectIds';

/** One object of the side as the layers list shows it (serialisable: mirrored into Redux). */
export interface LayerItem {
  id: string;
  /** Fabric type ('textbox', 'rect', 'image', 'group'…). */
  type: string;
  /** The text of a text object (null for others). */
  text: string | null;
  /** Locked: it cannot be moved, scaled or rotated until unlocked. */
  locked: boolean;
  /** A QR code group (it carries its payload). */
  qrCode: boolean;
}

/** Longest text a layer's name quotes, characters (a name is read whole by a screen reader). */
export const LAYER_NAME_TEXT_MAX = 30;

export interface LayerName {
  key: string;
  params?: Record<string, string>;
}

const BY_TYPE: Record<string, string> = {
  rect: 'layerRectangle',
  circle: 'layerCircle',
  triangle: 'layerTriangle',
  image: 'layerImage',
  path: 'layerElement',
  group: 'layerElement',
};

/** The quoted text: whitespace runs as one space, cut at LAYER_NAME_TEXT_MAX with '…'. */
function quoted(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > LAYER_NAME_TEXT_MAX ? `${flat.slice(0, LAYER_NAME_TEXT_MAX - 1)}…` : flat;
}

/** What the layers list calls `item`. */
export function layerName(item: Pick<LayerItem, 'id' | 'type' | 'text' | 'qrCode'>): LayerName {
  if (item.text !== null) {
    const text = quoted(item.text);
    return text ? { key: 'layerText', params: { text } } : { key: 'layerEmptyText' };
  }
  if (item.qrCode) return { key: 'layerQrCode' };
  if (item.id.startsWith(ID_PREFIXES.background)) return { key: 'layerBackground' };
  return { key: BY_TYPE[item.type] ?? 'layerObject' };
}

/** Layer order commands the list runs for a key press (Alt+arrows; with Shift all the way). */
export function layerOrderForKey(
  key: string,
  shift: boolean,
): 'bringToFront' | 'forward' | 'backward' | 'sendToBack' | null {
  if (key === 'ArrowUp') return shift ? 'bringToFront' : 'forward';
  if (key === 'ArrowDown') return shift ? 'sendToBack' : 'backward';
  return null;
}
