/**
 * Quantity (spec shell §5): a stepper by min/step/max, or a dropdown when the product lists its
 * quantities. Typed values are sent after 1 s; an invalid value snaps to the nearest valid one
 * and a tooltip says so.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ProductCalculator } from '../../domain/product';
import { checkQuantity, maxQuantityFrom, nearestValidQuantity } from '../../domain/quantity';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { TUNABLES } from '../../domain/tunables';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { quantityChosen } from './productSlice';

export function QuantitySelector(props: { calculator: ProductCalculator }) {
  const t = useT();
  const dispatch = useDispatch();
  const maxSetting = useSelector(
    (s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig.MAX_QUANTITY,
  );
  const { calculator } = props;
  const rule = {
    min: calculator.minQuantity,
    step: calculator.quantityStep,
    max: maxQuantityFrom(maxSetting),
  };
  const current = calculator.filter.quantity;
  const [text, setText] = useState(String(current));
  const [hint, setHint] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hintId = useId();

  useEffect(() => setText(String(current)), [current]);
  // A quantity still waiting for its 1 s belongs to the product it was typed for: another
  // product (other min and step) or leaving drops it.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [calculator.id],
  );

  const commit = (value: number) => {
    const check = checkQuantity(value, rule);
    const next = check.ok ? check.value : check.suggested;
    setHint(check.ok ? null : check.suggested);
    setText(String(next));
    if (next !== current) dispatch(quantityChosen(next));
  };

  const schedule = (value: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(value), TUNABLES.quantity.sendDelayMs);
  };

  if (calculator.quantities.length > 0) {
    return (
      <label className="quantity">
        <span className="visually-hidden">{t('quantity')}</span>
        <select
          value={current}
          onChange={(e) => dispatch(quantityChosen(Number(e.target.value)))}
          data-testid="quantity-select"
        >
          {calculator.quantities.map((q) => (
            <option key={q.quantity} value={q.quantity}>
              {q.quantity}
            </option>
          ))}
        </select>
      </label>
    );
  }

  // The largest valid quantity (min + k × step, at most the maximum): the stepper stops there.
  const lastValid = nearestValidQuantity(rule.max, rule);
  const shown = Number.parseInt(text, 10);
  const step = (delta: number) => {
    const base = Number.parseInt(text, 10);
    const value = nearestValidQuantity(
      (Number.isFinite(base) ? base : current) + delta * rule.step,
      rule,
    );
    setText(String(value));
    setHint(null);
    schedule(value);
  };

  return (
    <div className="quantity" role="group" aria-label={t('quantity')}>
      <button
        type="button"
        className="icon-button"
        aria-label={t('quantityDecrease')}
        disabled={Number.isFinite(shown) && shown <= rule.min}
        onClick={() => step(-1)}
      >
        <Icon name="minus" size={16} />
      </button>
      <input
        inputMode="numeric"
        aria-label={t('quantity')}
        data-testid="quantity-input"
        value={text}
        aria-invalid={hint !== null}
        aria-describedby={hint !== null ? hintId : undefined}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').slice(0, 7);
          setText(digits);
          setHint(null);
          // An emptied field waits for a number or for the blur: a pause is not a choice of 0.
          if (digits === '') {
            if (timer.current) clearTimeout(timer.current);
          } else schedule(Number(digits));
        }}
        onBlur={() => {
          if (timer.current) clearTimeout(timer.current);
          commit(text === '' ? 0 : Number(text));
        }}
      />
      <button
        type="button"
        className="icon-button"
        aria-label={t('quantityIncrease')}
        disabled={Number.isFinite(shown) && shown >= lastValid}
        onClick={() => step(1)}
      >
        <Icon name="plus" size={16} />
      </button>
      {hint !== null ? (
        <span role="status" id={hintId} className="tooltip" data-testid="quantity-hint">
          {t('quantitySnapped', { value: hint })}
        </span>
      ) : null}
    </div>
  );
}
