/**
 * Losing a side asks first (spec shell §4 "Double-sided"): a product change, or a print-side
 * option without a back of its own, while the back side holds a design asks
 * `productChangeOtherSideLost`; Cancel changes nothing and the back design stays. The app gives
 * the check (it reads both sides through the editor controller); the panels call `guard`.
 */
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { PrintSide } from '../../domain/productOptions';
import { useT } from '../../ui/i18n';
import { Modal } from '../../ui/Modal';

/** Whether moving to print side `next` (null: another product) drops the back design. */
export type LosesBack = (next: PrintSide | null) => boolean;

interface BackSideGuard {
  losesBack: LosesBack;
  /** Runs `proceed` now, or after the shopper confirms when the back design would be lost. */
  guard(next: PrintSide | null, proceed: () => void): void;
}

const GuardContext = createContext<BackSideGuard>({
  losesBack: () => false,
  guard: (_next, proceed) => proceed(),
});

export const useBackSideGuard = (): BackSideGuard => useContext(GuardContext);

export function BackSideGuardProvider(props: { losesBack: LosesBack; children: ReactNode }) {
  const t = useT();
  const { losesBack } = props;
  const [waiting, setWaiting] = useState<{ proceed: () => void } | null>(null);
  const guard = useCallback(
    (next: PrintSide | null, proceed: () => void) => {
      if (losesBack(next)) setWaiting({ proceed });
      else proceed();
    },
    [losesBack],
  );
  const value = useMemo(() => ({ losesBack, guard }), [losesBack, guard]);
  return (
    <GuardContext.Provider value={value}>
      {props.children}
      <Modal
        open={waiting !== null}
        onOpenChange={(open) => !open && setWaiting(null)}
        title={t('productChangeOtherSideLostTitle')}
        testId="back-side-loss-confirm"
      >
        <p>{t('productChangeOtherSideLost')}</p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={() => setWaiting(null)}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              waiting?.proceed();
              setWaiting(null);
            }}
          >
            {t('confirm')}
          </button>
        </div>
      </Modal>
    </GuardContext.Provider>
  );
}
