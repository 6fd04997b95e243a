/**
 * The generic modal (spec canvas §2): a title, a close icon, closes on outside click and Escape.
 * Built on Radix Dialog for focus trapping and screen-reader semantics.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useT } from './i18n';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Already translated title. */
  title: string;
  /** Optional already translated description for assistive technology. */
  description?: string;
  children?: ReactNode;
  /** Test id of the dialog content. */
  testId?: string;
  /** Extra class of the dialog box (e.g. `modal-wide` for a picture or a 3D view). */
  className?: string;
}

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  testId,
  className,
}: ModalProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={className ? `modal ${className}` : 'modal'}
          data-testid={testId}
          aria-describedby={undefined}
        >
          <div className="modal-header">
            <Dialog.Title className="modal-title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="modal-description">{description}</Dialog.Description>
          ) : null}
          <div className="modal-body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
