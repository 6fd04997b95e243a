/**
 * One accessory in the Options panel (spec shell §5 "Options"): a radio or checkbox list for 3
 * options or fewer, a dropdown for more — a native select for a single choice (with an empty
 * entry when it is not required), a disclosure of checkboxes for a multiple choice. What a click
 * makes of the selection is src/domain/optionList.
 */
import { useId } from 'react';
import { keysAfterClick, offersNone, optionControl } from '../../domain/optionList';
import type { Accessory } from '../../domain/product';
import { useT } from '../../ui/i18n';
import { OptionImage, OptionRow, useOptionNotes } from './OptionRow';

export function AccessoryOptions(props: {
  accessory: Accessory;
  /** The option keys shown as chosen. */
  selected: string[];
  onChoose(keys: string[]): void;
}) {
  const t = useT();
  const id = useId();
  const notes = useOptionNotes();
  const { accessory: a, selected } = props;
  const click = (key: string) => {
    const keys = keysAfterClick(a, selected, key);
    if (keys) props.onChoose(keys);
  };
  const rows = a.options.map((o) => (
    <OptionRow
      key={o.key}
      option={o}
      type={a.isMultiple ? 'checkbox' : 'radio'}
      name={`option-${a.key}`}
      checked={selected.includes(o.key)}
      onClick={() => click(o.key)}
    />
  ));

  if (optionControl(a) === 'list')
    return (
      <fieldset className="size-list" data-accessory={a.key}>
        <legend>{a.name}</legend>
        {rows}
      </fieldset>
    );

  if (a.isMultiple) {
    const names = a.options.filter((o) => selected.includes(o.key)).map((o) => o.name);
    return (
      <details className="option-dropdown" data-accessory={a.key}>
        <summary>
          {a.name}: {names.length > 0 ? names.join(', ') : t('optionNone')}
        </summary>
        <div className="size-list">{rows}</div>
      </details>
    );
  }

  const chosen = a.options.find((o) => o.key === selected[0]);
  return (
    <div className="option-dropdown" data-accessory={a.key}>
      <label htmlFor={id}>{a.name}</label>
      <div className="option-select">
        <OptionImage path={chosen?.imagePath ?? null} />
        <select
          id={id}
          value={chosen?.key ?? ''}
          onChange={(e) => props.onChoose(e.target.value ? [e.target.value] : [])}
        >
          {offersNone(a) || !chosen ? (
            <option value="" disabled={!offersNone(a)}>
              {t('optionNone')}
            </option>
          ) : null}
          {a.options.map((o) => (
            <option key={o.key} value={o.key}>
              {[o.name, ...notes(o)].join(' · ')}
            </option>
          ))}
        </select>
      </div>
      {chosen?.description ? <p className="hint">{chosen.description}</p> : null}
    </div>
  );
}
