/**
 * Messages from the storefront page to the embedded editor (spec canvas §7 "Cross-window
 * messages"), one schema per message type. A message is an object flagged
 * `designToolMessaging: true`; its type is the field it carries (`addToCart`,
 * `productCalculator`, `frontUploadedData`, `backUploadedData`, `payload` or the parent-window
 * fields at the top level), plus the SDK's `handshake`, `showPreview` and `viewport`. An `id`
 * asks for a reply (`replyTo`). Unknown fields are dropped; a wrong type refuses the message.
 */
import { MAX_DESIGN_BASE64_CHARS, MAX_MESSAGE_ID_CHARS } from './protocol';
import type { Infer, Schema } from './schema';
import { array, boolean, isRecord, literal, number, object, record, text } from './schema';

const id = text(MAX_MESSAGE_ID_CHARS);
const envelope = { designToolMessaging: literal(true) };
/** Ids of the API: upload ids, design ids (uuids and the like). */
const entityId = text(128);
/** Accessory and option keys of the catalogue. */
const OPTION_KEY = /^[A-Za-z0-9_.:-]{1,128}$/;
const selectedOptions = record(array(text(128), 64), 64, OPTION_KEY);
/** Inches: positive, at most the custom-size limit (domain/customSize: 100000). */
const inches = number(0, 100_000);

/** An uploaded image the parent hands back (spec canvas §3 "Uploaded image"). */
export const uploadedImageSchema = object(
  { imageId: entityId },
  {
    fileId: entityId,
    originalMIMEType: text(100),
    mimeType: text(100),
    isTemporary: boolean,
    preview: text(2048),
  },
);
export type UploadedImageData = Infer<typeof uploadedImageSchema>;

/** The parent-window data (spec canvas §3). */
export const parentWindowDataSchema = object(
  {},
  {
    productId: number(1, 2 ** 31 - 1, true),
    width: inches,
    height: inches,
    designId: entityId,
    selectedOptions,
    designAsBase64: text(MAX_DESIGN_BASE64_CHARS),
    currentSideDesign: text(MAX_DESIGN_BASE64_CHARS),
    isAccessoryProduct: boolean,
    optionImagePath: text(2048),
    isBackSide: boolean,
    isBackSideSameDesign: boolean,
    isReverse: boolean,
  },
);
export type ParentWindowData = Infer<typeof parentWindowDataSchema>;
/** The parent-window fields, the keys that make a top-level message a parent-window one. */
export const PARENT_WINDOW_FIELDS = [
  'productId',
  'width',
  'height',
  'designId',
  'selectedOptions',
  'designAsBase64',
  'currentSideDesign',
  'isAccessoryProduct',
  'optionImagePath',
  'isBackSide',
  'isBackSideSameDesign',
  'isReverse',
] as const;

/** The calculator request a parent may send (`productCalculator`). */
export const productCalculatorSchema = object(
  { productId: number(1, 2 ** 31 - 1, true) },
  { width: inches, height: inches, quantity: number(1, 999_999, true), selectedOptions },
);

/** The parent's visual viewport, CSS px (an iOS iframe cannot read its own). */
export const viewportSchema = object({
  width: number(0, 100_000),
  height: number(0, 100_000),
  offsetTop: number(-100_000, 100_000),
  offsetLeft: number(-100_000, 100_000),
  scale: number(0.01, 100),
  /** Top of the iframe in the parent's visual viewport, CSS px. */
  frameTop: number(-1_000_000, 1_000_000),
});
export type ParentViewport = Infer<typeof viewportSchema>;

const handshakeSchema = object(
  { protocol: number(1, 999, true) },
  { sdkVersion: text(32), resumeCode: text(128) },
);

/** One schema per message type, keyed by the field that names the type. */
export const INBOUND_SCHEMAS = {
  handshake: object({ ...envelope, handshake: handshakeSchema }, { id }),
  addToCart: object({ ...envelope, addToCart: literal(true) }, { id }),
  productCalculator: object({ ...envelope, productCalculator: productCalculatorSchema }, { id }),
  frontUploadedData: object({ ...envelope, frontUploadedData: uploadedImageSchema }, { id }),
  backUploadedData: object({ ...envelope, backUploadedData: uploadedImageSchema }, { id }),
  payload: object({ ...envelope, payload: parentWindowDataSchema }, { id }),
  showPreview: object({ ...envelope, showPreview: boolean }, { id }),
  viewport: object({ ...envelope, viewport: viewportSchema }),
} satisfies Record<string, Schema<unknown>>;

/** The inbound message types. */
export type InboundType = keyof typeof INBOUND_SCHEMAS | 'parentWindow';

/** A validated inbound message, by type. */
export type InboundMessage =
  | {
      [K in keyof typeof INBOUND_SCHEMAS]: { type: K } & Infer<(typeof INBOUND_SCHEMAS)[K]>;
    }[keyof typeof INBOUND_SCHEMAS]
  | ({ type: 'parentWindow'; designToolMessaging: true; id?: string } & ParentWindowData);

const topLevelParentWindow = object({ ...envelope }, { id });

/** The parsed message, or why it was refused (`unknownType`, or the path of the bad field). */
export type InboundParse =
  | { ok: true; message: InboundMessage }
  | { ok: false; reason: 'notAnObject' | 'unknownType' | 'invalid'; path?: string };

/** Parses one inbound message (the origin and flag are checked before: allowList.ts). */
export function parseInboundMessage(data: unknown): InboundParse {
  if (!isRecord(data)) return { ok: false, reason: 'notAnObject' };
  const own = (key: string) => Object.prototype.hasOwnProperty.call(data, key);
  const type = (Object.keys(INBOUND_SCHEMAS) as (keyof typeof INBOUND_SCHEMAS)[]).find(own);
  if (type) {
    const parsed = INBOUND_SCHEMAS[type].parse(data);
    if (!parsed.ok) return { ok: false, reason: 'invalid', path: parsed.path };
    return { ok: true, message: { type, ...parsed.value } as InboundMessage };
  }
  if (PARENT_WINDOW_FIELDS.some(own)) {
    const head = topLevelParentWindow.parse(data);
    const fields = parentWindowDataSchema.parse(data);
    if (!head.ok) return { ok: false, reason: 'invalid', path: head.path };
    if (!fields.ok) return { ok: false, reason: 'invalid', path: fields.path };
    return { ok: true, message: { type: 'parentWindow', ...head.value, ...fields.value } };
  }
  return { ok: false, reason: 'unknownType' };
}

/** The side an uploaded-data message is for. */
export const uploadedDataSide = (type: 'frontUploadedData' | 'backUploadedData') =>
  type === 'frontUploadedData' ? ('front' as const) : ('back' as const);
