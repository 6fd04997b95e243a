/**
 * Applies the theme to the document: `data-theme` on <html> and the remote palette (website
 * configuration `colors`) as CSS custom properties. Remembers the choice.
 */
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { Colors } from '../../domain/websiteConfiguration';
import { writeLocal } from '../../platform/storage';
import { selectThemeMode, THEME_STORAGE_KEY } from './themeSlice';

export function ThemeApplier(props: { colors: Colors | null }) {
  const mode = useSelector(selectThemeMode);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = mode;
    const palette = props.colors?.[mode] ?? {};
    for (const [role, value] of Object.entries(palette))
      root.style.setProperty(`--color-${role}`, value);
    writeLocal(THEME_STORAGE_KEY, mode);
    return () => {
      for (const role of Object.keys(palette)) root.style.removeProperty(`--color-${role}`);
    };
  }, [mode, props.colors]);
  return null;
}
