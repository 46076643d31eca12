// @vitest-environment jsdom
import { LEAVE_GUARD_TEXT } from '@fibre/domain/leave-guard';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { mount } from '@/test-support/render';
import { LeaveModal } from './leave-modal';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  document.body.innerHTML = '';
});

function modal(open: boolean, onCancel = vi.fn(), onContinue = vi.fn()) {
  return (
    <LeaveModal
      open={open}
      title={LEAVE_GUARD_TEXT.title}
      body={LEAVE_GUARD_TEXT.body}
      cancelLabel={LEAVE_GUARD_TEXT.cancel}
      continueLabel={LEAVE_GUARD_TEXT.continue}
      onCancel={onCancel}
      onContinue={onContinue}
    />
  );
}

describe('LeaveModal', () => {
  it('asks the question as a labelled alert dialog, focus on Cancel', async () => {
    const opener = document.createElement('a');
    opener.href = '/';
    opener.textContent = 'Home';
    document.body.append(opener);
    opener.focus();
    const { rerender } = await mount(modal(false));
    expect(document.querySelector('dialog')?.open).toBe(false);
    await rerender(modal(true));
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    const body = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(title?.textContent).toBe('Are you sure you want to leave?');
    expect(body?.textContent).toBe('If you continue, your basket will be emptied.');
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await rerender(modal(false));
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('answers Cancel, Continue and Escape (as Cancel)', async () => {
    const onCancel = vi.fn();
    const onContinue = vi.fn();
    await mount(modal(true, onCancel, onContinue));
    const buttons = Array.from(document.querySelectorAll('dialog button')) as HTMLButtonElement[];
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Continue']);
    act(() => buttons[1]?.click());
    expect(onContinue).toHaveBeenCalledTimes(1);
    act(() => buttons[0]?.click());
    act(() => {
      document.querySelector('dialog')?.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside', async () => {
    await mount(modal(true));
    const [cancel, next] = Array.from(document.querySelectorAll('dialog button')) as HTMLButtonElement[];
    next?.focus();
    act(() => {
      next?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    });
    expect(document.activeElement).toBe(cancel);
    act(() => {
      cancel?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true }));
    });
    expect(document.activeElement).toBe(next);
  });

  it('has no serious accessibility violations while open', async () => {
    await mount(modal(true));
    expect(await seriousA11yViolations(document.body.innerHTML)).toEqual([]);
  });
});
