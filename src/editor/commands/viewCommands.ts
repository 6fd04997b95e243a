/**
 * The view: zoom through the break points (spec canvas §4), the full-screen preview, the
 * Settings panel's switches, and the keyboard-shortcut help.
 */
import type { GuideOrientation } from '../../domain/canvas/guides';
import type { EditorSettings, EditorViewState } from '../viewState';
import type { Command } from './command';
import { command } from './command';

const zoomKnown = (s: EditorViewState) => s.zoomPercent !== null && s.zoomPoints.length > 0;

export const zoomIn = command({
  id: 'view.zoomIn',
  labelKey: 'zoomIn',
  group: 'view',
  icon: 'plus',
  shortcuts: [{ binding: { key: '+' } }, { binding: { key: '=' } }],
  isEnabled: (s) => zoomKnown(s) && s.zoomPercent! < s.zoomPoints[s.zoomPoints.length - 1]!,
  perform: (editor) => editor.view.zoomIn(),
});

export const zoomOut = command({
  id: 'view.zoomOut',
  labelKey: 'zoomOut',
  group: 'view',
  icon: 'minus',
  shortcuts: [{ binding: { key: '-' } }],
  isEnabled: (s) => zoomKnown(s) && s.zoomPercent! > s.zoomPoints[0]!,
  perform: (editor) => editor.view.zoomOut(),
});

export const fullScreen = command({
  id: 'view.fullScreen',
  labelKey: 'fullScreenPreview',
  group: 'view',
  icon: 'fullscreen',
  isEnabled: (s) => s.ready,
  perform: (editor) => editor.view.toggleFullScreen(),
});

const setting = (key: keyof EditorSettings, labelKey: string): Command =>
  command({
    id: `view.toggle.${key}`,
    labelKey,
    group: 'view',
    isEnabled: () => true,
    perform: (editor) => editor.toggleSetting(key),
  });

export const SETTING_COMMANDS = [
  setting('surface', 'settingSurface'),
  setting('grid', 'settingGrid'),
  setting('ruler', 'settingRuler'),
  setting('guides', 'settingGuides'),
];

/** Settings return to their defaults when the Settings panel closes (spec canvas §4). */
export const resetSettings = command({
  id: 'view.resetSettings',
  labelKey: 'resetSettings',
  group: 'view',
  isEnabled: () => true,
  perform: (editor) => editor.resetSettings(),
});

/** A guide dragged from a ruler and dropped at `position` (artboard px). */
export const addGuide = command<{ orientation: GuideOrientation; position: number }>({
  id: 'view.addGuide',
  labelKey: 'addGuide',
  group: 'view',
  isEnabled: (s) => s.ready,
  perform: (editor, { orientation, position }) => editor.addGuide(orientation, position),
});

export const shortcutHelp = command({
  id: 'help.shortcuts',
  labelKey: 'keyboardShortcuts',
  group: 'help',
  shortcuts: [{ binding: { key: '?' } }],
  isEnabled: () => true,
  perform: (editor) => editor.view.setShortcutHelp(true),
});

export const VIEW_COMMANDS = [
  zoomIn,
  zoomOut,
  fullScreen,
  ...SETTING_COMMANDS,
  resetSettings,
  addGuide,
  shortcutHelp,
];
