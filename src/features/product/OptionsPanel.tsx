/**
 * Panel 3: the product's accessories and their options (print sides, material, holes, grommets,
 * shape, standoffs, hem). A choice goes to the server; its answer's notice may ask to confirm
 * what it changed (ProductNotices), and the canvas follows once the answer is applied. A print
 * side without a back of its own asks first while the back holds a design (BackSideGuard).
 */
import { useDispatch, useSelector } from 'react-redux';
import type { Accessory } from '../../domain/product';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { AccessoryOptions } from './AccessoryOptions';
import { useBackSideGuard } from './BackSideGuard';
import { selectedKeysOf, selectProductNotice } from './noticeSlice';
import { optionsChosen, selectProductSelection } from './productSlice';
import { useCalculator } from './useCalculator';

/** The print side the chosen keys set, if the accessory sets one. */
function printSideOf(accessory: Accessory, keys: string[]) {
  return accessory.options.find((o) => keys.includes(o.key) && o.configuration.printSide)
    ?.configuration.printSide;
}

export function OptionsPanel() {
  const t = useT();
  const dispatch = useDispatch();
  const { guard } = useBackSideGuard();
  const { data, isFetching } = useCalculator();
  // The choice shows at once; the calculator's answer (which may adjust it) follows.
  const requested = useSelector(selectProductSelection).selectedOptionKeys;
  const { notice, dialog } = useSelector(selectProductNotice);
  if (!data) return <Spinner label={t('loading')} />;
  const current = selectedKeysOf(data.accessories);
  if (data.accessories.length === 0) return <p className="hint">{t('noOptions')}</p>;
  const choose = (a: Accessory, keys: string[]) => {
    const proceed = () => dispatch(optionsChosen({ accessoryKey: a.key, keys, current }));
    const printSide = printSideOf(a, keys);
    if (printSide) guard(printSide, proceed);
    else proceed();
  };
  return (
    <div className="options-list" data-testid="options-list" aria-busy={isFetching}>
      {notice.type === 'warning' && dialog === 'none' && notice.message ? (
        <p className="option-notice" role="status" data-testid="product-notice-warning">
          {notice.message}
        </p>
      ) : null}
      {data.accessories.map((a) => (
        <AccessoryOptions
          key={a.key}
          accessory={a}
          selected={(isFetching ? requested?.[a.key] : undefined) ?? current[a.key] ?? []}
          onChoose={(keys) => choose(a, keys)}
        />
      ))}
    </div>
  );
}
