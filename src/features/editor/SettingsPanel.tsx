/**
 * The Settings panel (spec canvas §4): surface material (default on), grid (off), ruler (off),
 * guides (on). Everything returns to the defaults when the panel closes.
 */
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useT } from '../../ui/i18n';
import type { EditorSettings } from './editorSlice';
import { selectEditor, settingsReset, settingToggled } from './editorSlice';

const SETTINGS: { key: keyof EditorSettings; label: string }[] = [
  { key: 'surface', label: 'settingSurface' },
  { key: 'grid', label: 'settingGrid' },
  { key: 'ruler', label: 'settingRuler' },
  { key: 'guides', label: 'settingGuides' },
];

export function SettingsPanel() {
  const t = useT();
  const dispatch = useDispatch();
  const { settings } = useSelector(selectEditor);
  useEffect(() => () => void dispatch(settingsReset()), [dispatch]);
  return (
    <div className="settings-panel">
      {SETTINGS.map(({ key, label }) => (
        <label key={key} className="switch-row">
          <input
            type="checkbox"
            role="switch"
            checked={settings[key]}
            onChange={() => dispatch(settingToggled(key))}
          />
          <span>{t(label)}</span>
        </label>
      ))}
    </div>
  );
}
