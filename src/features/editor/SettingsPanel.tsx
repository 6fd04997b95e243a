/**
 * The Settings panel (spec canvas §4): surface material (default on), grid (off), ruler (off),
 * guides (on), each switch a registered command. Everything returns to the defaults when the
 * panel closes.
 */
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { EditorSettings } from '../../editor';
import { useT } from '../../ui/i18n';
import { useCommands, useRunCommand } from './editorContext';
import { selectEditor } from './editorSlice';

const SETTINGS: (keyof EditorSettings)[] = ['surface', 'grid', 'ruler', 'guides'];

export function SettingsPanel() {
  const t = useT();
  const run = useRunCommand();
  const commands = useCommands();
  const { settings } = useSelector(selectEditor);
  useEffect(() => () => void run('view.resetSettings'), [run]);
  return (
    <div className="settings-panel">
      {SETTINGS.map((key) => (
        <label key={key} className="switch-row">
          <input
            type="checkbox"
            role="switch"
            checked={settings[key]}
            onChange={() => run(`view.toggle.${key}`)}
          />
          <span>{t(commands.get(`view.toggle.${key}`).labelKey)}</span>
        </label>
      ))}
    </div>
  );
}
