/**
 * One labelled input of an account form, with its error under it (spec shell §8: sign-in and
 * sign-up errors show on the field): the error is tied to the input (`aria-invalid`,
 * `aria-describedby`) so a screen reader reads it with the field.
 */
import { useId } from 'react';
import type { FormError } from '../../domain/accounts/fieldErrors';
import { reloadPage } from '../../platform/navigation';
import { useT } from '../../ui/i18n';

export function FormField(props: {
  name: string;
  /** Translation key of the label. */
  labelKey: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  value: string;
  onChange: (value: string) => void;
  error: FormError | null;
  required?: boolean;
}) {
  const t = useT();
  const id = useId();
  const error = props.error?.field === props.name ? props.error.key : null;
  return (
    <div className="account-field">
      <label htmlFor={id}>{t(props.labelKey)}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        value={props.value}
        required={props.required}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`} data-testid={`error-${props.name}`}>
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A form's error that belongs to no field (a 429, a refused verification, a network failure). */
export function FormAlert(props: { error: FormError | null }) {
  const t = useT();
  if (!props.error || props.error.field !== null) return null;
  return (
    <div className="account-alert" role="alert" data-testid="form-error">
      <p>{t(props.error.key)}</p>
      {props.error.key === 'invalidReCaptchaToken' ? (
        // Spec shell §8: invalidReCaptchaToken shows a Refresh button that reloads the page.
        <button type="button" className="button button-small" onClick={reloadPage}>
          {t('refresh')}
        </button>
      ) : null}
    </div>
  );
}
