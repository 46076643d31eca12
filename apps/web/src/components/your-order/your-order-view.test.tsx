// @vitest-environment jsdom
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { placedOrderFigures } from '@fibre/domain/placed-order-figures';
import type { OrderView } from '@fibre/domain/schemas/order-view';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { YourOrderView } from './your-order-view';

afterEach(() => {
  document.body.innerHTML = '';
});

const ORDER: OrderView = {
  code: 'FB7K3M9QXT',
  state: 'acknowledged',
  placed_at: '2026-11-20T10:00:00.000Z',
  preorder: false,
  history: [
    {
      from_state: null,
      to_state: 'acknowledged',
      actor: 'website',
      reason: 'Placed on the website',
      changed_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  customer: {
    title: 'MS',
    first_name: 'Lena',
    surname: 'Steps',
    email: 'lena@example.com',
    phone: '07700 900321',
  },
  address: {
    uprn: '100000000003',
    address: '3 Fibre Street, Demoton',
    postcode: 'HB1 1AA',
    address_type: 'RES',
  },
  products: [1002, 9001],
  promotions: [2],
  monthly_price: 34,
  start_within_cancellation_period: true,
  installation: { work_order_id: 'WO12345678', day: '2026-11-26', time: '08:00-13:00' },
  direct_debit: { account_name: 'L Steps', sort_code_last2: '34', account_number_last2: '58' },
  switch_order: null,
};

function render(order: OrderView) {
  const figures = placedOrderFigures(order, { products: DEMO_PRODUCTS, promotions: DEMO_PROMOTIONS });
  document.body.innerHTML = renderToStaticMarkup(<YourOrderView order={order} figures={figures} />);
  return (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
}

const links = () =>
  [...document.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

describe('YourOrderView', () => {
  it('shows the state in words, the visit, the figures of the review, the masked bank details and documents', () => {
    const text = render(ORDER);
    expect(document.querySelector('h1')?.textContent).toBe('Your order');
    expect(text('your-order-number')).toBe('FB7K3M9QXT');
    expect(text('your-order-state')).toBe('Order received');
    expect(text('order-next')).toContain('Our engineer will visit on Thursday 26 November 2026, 8am to 1pm.');
    expect(text('your-order-installation')).toBe('Thursday 26 November 2026, 8am to 1pm');
    // The plan's line after WELCOME10, as the basket shows it.
    expect(text('order-figures')).toContain('Fibre 400, 24 months£27.00 a month');
    expect(text('order-figures')).toContain('Home Phone£7.00 a month');
    expect(text('order-figures')).toContain('Promotion WELCOME10');
    expect(text('order-monthly')).toBe('£34.00 a month');
    expect(text('order-total')).toBe('£894.00');
    expect(text('order-money')).toContain('Months 1 to 5: £34.00 a month');
    expect(text('your-order-sort-code')).toBe('Ending 34');
    expect(text('your-order-account-number')).toBe('Ending 58');
    expect(document.body.textContent).not.toContain('acknowledged');
    expect(links()).toEqual(
      expect.arrayContaining([
        ['Change your installation date', '/your-order/installation'],
        ['Change your contact details', '/your-order/contact-details'],
        ['Cancel your order', '/your-order/cancel'],
        ['Download your contract summary (PDF)', '/api/your-order/contract-summary'],
        ['Download your receipt (PDF)', '/api/your-order/receipt'],
      ]),
    );
    // The order number is never in a document's address.
    expect(links().some(([, href]) => href?.startsWith('/api/') && href.includes('FB7K3M9QXT'))).toBe(false);
  });

  it('offers no changes once the order is cancelled, and keeps its history in words', () => {
    const text = render({
      ...ORDER,
      state: 'cancelled',
      history: [
        ...ORDER.history,
        {
          from_state: 'acknowledged',
          to_state: 'cancelled',
          actor: 'website',
          reason: 'internal note',
          changed_at: '2026-11-21T09:00:00.000Z',
        },
      ],
    });
    expect(text('your-order-state')).toBe('Cancelled');
    expect(links().map(([label]) => label)).not.toEqual(expect.arrayContaining(['Cancel your order']));
    expect(links().map(([label]) => label)).not.toContain('Change your installation date');
    expect(links().map(([label]) => label)).not.toContain('Change your contact details');
    expect(text('order-history')).toContain('21 November 2026: Cancelled');
    expect(text('order-history')).not.toContain('internal note');
  });

  it('offers a live order the cancellation (the 14 days run from the order) but no visit to move', () => {
    const text = render({ ...ORDER, state: 'completed' });
    expect(text('your-order-state')).toBe('Live');
    const labels = links().map(([label]) => label);
    expect(labels).toContain('Cancel your order');
    expect(labels).not.toContain('Change your installation date');
  });

  it('does not offer a business the 14-day cancellation, nor a pre-order a visit to move', () => {
    render({
      ...ORDER,
      address: { ...ORDER.address!, address_type: 'BUS' },
      products: [3002],
      promotions: [],
    });
    expect(links().map(([label]) => label)).not.toContain('Cancel your order');
    const text = render({ ...ORDER, preorder: true, installation: null });
    expect(text('your-order-installation')).toContain('when the network at your address is ready');
    expect(links().map(([label]) => label)).not.toContain('Change your installation date');
  });

  it('shows the agreed monthly price when the figures cannot be worked out', () => {
    const text = render({ ...ORDER, products: [4242] });
    expect(text('order-figures')).toContain('Monthly price£34.00');
    expect(text('order-figures')).toContain('The contract summary below has every figure');
  });
});
