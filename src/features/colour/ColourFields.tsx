/**
 * The exact-colour fields of the colour picker: hex (hex characters only; applied when it
 * holds 3 or 6 digits), red, green and blue 0–255 and alpha 0–1 (clamped when left; either
 * decimal separator).
 */
import { useEffect, useState } from 'react';
import type { Rgba } from '../../domain/colour/colour';
import {
  acceptsHexTyping,
  clampAlpha,
  clampChannel,
  normalizeHex,
  rgbaToCss,
} from '../../domain/colour/colour';
import { DecimalField } from '../../ui/DecimalField';
import { useT } from '../../ui/i18n';

const hexOf = ({ r, g, b }: Rgba) => rgbaToCss({ r, g, b, a: 1 });

export function ColourFields(props: { value: Rgba; onChange(next: Rgba): void }) {
  const t = useT();
  const { value, onChange } = props;
  const [hex, setHex] = useState(hexOf(value));
  useEffect(() => setHex(hexOf(value)), [value]);

  const onHex = (text: string) => {
    if (!acceptsHexTyping(text)) return; // only hex characters stand in the field
    setHex(text);
    const normal = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(text) ? normalizeHex(text) : null;
    if (normal && text.replace('#', '').length === 6) {
      const n = Number.parseInt(normal.slice(1), 16);
      onChange({ r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: value.a });
    }
  };
  // R, G and B 0–255 whole, alpha 0–1 with 2 decimals, typed with either decimal separator
  // ("0,5" or "0.5": src/ui/DecimalField); what is no number keeps the old value.
  const field = (key: keyof Rgba, label: string, max: number, step: number) => (
    <DecimalField
      label={label}
      className="colour-field"
      value={value[key]}
      min={0}
      max={max}
      step={step}
      commit={(typed) =>
        typed === null ? null : key === 'a' ? clampAlpha(typed) : clampChannel(typed)
      }
      onCommit={(next) => onChange({ ...value, [key]: next })}
    />
  );
  return (
    <div className="colour-fields">
      <label className="colour-field colour-field-hex">
        <span>{t('colourHex')}</span>
        <input
          type="text"
          value={hex}
          spellCheck={false}
          maxLength={7}
          aria-label={t('colourHex')}
          onChange={(e) => onHex(e.target.value)}
          onBlur={() => onHex(normalizeHex(hex) ?? hexOf(value))}
        />
      </label>
      {field('r', t('colourRed'), 255, 1)}
      {field('g', t('colourGreen'), 255, 1)}
      {field('b', t('colourBlue'), 255, 1)}
      {field('a', t('colourAlpha'), 1, 0.01)}
    </div>
  );
}
