import type { KeyboardEvent } from 'react';

/**
 * Keeps Tab inside a modal dialog whose only controls are its buttons (the leave guard, the
 * checkout timer's warning): Tab from the last goes to the first, Shift+Tab from the first to the
 * last. The browser's own <dialog> lets focus out to the address bar, which a screen reader user
 * takes for leaving the question.
 */
export function keepTabAmongButtons(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
