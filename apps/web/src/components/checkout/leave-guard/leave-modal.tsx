'use client';

import { useEffect, useId, useRef } from 'react';
import { keepTabAmongButtons } from '@/components/ui/dialog-tab-trap';
import { buttonClass } from '@/components/ui/link-button';

export interface LeaveModalProps {
  open: boolean;
  title: string;
  body: string;
  cancelLabel: string;
  continueLabel: string;
  onCancel(): void;
  onContinue(): void;
}

/**
 * The leave-checkout question as a modal alert dialog on the native <dialog> (showModal makes the
 * page behind inert). The basket modal (ModalDialog) is a side sheet with its own Close button; a
 * yes/no question needs neither, so this one is small and centred: focus starts on Cancel (the safe
 * answer), Tab stays inside, Escape cancels, and focus returns to what had it.
 */
export function LeaveModal({
  open,
  title,
  body,
  cancelLabel,
  continueLabel,
  onCancel,
  onContinue,
}: LeaveModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      cancelRef.current?.focus();
      const root = document.documentElement;
      const previousOverflow = root.style.overflow;
      root.style.overflow = 'hidden';
      return () => {
        root.style.overflow = previousOverflow;
      };
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  useEffect(() => {
    if (open) return;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="leave-checkout-modal"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={keepTabAmongButtons}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 shadow-2xl backdrop:bg-slate-950/60"
    >
      {open && (
        <>
          <h2 id={titleId} className="text-2xl font-bold text-brand-900">
            {title}
          </h2>
          <p id={bodyId} className="mt-3 text-slate-700">
            {body}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button ref={cancelRef} type="button" onClick={onCancel} className={buttonClass('outline')}>
              {cancelLabel}
            </button>
            <button type="button" onClick={onContinue} className={buttonClass('primary')}>
              {continueLabel}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
