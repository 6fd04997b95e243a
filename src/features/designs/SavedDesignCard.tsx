/**
 * One saved design in My Designs: its thumbnail, name, product and size; Open (a full page load
 * of the designer with `dId`), Rename (in place, the save form's rules), Delete (asked first)
 * and Add to cart.
 */
import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { SavedDesign } from '../../domain/designs/protocol';
import { nameError } from '../../domain/designs/saveDesignForm';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { apiPathUrl } from '../../domain/runtimeConfig';
import { sizeLabel } from '../../domain/sizeLabel';
import { useFormat, useT } from '../../ui/i18n';
import { useMyDesignActions } from './useMyDesignActions';

export function SavedDesignCard({ design }: { design: SavedDesign }) {
  const t = useT();
  const format = useFormat();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const actions = useMyDesignActions();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [busy, setBusy] = useState(false);

  const submitRename = async () => {
    if (renaming === null) return;
    const problem = nameError(renaming);
    if (problem) return setError(t(problem));
    setBusy(true);
    const keys = await actions.rename(design.id, renaming.trim());
    setBusy(false);
    if (keys.length > 0) setError(keys.map((k) => t(k)).join(' '));
    else setRenaming(null);
  };
  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };

  return (
    <li className="saved-design" data-testid="saved-design" data-design-id={design.id}>
      {design.imageId ? (
        <img src={apiPathUrl(runtime, design.imageId)} alt="" loading="lazy" />
      ) : (
        <div className="saved-design-blank" aria-hidden="true" />
      )}
      {renaming === null ? (
        <h3 className="saved-design-name">{design.name}</h3>
      ) : (
        <form
          className="saved-design-rename"
          onSubmit={(e) => {
            e.preventDefault();
            void submitRename();
          }}
        >
          <input
            aria-label={t('saveDesignName')}
            value={renaming}
            autoFocus
            aria-invalid={error !== null}
            onChange={(e) => {
              setRenaming(e.target.value);
              setError(null);
            }}
          />
          <button type="submit" className="button button-small" disabled={busy}>
            {t('saveDesignRenameConfirm')}
          </button>
          {error ? (
            <p role="alert" className="field-error">
              {error}
            </p>
          ) : null}
        </form>
      )}
      <p className="saved-design-product">
        {design.product.name} ·{' '}
        {sizeLabel(design.width, design.height, design.measurementUnit === 5 ? 5 : 0, format)}
      </p>
      {confirmingDelete ? (
        <div className="saved-design-actions" role="group" aria-label={t('deleteDesignAsk')}>
          <span>{t('deleteDesignAsk')}</span>
          <button
            type="button"
            className="button button-small"
            disabled={busy}
            onClick={() => void act(() => actions.remove(design.id))}
          >
            {t('deleteDesign')}
          </button>
          <button
            type="button"
            className="button button-small"
            onClick={() => setConfirmingDelete(false)}
          >
            {t('cancel')}
          </button>
        </div>
      ) : renaming !== null ? null : (
        <div className="saved-design-actions">
          <a
            className="button button-small button-primary"
            href={`/designer/?dId=${encodeURIComponent(design.id)}`}
          >
            {t('openDesign')}
          </a>
          <button
            type="button"
            className="button button-small"
            onClick={() => setRenaming(design.name)}
          >
            {t('renameDesign')}
          </button>
          <button
            type="button"
            className="button button-small"
            disabled={busy}
            onClick={() => void act(() => actions.addToCart(design.id))}
          >
            {t('addToCart')}
          </button>
          <button
            type="button"
            className="button button-small"
            onClick={() => setConfirmingDelete(true)}
          >
            {t('deleteDesign')}
          </button>
        </div>
      )}
    </li>
  );
}
