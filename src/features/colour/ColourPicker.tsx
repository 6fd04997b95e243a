/**
 * Picks a colour for text, elements, borders or backgrounds (spec canvas §5, §9): a palette
 * (the default 24 + 5 greys, or the toolbar's 21), the recent colours, exact hex / RGB / alpha
 * fields and, where the browser has one, the eyedropper. Every pick is one `onPick`.
 */
import { useState } from 'react';
import { parseColour, rgbaToCss } from '../../domain/colour/colour';
import { useT } from '../../ui/i18n';
import { ColourFields } from './ColourFields';
import { readRecentColours, rememberColour } from './recentColours';

interface EyeDropperResult {
  sRGBHex: string;
}
type EyeDropperCtor = new () => { open(): Promise<EyeDropperResult> };

const eyeDropper = (): EyeDropperCtor | undefined =>
  (window as unknown as { EyeDropper?: EyeDropperCtor }).EyeDropper;

function Swatches(props: { colours: readonly string[]; label: string; onPick(c: string): void }) {
  const t = useT();
  return (
    <div className="colour-swatches" role="group" aria-label={props.label}>
      {props.colours.map((c) => (
        <button
          key={c}
          type="button"
          className="colour-swatch"
          style={{ background: c }}
          aria-label={t('colourSwatch', { colour: c })}
          title={c}
          onClick={() => props.onPick(c)}
        />
      ))}
    </div>
  );
}

export function ColourPicker(props: {
  value: string;
  palette: readonly string[];
  onPick(colour: string): void;
}) {
  const t = useT();
  const [recent, setRecent] = useState(readRecentColours);
  const current = parseColour(props.value) ?? { r: 0, g: 0, b: 0, a: 1 };
  const pick = (colour: string) => {
    setRecent(rememberColour(colour));
    props.onPick(colour);
  };
  const EyeDropper = eyeDropper();
  return (
    <div className="colour-picker">
      <Swatches colours={props.palette} label={t('colourPalette')} onPick={pick} />
      {recent.length > 0 ? (
        <Swatches colours={recent} label={t('colourRecent')} onPick={pick} />
      ) : null}
      <ColourFields value={current} onChange={(next) => pick(rgbaToCss(next))} />
      {EyeDropper ? (
        <button
          type="button"
          className="tool-button"
          onClick={
            () =>
              void new EyeDropper()
                .open()
                .then((r) => pick(r.sRGBHex))
                .catch(() => undefined) // the shopper pressed Escape
          }
        >
          {t('colourEyedropper')}
        </button>
      ) : null}
    </div>
  );
}
