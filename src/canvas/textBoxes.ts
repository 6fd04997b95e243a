/**
 * Text boxes on the canvas: a new one, its placeholder, and how editing starts. Fabric starts
 * editing only on a click on an already selected box away from its controls; a box a few screen
 * px tall (30 px type on a banner shown at 13 %) is all controls, so that click never lands. Here
 * a click or tap without a drag on the selected box (its rotation handle aside), a double-click
 * or double-tap, and the `text.edit` command (Enter) all start editing. A new box appears where
 * the shopper looks, big enough to read, in editing with its placeholder selected so typing
 * replaces it; a box left empty shows the placeholder again (spec canvas §5).
 */
import type { Canvas, FabricObject, TPointerEvent } from 'fabric';
import { IText } from 'fabric';
import type { Size } from '../domain/artboard';
import type { ArtboardArea } from '../domain/editor/newText';
import { newTextBox } from '../domain/editor/newText';
import { EDITOR_TUNABLES } from '../domain/editor/tunables';
import { DesignTextbox } from './designText';
import { isTextObject, settleTextScale } from './textStyle';

const T = EDITOR_TUNABLES.text;
const DEFAULT_TEXT_FILL = '#000000';

type Placeholdered = IText & { isPlaceholder?: boolean };

export const isText = (o: FabricObject | undefined | null): o is IText => o instanceof IText;

/** A new text box showing the placeholder, centred in `view` (artboard px) at `zoom`. */
export function createTextBox(
  artboard: Size,
  zoom: number,
  view: ArtboardArea | null,
): DesignTextbox {
  const box = newTextBox(artboard, zoom, view);
  const text = new DesignTextbox(T.placeholder, {
    fontSize: box.fontSize,
    fontFamily: 'Arial',
    fill: DEFAULT_TEXT_FILL,
    opacity: T.placeholderOpacity,
    width: box.width,
    textAlign: 'center',
    // Fabric 7 places objects by their centre.
    left: box.left,
    top: box.top,
  });
  (text as Placeholdered).isPlaceholder = true;
  return text;
}

/** Starts editing `text`; all of it selected (so typing replaces it), or the caret at `e`. */
export function startEditing(text: IText | DesignTextbox, e?: TPointerEvent): void {
  if (text.isEditing || !text.editable) return;
  text.enterEditing(e);
  if (e && !(text as Placeholdered).isPlaceholder) text.setCursorByClick(e);
  else text.selectAll();
  text.canvas?.requestRenderAll();
}

/** The placeholder goes as soon as the shopper types, and comes back when a box is left empty. */
function syncPlaceholder(text: Placeholdered, editing: boolean): void {
  if (text.isPlaceholder && text.text !== T.placeholder) {
    text.set({ opacity: 1 });
    text.isPlaceholder = false;
  } else if (!editing && !text.isPlaceholder && text.text.trim() === '') {
    text.set({ text: T.placeholder, opacity: T.placeholderOpacity });
    text.isPlaceholder = true;
  }
}

/**
 * Installs the ways editing starts, the placeholder's rules and scaling as a size change;
 * `onEditing` is told when editing starts or stops, `onEdited` after editing a box stopped (a
 * modification). Install before other `object:modified` listeners: they see the settled size.
 */
export function installTextBoxes(
  canvas: Canvas,
  events: { onEditing(): void; onEdited(): void },
): () => void {
  /** The selected object when the button went down: a click on it again starts editing. */
  let selectedAtDown: FabricObject | undefined;
  const onDown = () => {
    selectedAtDown = canvas.getActiveObject();
  };
  const onUp = ({
    e,
    target,
    isClick,
    transform,
  }: {
    e: TPointerEvent;
    target?: FabricObject;
    isClick?: boolean;
    transform?: { corner?: string } | null;
  }) => {
    const wasSelected = selectedAtDown;
    selectedAtDown = undefined;
    if (!isClick || !isText(target) || target !== wasSelected) return;
    if ('button' in e && e.button !== 0) return;
    if (transform?.corner === 'mtr') return; // a click on the rotation handle
    startEditing(target, e);
  };
  const onDoubleClick = ({ e, target }: { e: TPointerEvent; target?: FabricObject }) => {
    if (!isText(target)) return;
    if (!target.isEditing) startEditing(target, e);
    // Fabric's own double-click then selects the word under the pointer; a placeholder is
    // selected whole instead, after it.
    if ((target as Placeholdered).isPlaceholder) queueMicrotask(() => target.selectAll());
  };
  const onChanged = ({ target }: { target: IText }) => syncPlaceholder(target, true);
  const onEntered = () => events.onEditing();
  const onExited = ({ target }: { target: IText }) => {
    syncPlaceholder(target, false);
    events.onEditing();
    events.onEdited();
  };
  const onModified = ({ target }: { target: FabricObject }) => {
    if (isTextObject(target)) settleTextScale(target);
  };
  canvas.on('object:modified', onModified);
  canvas.on('mouse:down:before', onDown);
  canvas.on('mouse:up', onUp);
  canvas.on('mouse:dblclick', onDoubleClick);
  canvas.on('text:changed', onChanged);
  canvas.on('text:editing:entered', onEntered);
  canvas.on('text:editing:exited', onExited);
  return () => {
    canvas.off('object:modified', onModified);
    canvas.off('mouse:down:before', onDown);
    canvas.off('mouse:up', onUp);
    canvas.off('mouse:dblclick', onDoubleClick);
    canvas.off('text:changed', onChanged);
    canvas.off('text:editing:entered', onEntered);
    canvas.off('text:editing:exited', onExited);
  };
}
