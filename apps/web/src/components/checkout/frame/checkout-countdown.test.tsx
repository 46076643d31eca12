// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { CheckoutCountdown, minutesLeftText } from './checkout-countdown';

afterEach(() => {
  document.body.innerHTML = '';
});

const MESSAGE =
  "Oops! Your session timed out but don't worry, we've given you 5 extra minutes to complete your order. Lets get you connected!";

describe('CheckoutCountdown', () => {
  it('shows MM:SS in a timer that is not read out each second', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <CheckoutCountdown remaining={9 * 60_000 + 5_000} isOvertime={false} />,
    );
    const timer = document.querySelector('[role="timer"]');
    expect(timer?.textContent).toBe('09:05');
    expect(timer?.closest('[aria-live]')).toBeNull();
    const status = document.querySelector('[role="status"]');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(status?.textContent).toBe('10 minutes left to complete your order');
  });

  it('says the whole minutes only', () => {
    expect(minutesLeftText(60_000)).toBe('1 minute left to complete your order');
    expect(minutesLeftText(59_001)).toBe('1 minute left to complete your order');
    expect(minutesLeftText(60_001)).toBe('2 minutes left to complete your order');
    expect(minutesLeftText(-5)).toBe('0 minutes left to complete your order');
  });

  it('puts the session-timeout message in the polite region in overtime', () => {
    document.body.innerHTML = renderToStaticMarkup(<CheckoutCountdown remaining={4 * 60_000} isOvertime />);
    expect(document.querySelector('[role="status"]')?.textContent).toBe(MESSAGE);
    expect(document.querySelector('[role="timer"]')?.textContent).toBe('04:00');
  });

  it('shows nothing while no timer runs', () => {
    document.body.innerHTML = renderToStaticMarkup(<CheckoutCountdown remaining={null} isOvertime={false} />);
    expect(document.querySelector('[role="timer"]')).toBeNull();
    expect(document.querySelector('[role="status"]')?.textContent).toBe('');
  });

  it('has no serious accessibility violations', async () => {
    expect(
      await seriousA11yViolations(renderToStaticMarkup(<CheckoutCountdown remaining={30_000} isOvertime />)),
    ).toEqual([]);
  });
});
