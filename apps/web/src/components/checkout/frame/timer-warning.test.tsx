// @vitest-environment jsdom
import type { CheckoutTimerWarning } from '@fibre/domain/checkout-timer';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { mount } from '@/test-support/render';
import { TimerWarning, timerWarningBody } from './timer-warning';

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

const due: CheckoutTimerWarning = {
  runsOutAt: 1_000_000,
  remaining: 95_000,
  extensionsLeft: 3,
  canExtend: true,
};
const spent: CheckoutTimerWarning = { ...due, extensionsLeft: 0, canExtend: false };
const props = { isOvertime: false, extensionMinutes: 10, overtimeMinutes: 5 };
const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

describe('TimerWarning (decision 0460)', () => {
  it('words what happens at each expiry and how many extensions are left', () => {
    expect(timerWarningBody({ ...props, warning: due })).toBe(
      "When it does, you will have 5 more minutes, and then your basket will be emptied. Choose 'I need more time' for another 10 minutes (you can ask 3 more times).",
    );
    expect(timerWarningBody({ ...props, isOvertime: true, warning: { ...due, extensionsLeft: 1 } })).toBe(
      "When it does, we will empty your basket and cancel the order you started. The details you typed are kept. Choose 'I need more time' for another 10 minutes (you can ask once more).",
    );
    expect(timerWarningBody({ ...props, warning: spent })).toContain(
      'You have had all the extra time we can give',
    );
  });

  it('returns focus to what had it when closed, traps Tab, and has no serious accessibility violations', async () => {
    const opener = document.createElement('input');
    document.body.append(opener);
    opener.focus();
    const onExtend = vi.fn();
    const view = await mount(<TimerWarning {...props} warning={due} onExtend={onExtend} />);
    expect(dialog().open).toBe(true);
    expect(dialog().textContent).toContain('Your checkout will time out in 01:35.');
    expect(document.activeElement?.textContent).toBe('I need more time');
    const markup = document.body.innerHTML;

    const close = Array.from(dialog().querySelectorAll('button')).find(
      (button) => button.textContent === 'Close',
    );
    close?.focus();
    act(() => {
      close?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    });
    expect(document.activeElement?.textContent).toBe('I need more time');

    await act(async () => (document.activeElement as HTMLButtonElement).click());
    expect(onExtend).toHaveBeenCalledTimes(1);
    await view.rerender(<TimerWarning {...props} warning={null} onExtend={onExtend} />);
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);
    // Last: the check replaces the page with a copy of the open dialog's markup.
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });

  it('Close dismisses the warning for this period, and a new period warns again', async () => {
    const view = await mount(<TimerWarning {...props} warning={spent} onExtend={vi.fn()} />);
    expect(document.activeElement?.textContent).toBe('Close');
    await act(async () => (document.activeElement as HTMLButtonElement).click());
    expect(dialog().open).toBe(false);
    await view.rerender(
      <TimerWarning {...props} warning={{ ...spent, remaining: 50_000 }} onExtend={vi.fn()} />,
    );
    expect(dialog().open).toBe(false);
    await view.rerender(
      <TimerWarning {...props} warning={{ ...spent, runsOutAt: 2_000_000 }} onExtend={vi.fn()} />,
    );
    expect(dialog().open).toBe(true);
  });
});
