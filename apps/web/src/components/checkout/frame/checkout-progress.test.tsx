// @vitest-environment jsdom
import { checkoutSteps, progressFill } from '@fibre/domain/checkout-state';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { CheckoutProgress } from './checkout-progress';

afterEach(() => {
  document.body.innerHTML = '';
});

function render(preorder: boolean, active: number) {
  const steps = checkoutSteps(preorder);
  const markup = renderToStaticMarkup(
    <CheckoutProgress steps={steps} activeIndex={active} fill={progressFill(steps.length, active)} />,
  );
  document.body.innerHTML = markup;
  return markup;
}

describe('CheckoutProgress', () => {
  it('lists the steps in order, marks the active one and says where the visitor is', () => {
    render(false, 1);
    const items = Array.from(document.querySelectorAll('nav[aria-label="Checkout progress"] ol > li'));
    expect(items.map((item) => item.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      '✓Your details (completed)',
      '2.Installation',
      '3.Payment',
      '4.Review',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    expect(document.querySelector('.sr-only')?.textContent).toBe('Step 2 of 4');
  });

  it('links the completed steps only', () => {
    render(false, 3);
    const links = Array.from(document.querySelectorAll('ol a')).map((link) => [
      link.getAttribute('href'),
      link.textContent,
    ]);
    expect(links).toEqual([
      ['/checkout', 'Your details (completed)'],
      ['/checkout/installation', 'Installation (completed)'],
      ['/checkout/payment', 'Payment (completed)'],
    ]);
    render(false, 0);
    expect(document.querySelectorAll('ol a')).toHaveLength(0);
  });

  it('fills 100 / steps × (active + 1), and a pre-order has no installation step', () => {
    render(false, 1);
    expect(
      (document.querySelector('[data-testid="checkout-progress-fill"]') as HTMLElement).style.width,
    ).toBe('50%');
    render(true, 1);
    expect(document.querySelector('.sr-only')?.textContent).toBe('Step 2 of 3');
    expect(document.body.textContent).not.toContain('Installation');
    expect(
      Number.parseFloat(
        (document.querySelector('[data-testid="checkout-progress-fill"]') as HTMLElement).style.width,
      ),
    ).toBeCloseTo(66.667, 2);
  });

  it('has no serious accessibility violations', async () => {
    expect(await seriousA11yViolations(render(false, 2))).toEqual([]);
  });
});
