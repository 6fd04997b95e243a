/**
 * Text tools (panel 7, the text toolbar, spec canvas §2–§5): editing a selected text box and
 * its style. Each applies to the selected text boxes as one history entry.
 */
import type { TextAlign } from '../../canvas';
import type { TextCase } from '../../domain/text/textCase';
import { toggledBoldWeight, toggledItalic } from '../../domain/text/variants';
import type { EditorViewState } from '../viewState';
import type { Command } from './command';
import { command } from './command';

/** Exactly one object is selected and it is a text box. */
export const isTextSelected = (s: EditorViewState) =>
  s.ready && s.selection.count === 1 && s.selection.text !== null;

/** Starts editing the selected text box with all its text selected (Enter, or the menu). */
export const editText = command({
  id: 'text.edit',
  labelKey: 'editText',
  group: 'text',
  icon: 'text',
  shortcuts: [{ binding: { key: 'Enter' } }],
  contextMenu: true,
  isEnabled: (s) => isTextSelected(s) && !s.selection.editingText,
  perform: (editor) => editor.text.edit(),
});

export const bold = command({
  id: 'text.bold',
  labelKey: 'textBold',
  group: 'text',
  icon: 'bold',
  shortcuts: [{ binding: { key: 'b', mod: true } }],
  isEnabled: (s) => {
    const t = s.selection.text;
    return (
      isTextSelected(s) && toggledBoldWeight(t!.variants, t!.fontWeight, t!.fontStyle) !== null
    );
  },
  perform: (editor) => editor.text.toggleBold(),
});

export const italic = command({
  id: 'text.italic',
  labelKey: 'textItalic',
  group: 'text',
  icon: 'italic',
  shortcuts: [{ binding: { key: 'i', mod: true } }],
  isEnabled: (s) => {
    const t = s.selection.text;
    return isTextSelected(s) && toggledItalic(t!.variants, t!.fontWeight, t!.fontStyle) !== null;
  },
  perform: (editor) => editor.text.toggleItalic(),
});

export const underline = command({
  id: 'text.underline',
  labelKey: 'textUnderline',
  group: 'text',
  icon: 'underline',
  shortcuts: [{ binding: { key: 'u', mod: true } }],
  isEnabled: isTextSelected,
  perform: (editor) => editor.text.toggleUnderline(),
});

export const linethrough = command({
  id: 'text.linethrough',
  labelKey: 'textLinethrough',
  group: 'text',
  icon: 'linethrough',
  isEnabled: isTextSelected,
  perform: (editor) => editor.text.toggleLinethrough(),
});

const align = (textAlign: TextAlign, labelKey: string): Command =>
  command({
    id: `text.align.${textAlign}`,
    labelKey,
    group: 'text',
    icon: `text-align-${textAlign}`,
    isEnabled: isTextSelected,
    perform: (editor) => editor.text.setStyle({ textAlign }),
  });

const textCase = (value: Exclude<TextCase, 'none'>, labelKey: string): Command =>
  command({
    id: `text.case.${value}`,
    labelKey,
    group: 'text',
    icon: `case-${value}`,
    isEnabled: isTextSelected,
    perform: (editor) => editor.text.setCase(value),
  });

/** The font family (the picker): loaded and verified first; it changes nothing if it cannot load. */
export const fontFamily = command<string>({
  id: 'text.fontFamily',
  labelKey: 'textFontFamily',
  group: 'text',
  isEnabled: isTextSelected,
  perform: (editor, name) => editor.text.setFamily(name),
});

/** Font size in points (the size field, its presets and steppers). */
export const fontSize = command<number>({
  id: 'text.fontSize',
  labelKey: 'textFontSize',
  group: 'text',
  isEnabled: isTextSelected,
  perform: (editor, pt) => editor.text.setFontSizePt(pt),
});

/** Line spacing, as stored (src/domain/text/lineSpacing). */
export const lineHeight = command<number>({
  id: 'text.lineHeight',
  labelKey: 'textLineSpacing',
  group: 'text',
  isEnabled: isTextSelected,
  perform: (editor, value) => editor.text.setStyle({ lineHeight: value }),
});

/** Letter spacing, thousandths of an em. */
export const charSpacing = command<number>({
  id: 'text.charSpacing',
  labelKey: 'textLetterSpacing',
  group: 'text',
  isEnabled: isTextSelected,
  perform: (editor, value) => editor.text.setStyle({ charSpacing: value }),
});

/** Auto-fit on or off: the text shrinks to fit its box, keeping the size its author chose. */
export const autoFit = command({
  id: 'text.autoFit',
  labelKey: 'textAutoFit',
  group: 'text',
  isEnabled: isTextSelected,
  perform: (editor) =>
    editor.text.setStyle({ autoFit: !editor.getState().selection.text?.autoFit }),
});

/** Curved text: −100 … 100, 0 straight (the curve slider and field). */
export const curve = command<number>({
  id: 'text.curve',
  labelKey: 'textCurve',
  group: 'text',
  isEnabled: isTextSelected,
  perform: (editor, amount) => editor.text.setCurve(amount),
});

/** Text colour (a CSS colour: hex, or rgba with alpha). */
export const fill = command<string>({
  id: 'text.fill',
  labelKey: 'textColour',
  group: 'text',
  isEnabled: isTextSelected,
  perform: (editor, colour) => editor.text.setStyle({ fill: colour }),
});

/** Outline on (colour, width px) or off. */
export const outline = command<{ on: boolean; colour?: string; width?: number }>({
  id: 'text.outline',
  labelKey: 'textOutline',
  group: 'text',
  isEnabled: isTextSelected,
  perform: (editor, { on, colour, width }) =>
    editor.text.setStyle(
      on
        ? { outlineCategory: 'Outline', outlineColour: colour, outlineWidth: width }
        : { outlineCategory: 'None' },
    ),
});

export const TEXT_ALIGN_COMMANDS = [
  align('left', 'textAlignLeft'),
  align('center', 'textAlignCentre'),
  align('right', 'textAlignRight'),
  align('justify', 'textAlignJustify'),
];

export const TEXT_CASE_COMMANDS = [
  textCase('uppercase', 'textUppercase'),
  textCase('lowercase', 'textLowercase'),
  textCase('firstLetterUpperCase', 'textFirstLetterUpperCase'),
];

export const TEXT_COMMANDS = [
  editText,
  bold,
  italic,
  underline,
  linethrough,
  ...TEXT_ALIGN_COMMANDS,
  ...TEXT_CASE_COMMANDS,
  fontFamily,
  fontSize,
  lineHeight,
  charSpacing,
  autoFit,
  curve,
  fill,
  outline,
] as Command<unknown>[];
