/**
 * My Designs (spec shell §2, from the user menu): the caller's saved designs, newest first,
 * searchable by name, 20 a page with "Show more"; each can be opened, renamed, deleted or added
 * to the cart (SavedDesignCard). A list that fails to load sends the browser to the not-found
 * page (designListFailure.ts); until the page goes, it says so in place.
 */
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DESIGN_PAGE_SIZE } from '../../domain/designs/protocol';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useT } from '../../ui/i18n';
import { useSearchDesignsQuery } from './designsApi';
import { myDesignsOpened, selectMyDesignsOpen } from './designsSlice';
import { SavedDesignCard } from './SavedDesignCard';

export function MyDesignsModal() {
  const t = useT();
  const dispatch = useDispatch();
  const open = useSelector(selectMyDesignsOpen);
  const [pattern, setPattern] = useState('');
  const [pages, setPages] = useState(1);
  const { data, isFetching, isError } = useSearchDesignsQuery(
    { page: { number: 0, size: DESIGN_PAGE_SIZE * pages }, pattern: pattern.trim() || null },
    { skip: !open },
  );
  const designs = data?.data ?? [];

  return (
    <Modal
      open={open}
      onOpenChange={(next) => dispatch(myDesignsOpened(next))}
      title={t('myDesigns')}
      testId="my-designs"
      className="modal-wide"
    >
      <input
        type="search"
        className="my-designs-search"
        aria-label={t('myDesignsSearch')}
        placeholder={t('myDesignsSearch')}
        maxLength={250}
        value={pattern}
        onChange={(e) => {
          setPattern(e.target.value);
          setPages(1);
        }}
      />
      {isError ? (
        <p role="alert" className="field-error" data-testid="my-designs-error">
          {t('opsSomethingWentWrong')}
        </p>
      ) : null}
      {data && designs.length === 0 ? (
        <p className="hint" data-testid="my-designs-empty">
          {t(pattern.trim() ? 'myDesignsNoMatch' : 'myDesignsEmpty', { pattern: pattern.trim() })}
        </p>
      ) : null}
      <ul className="saved-designs" aria-busy={isFetching}>
        {designs.map((design) => (
          <SavedDesignCard key={design.id} design={design} />
        ))}
      </ul>
      {isFetching ? <Spinner label={t('loading')} /> : null}
      {data && designs.length < data.count ? (
        <button type="button" className="button" onClick={() => setPages(pages + 1)}>
          {t('showMore')}
        </button>
      ) : null}
    </Modal>
  );
}
