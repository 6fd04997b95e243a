/**
 * The exact-colour fields of the colour picker: hex (hex characters only; applied when it
 * holds 3 or 6 digits), red, green and blue 0–255 and alpha 0–1 (clamped when left).
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
import { useT } from '../../ui/i18n';

const hexOf = ({ r, g, b }: Rgba) => rgbaToCss({ r, g, b, a: 1 });

export function ColourFields(props: { value: Rgba; onChange(next: Rgba): void }) {
  const t = useT();
  const { value, onChange } = props;
  const [hex, setHex] = useState(hexOf(value));
  const [fields, setFields] = useState({ r: '', g: '', b: '', a: '' });
  useEffect(() => {
    setHex(hexOf(value));
    setFields({ r: `${value.r}`, g: `${value.g}`, b: `${value.b}`, a: `${value.a}` });
  }, [value]);

  const onHex = (text: string) => {
    if (!acceptsHexTyping(text)) return; // only hex characters stand in the field
    setHex(text);
    const normal = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(text) ? normalizeHex(text) : null;
    if (normal && text.replace('#', '').length === 6) {
      const n = Number.parseInt(normal.slice(1), 16);
      onChange({ r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: value.a });
    }
  };
  const commit = (key: keyof Rgba) => {
    const raw = fields[key];
    const next = { ...value, [key]: key === 'a' ? clampAlpha(raw) : clampChannel(raw) };
    setFields({ ...fields, [key]: `${next[key]}` });
    onChange(next);
  };
  const field = (key: keyof Rgba, label: string, max: number, step: number) => (
    <label className="colour-field">
      <span>{label}</span>
      <input
        type="number"
        min={0}
        max={max}
        step={step}
        value={fields[key]}
        aria-label={label}
        onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
        onBlur={() => commit(key)}
        onKeyDown={(e) => e.key === 'Enter' && commit(key)}
      />
    </label>
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
