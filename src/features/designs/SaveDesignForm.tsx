/**
 * The save-design form (spec shell §5): a name (required, at most 450 characters) and an
 * optional description (at most 450), each checked when it loses focus and both on submit; the
 * first field in error takes the focus.
 */
import { useId, useRef, useState } from 'react';
import type { SaveDesignErrors, SaveDesignFields } from '../../domain/designs/saveDesignForm';
import {
  descriptionError,
  nameError,
  SAVE_DESIGN_TEXT_MAX,
  saveDesignErrors,
} from '../../domain/designs/saveDesignForm';
import { useT } from '../../ui/i18n';

export interface SaveDesignFormProps {
  initial: SaveDesignFields;
  /** Already translated label of the submit button. */
  submitLabel: string;
  onSubmit(fields: SaveDesignFields): void;
}

export function SaveDesignForm({ initial, submitLabel, onSubmit }: SaveDesignFormProps) {
  const t = useT();
  const id = useId();
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<SaveDesignErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    const found = saveDesignErrors(fields);
    setErrors(found);
    if (found.name) nameRef.current?.focus();
    else if (found.description) descriptionRef.current?.focus();
    else onSubmit(fields);
  };

  return (
    <form
      className="save-design-form"
      data-testid="save-design-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-name`}>{t('saveDesignName')}</label>
      <input
        id={`${id}-name`}
        ref={nameRef}
        name="name"
        type="text"
        autoComplete="off"
        required
        maxLength={SAVE_DESIGN_TEXT_MAX * 2}
        value={fields.name}
        aria-invalid={errors.name !== undefined}
        aria-describedby={errors.name ? `${id}-name-error` : undefined}
        onChange={(e) => setFields({ ...fields, name: e.target.value })}
        onBlur={() => setErrors({ ...errors, name: nameError(fields.name) })}
      />
      {errors.name ? (
        <p role="alert" id={`${id}-name-error`} className="field-error" data-testid="name-error">
          {t(errors.name)}
        </p>
      ) : null}
      <label htmlFor={`${id}-description`}>{t('saveDesignDescription')}</label>
      <textarea
        id={`${id}-description`}
        ref={descriptionRef}
        name="description"
        rows={3}
        maxLength={SAVE_DESIGN_TEXT_MAX * 2}
        value={fields.description}
        aria-invalid={errors.description !== undefined}
        aria-describedby={errors.description ? `${id}-description-error` : undefined}
        onChange={(e) => setFields({ ...fields, description: e.target.value })}
        onBlur={() => setErrors({ ...errors, description: descriptionError(fields.description) })}
      />
      {errors.description ? (
        <p
          role="alert"
          id={`${id}-description-error`}
          className="field-error"
          data-testid="description-error"
        >
          {t(errors.description)}
        </p>
      ) : null}
      <button type="submit" className="button button-primary">
        {submitLabel}
      </button>
    </form>
  );
}
