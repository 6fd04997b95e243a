/**
 * Adding to the design: a text box (panel 7), basic shapes (Elements), an image (Uploads), a QR
 * code (panel 9).
 */
import type { BackgroundChoice, PlaceImageRequest, ShapeKind } from '../../canvas';
import type { TemplateOnArtboard } from '../../domain/editor/templateDesign';
import type { QrInputResult } from '../../domain/qr/qrInput';
import { checkQrInput } from '../../domain/qr/qrInput';
import type { Command } from './command';
import { command, isIdle } from './command';

export const addText = command({
  id: 'insert.text',
  labelKey: 'addTextBox',
  group: 'insert',
  icon: 'text',
  shortcuts: [{ binding: { key: 't' } }],
  isEnabled: (s) => s.ready,
  perform: (editor) => editor.text.add(),
});

const shape = (kind: ShapeKind, labelKey: string): Command =>
  command({
    id: `insert.${kind}`,
    labelKey,
    group: 'insert',
    isEnabled: (s) => s.ready,
    perform: (editor) => editor.addShape(kind),
  });

export const SHAPE_COMMANDS = [
  shape('rectangle', 'shapeRectangle'),
  shape('circle', 'shapeCircle'),
  shape('triangle', 'shapeTriangle'),
];

/** Places an upload (selected); resolves false when its source cannot be loaded. */
export const placeImage = command<PlaceImageRequest>({
  id: 'insert.image',
  labelKey: 'placeImage',
  group: 'insert',
  isEnabled: (s) => s.ready,
  perform: (editor, request) => editor.addImage(request),
});

/**
 * Adds a QR code (panel 9) of what the shopper typed: checked here, at the command's boundary
 * (src/domain/qr/qrInput); resolves the check's result, so the panel shows a refusal's key.
 */
export const addQrCode = command<string>({
  id: 'insert.qrCode',
  labelKey: 'qrGenerate',
  group: 'insert',
  isEnabled: (s) => s.ready,
  perform: async (editor, input): Promise<QrInputResult> => {
    const checked = checkQrInput(typeof input === 'string' ? input : '');
    if (checked.ok) await editor.content.addQrCode(checked.payload);
    return checked;
  },
});

/**
 * Adds the Elements panel's element whose SVG is at the URL given (in view, selected); resolves
 * false when it cannot be loaded.
 */
export const addElement = command<string>({
  id: 'insert.element',
  labelKey: 'addElement',
  group: 'insert',
  isEnabled: (s) => s.ready,
  perform: (editor, url) => (typeof url === 'string' ? editor.content.addElement(url) : false),
});

/**
 * Sets the design's background (Background panel): a solid colour, a gradient, a pattern or
 * transparent (white and transparent, as a deleted background). One history step, undoable;
 * resolves false when the background's picture cannot be loaded.
 */
export const setBackground = command<BackgroundChoice>({
  id: 'insert.background',
  labelKey: 'setBackground',
  group: 'insert',
  isEnabled: (s) => s.ready,
  perform: (editor, choice) => editor.content.setBackground(choice),
});

/**
 * Applies a template (Templates panel): its design replaces the side shown, re-laid out from
 * its own size onto the artboard. One history step, undoable.
 */
export const applyTemplate = command<TemplateOnArtboard>({
  id: 'insert.template',
  labelKey: 'applyTemplate',
  group: 'insert',
  isEnabled: isIdle,
  perform: (editor, template) => editor.content.applyTemplate(template),
});

export const INSERT_COMMANDS = [
  addText,
  ...SHAPE_COMMANDS,
  placeImage,
  addQrCode,
  addElement,
  setBackground,
  applyTemplate,
];
