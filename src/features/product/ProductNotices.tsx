/**
 * The product notice's dialogs (spec shell §2 "Modals and popups", §4 "Product notice"): the
 * compatibility confirm popup, showing the server's message (what conflicts and what it
 * changed), and the info dialog for other notices. Mounted once; it also feeds every answer to
 * the state machine (src/domain/productNotice).
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useDispatch, useSelector } from 'react-redux';
import { selectedConfiguration } from '../../domain/canvasConfig';
import type { ProductNotice } from '../../domain/product';
import { useT } from '../../ui/i18n';
import { Modal } from '../../ui/Modal';
import { useBackSideGuard } from './BackSideGuard';
import { noticeEvent, selectProductNotice } from './noticeSlice';
import { useCalculatorQuery } from './productApi';
import { useNoticeAnswers } from './useCalculator';

/** The notice's sentences: the server's message, else one line per change it names. */
function NoticeText({ notice }: { notice: ProductNotice }) {
  const t = useT();
  if (notice.message) return <p data-testid="product-notice-message">{notice.message}</p>;
  return (
    <ul data-testid="product-notice-message">
      {(notice.changes ?? []).map((c) => (
        <li key={c.accessoryKey}>
          {t('productNoticeChanged', { accessory: c.accessoryName, options: c.toNames.join(', ') })}
        </li>
      ))}
    </ul>
  );
}

export function ProductNotices() {
  const t = useT();
  const dispatch = useDispatch();
  useNoticeAnswers();
  const { notice, dialog, pending } = useSelector(selectProductNotice);
  const { losesBack } = useBackSideGuard();
  const { data: waiting } = useCalculatorQuery(pending ?? skipToken);
  // Confirm would apply a print side without a back of its own: say that the back goes too.
  const dropsBack =
    dialog === 'confirm' &&
    waiting !== undefined &&
    losesBack(selectedConfiguration(waiting).printSide ?? 'single');

  return (
    <>
      <Modal
        open={dialog === 'confirm'}
        onOpenChange={(open) => !open && dispatch(noticeEvent({ type: 'cancelled' }))}
        title={t('productNoticeConfirmTitle')}
        testId="product-notice-confirm"
      >
        <NoticeText notice={notice} />
        {dropsBack ? <p>{t('productChangeOtherSideLost')}</p> : null}
        <div className="dialog-actions">
          <button
            type="button"
            className="button"
            onClick={() => dispatch(noticeEvent({ type: 'cancelled' }))}
          >
            {t('cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => dispatch(noticeEvent({ type: 'confirmed' }))}
          >
            {t('confirm')}
          </button>
        </div>
      </Modal>
      <Modal
        open={dialog === 'info'}
        onOpenChange={(open) => !open && dispatch(noticeEvent({ type: 'dismissed' }))}
        title={t('productNoticeInfoTitle')}
        testId="product-notice-info"
      >
        <NoticeText notice={notice} />
        <div className="dialog-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => dispatch(noticeEvent({ type: 'dismissed' }))}
          >
            {t('ok')}
          </button>
        </div>
      </Modal>
    </>
  );
}
