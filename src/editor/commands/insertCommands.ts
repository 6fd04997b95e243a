/** Adding to the design: a text box (panel 7), basic shapes (Elements), an image (Uploads). */
import type { PlaceImageRequest, ShapeKind } from '../../canvas';
import type { Command } from './command';
import { command } from './command';

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

export const INSERT_COMMANDS = [addText, ...SHAPE_COMMANDS, placeImage];
