/**
 * The layers list: every object of the side shown, top first — the accessible view of the
 * canvas. A listbox whose selection is the canvas's: the arrow keys (Home, End) choose an object
 * and select it on the canvas, Alt+↑/↓ move it up or down the stack (with Shift to the top or
 * bottom), and the buttons under it reorder and lock the selected one. Every change runs a
 * registered command (object.select, arrange.*, object.lock) and is announced like any other.
 */
import type { KeyboardEvent } from 'react';
import { useSelector } from 'react-redux';
import { layerName, layerOrderForKey } from '../../domain/editor/layers';
import type { LayerItem } from '../../domain/editor/layers';
import { useT } from '../../ui/i18n';
import { CommandButton, selectEditor, useRunCommand } from '../editor';

const optionId = (id: string) => `layer-option-${id}`;

/** The index an arrow, Home or End key moves to from `index` in a list of `count`, or null. */
function movedIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return Math.min(count - 1, index + 1);
  if (key === 'ArrowUp') return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function LayersList() {
  const t = useT();
  const run = useRunCommand();
  const editor = useSelector(selectEditor);
  const { layers, selection } = editor;
  const selected = new Set(selection.ids);
  const index = layers.findIndex((l) => selected.has(l.id));
  const current = index >= 0 ? layers[index] : undefined;
  const nameOf = (layer: LayerItem) => {
    const name = layerName(layer);
    const text = t(name.key, name.params);
    return layer.locked ? `${text} (${t('layerLocked')})` : text;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.altKey) {
      const order = layerOrderForKey(e.key, e.shiftKey);
      if (!order || !current) return;
      e.preventDefault();
      e.stopPropagation(); // not the arrow keys' nudge
      void run(`arrange.${order}`);
      return;
    }
    if (e.ctrlKey || e.metaKey || e.shiftKey) return;
    const next = movedIndex(e.key, Math.max(0, index), layers.length);
    const layer = next === null ? undefined : layers[next];
    if (!layer) return;
    e.preventDefault();
    e.stopPropagation(); // the arrows choose here; on the canvas they move the selection
    void run('object.select', { id: layer.id });
  };

  return (
    <section className="layers-list" aria-labelledby="layers-title" data-testid="layers-list">
      <h2 id="layers-title" className="layers-title">
        {t('layersTitle')}
      </h2>
      {layers.length === 0 ? (
        <p className="layers-empty">{t('layersEmpty')}</p>
      ) : (
        <ul
          role="listbox"
          aria-labelledby="layers-title"
          aria-describedby="layers-help"
          aria-activedescendant={current ? optionId(current.id) : undefined}
          tabIndex={0}
          className="layers-options"
          onKeyDown={onKeyDown}
          onFocus={() => {
            // Arriving in the list chooses the top object when nothing is selected yet.
            if (!current && layers[0]) void run('object.select', { id: layers[0].id });
          }}
        >
          {layers.map((layer) => (
            <li
              key={layer.id}
              id={optionId(layer.id)}
              role="option"
              aria-selected={selected.has(layer.id)}
              className="layers-option"
              onClick={() => void run('object.select', { id: layer.id })}
            >
              {nameOf(layer)}
            </li>
          ))}
        </ul>
      )}
      <p id="layers-help" className="layers-help">
        {t('layersHelp')}
      </p>
      <div className="layers-tools" role="group" aria-label={t('layersTools')}>
        <CommandButton id="arrange.forward" look="text" className="button button-small" />
        <CommandButton id="arrange.backward" look="text" className="button button-small" />
        <CommandButton
          id="object.lock"
          look="iconText"
          className="button button-small"
          pressed={current?.locked ?? false}
        >
          {t(current?.locked ? 'unlockObject' : 'lockObjectShort')}
        </CommandButton>
      </div>
    </section>
  );
}
