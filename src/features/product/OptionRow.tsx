/**
 * One option as a radio or checkbox row: its image, name, price difference per item, and a
 * marker when it conflicts with the current choice (it stays choosable: the server's notice
 * then explains what conflicts and what it would change).
 */
import { useSelector } from 'react-redux';
import { priceDifferenceLabel } from '../../domain/optionList';
import type { AccessoryOption } from '../../domain/product';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { cdnUrl } from '../../domain/runtimeConfig';
import { useFormat, useT } from '../../ui/i18n';

/** The option's price difference and conflict, as words after its name. */
export function useOptionNotes(): (o: AccessoryOption) => string[] {
  const t = useT();
  const format = useFormat();
  return (o) => {
    const notes: string[] = [];
    const difference = priceDifferenceLabel(o.priceDifferenceWithSelected, format);
    if (difference) notes.push(t('optionPriceEach', { price: difference }));
    if (!o.isCompatible) notes.push(t('optionConflicts'));
    return notes;
  };
}

export function OptionImage({ path }: { path: string | null }) {
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  if (!path) return null;
  // Decorative: the option's name is beside it.
  return <img className="option-image" src={cdnUrl(runtime, path)} alt="" loading="lazy" />;
}

export function OptionRow(props: {
  option: AccessoryOption;
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onClick(): void;
}) {
  const t = useT();
  const format = useFormat();
  const { option: o } = props;
  const difference = priceDifferenceLabel(o.priceDifferenceWithSelected, format);
  return (
    <label className="size-option option-row" data-option-key={o.key} title={o.description}>
      <input
        type={props.type}
        name={props.name}
        checked={props.checked}
        // onClick, not onChange: a click on the checked radio of an optional choice empties it.
        onClick={props.onClick}
        onChange={() => undefined}
      />
      <OptionImage path={o.imagePath} />
      <span className="option-name">{o.name}</span>
      {difference ? (
        <span className="hint">{t('optionPriceEach', { price: difference })}</span>
      ) : null}
      {!o.isCompatible ? (
        <span className="option-conflict" data-testid="option-conflict">
          {t('optionConflicts')}
        </span>
      ) : null}
    </label>
  );
}
