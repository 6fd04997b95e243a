/**
 * The top toolbar while a text box is selected (spec canvas §2): family, size, bold, italic
 * (only where the family has the face), underline, strikethrough, alignment, case, spacing,
 * auto-fit, curve, colour and outline, shadow — each a registered command — then duplicate and delete.
 */
import type { ReactNode } from 'react';
import type { TextParams } from '../../canvas';
import { useT } from '../../ui/i18n';
import { CommandButton, ShadowControls } from '../editor';
import { CurveField } from './CurveField';
import { FontFamilyPicker } from './FontFamilyPicker';
import { FontSizeField } from './FontSizeField';
import { SpacingFields } from './SpacingFields';
import { TextColourControls } from './TextColourControls';

const STYLE = ['text.bold', 'text.italic', 'text.underline', 'text.linethrough'];
const ALIGN = ['text.align.left', 'text.align.center', 'text.align.right', 'text.align.justify'];
const CASE = ['text.case.uppercase', 'text.case.lowercase', 'text.case.firstLetterUpperCase'];

/** Which toggles are on, for `aria-pressed`. */
function pressed(text: TextParams): Record<string, boolean> {
  return {
    'text.bold': text.fontWeight >= 600,
    'text.italic': text.fontStyle === 'italic',
    'text.underline': text.underline,
    'text.linethrough': text.linethrough,
    [`text.align.${text.textAlign}`]: true,
    'text.case.uppercase': text.uppercase,
    'text.case.lowercase': text.lowercase,
    'text.case.firstLetterUpperCase': text.firstLetterUpperCase,
    'text.autoFit': text.autoFit,
  };
}

/** `notes`: the selected text's warnings (its legibility), shown first. */
export function TextToolbar(props: { text: TextParams; notes?: ReactNode }) {
  const t = useT();
  const on = pressed(props.text);
  const toggles = (ids: string[]) =>
    ids.map((id) => <CommandButton key={id} id={id} pressed={on[id] ?? false} />);
  return (
    <div className="layer-toolbar text-toolbar" role="toolbar" aria-label={t('textTools')}>
      {props.notes}
      <FontFamilyPicker text={props.text} />
      <FontSizeField fontSizePx={props.text.fontSize} />
      <span className="toolbar-separator" aria-hidden="true" />
      {toggles(STYLE)}
      <span className="toolbar-separator" aria-hidden="true" />
      {toggles(ALIGN)}
      <span className="toolbar-separator" aria-hidden="true" />
      {toggles(CASE)}
      <span className="toolbar-separator" aria-hidden="true" />
      <SpacingFields lineHeight={props.text.lineHeight} charSpacing={props.text.charSpacing} />
      <CommandButton id="text.autoFit" pressed={on['text.autoFit'] ?? false} />
      <CurveField curve={props.text.curve} />
      <TextColourControls text={props.text} />
      <ShadowControls />
      <span className="toolbar-separator" aria-hidden="true" />
      <CommandButton id="edit.duplicate" />
      <CommandButton id="edit.delete" />
    </div>
  );
}
