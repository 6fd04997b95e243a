/**
 * The seeded palettes meet WCAG AA where the interface uses them: text on the page and on
 * panels (4.5:1), primary text and links on both, text on primary buttons, and the focus ring
 * and control borders against what they sit on (3:1).
 */
import { describe, expect, it } from 'vitest';
import {
  AA_NON_TEXT_RATIO,
  AA_TEXT_RATIO,
  contrastRatio,
} from '../../../src/domain/colour/contrast';
import { SEED_WEBSITE_CONFIGURATIONS } from './websiteConfigurations';

type Palette = Record<string, string>;
const colors = SEED_WEBSITE_CONFIGURATIONS.colors as { light: Palette; dark: Palette };

describe.each(['light', 'dark'] as const)('the %s palette', (theme) => {
  const p = colors[theme];
  it.each([
    ['text', 'background', AA_TEXT_RATIO],
    ['text', 'surface', AA_TEXT_RATIO],
    ['textMuted', 'surface', AA_TEXT_RATIO],
    ['primary', 'background', AA_TEXT_RATIO],
    ['primary', 'surface', AA_TEXT_RATIO],
    ['primaryContrast', 'primary', AA_TEXT_RATIO],
    ['background', 'danger', AA_TEXT_RATIO],
    ['primary', 'canvasBackdrop', AA_NON_TEXT_RATIO],
  ])('%s on %s: at least %s:1', (fg, bg, min) => {
    expect(contrastRatio(p[fg]!, p[bg]!)).toBeGreaterThanOrEqual(min);
  });
});
