/**
 * Panel 3: the product's accessories and their options (print sides, material, holes, grommets,
 * shape, standoffs, hem). Choosing one recalculates the price and redraws the overlays; options
 * that do not fit the current choice are shown but disabled.
 */
import { useDispatch, useSelector } from 'react-redux';
import type { Accessory } from '../../domain/product';
import { formatUsd } from '../../domain/money';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { optionsChosen, selectProductSelection } from './productSlice';
import { useCalculator } from './useCalculator';

function selectedKeys(accessories: Accessory[]): Record<string, string[]> {
  return Object.fromEntries(
    accessories.map((a) => [a.key, a.options.filter((o) => o.isSelected).map((o) => o.key)]),
  );
}

export function OptionsPanel() {
  const t = useT();
  const dispatch = useDispatch();
  const { data, isFetching } = useCalculator();
  // The choice shows at once; the calculator's answer (which may adjust it) follows.
  const requested = useSelector(selectProductSelection).selectedOptionKeys;
  if (!data) return <Spinner label={t('loading')} />;
  const current = selectedKeys(data.accessories);
  if (data.accessories.length === 0) return <p className="hint">{t('noOptions')}</p>;
  return (
    <div className="options-list" aria-busy={isFetching}>
      {data.accessories.map((a) => (
        <fieldset key={a.key} className="size-list">
          <legend>{a.name}</legend>
          {a.options.map((o) => {
            const chosen = current[a.key] ?? [];
            const keys = a.isMultiple
              ? o.isSelected
                ? chosen.filter((k) => k !== o.key)
                : [...chosen, o.key]
              : [o.key];
            return (
              <label key={o.key} className="size-option">
                <input
                  type={a.isMultiple ? 'checkbox' : 'radio'}
                  name={`option-${a.key}`}
                  checked={
                    isFetching && requested?.[a.key]
                      ? requested[a.key]!.includes(o.key)
                      : o.isSelected
                  }
                  disabled={!o.isCompatible}
                  onChange={() => dispatch(optionsChosen({ accessoryKey: a.key, keys, current }))}
                />
                <span>{o.name}</span>
                {o.priceDifferenceWithSelected !== 0 ? (
                  <span className="hint">
                    {o.priceDifferenceWithSelected > 0 ? '+' : '−'}
                    {formatUsd(Math.abs(o.priceDifferenceWithSelected))}
                  </span>
                ) : null}
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
