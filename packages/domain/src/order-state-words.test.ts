import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from './order-lifecycle';
import { installationVisitText, isOrderOpen, orderStateWords } from './order-state-words';

const BOOKED = { installation: { day: '2026-11-27', time: '08:00-13:00' as const }, preorder: false };
const PREORDER = { installation: null, preorder: true };

describe('orderStateWords', () => {
  it("has words for every state, none of them TMF's", () => {
    for (const state of ORDER_STATES) {
      const words = orderStateWords(state, BOOKED);
      expect(words.label).not.toBe('');
      expect([words.label, words.summary, ...words.next].join(' ')).not.toMatch(/inProgress|acknowledged/);
      expect(words.next.length).toBeGreaterThan(0);
    }
    expect(new Set(ORDER_STATES.map((state) => orderStateWords(state, BOOKED).label)).size).toBe(
      ORDER_STATES.length,
    );
  });

  it('tells an open order when the engineer comes, or that a pre-order waits for the network', () => {
    expect(orderStateWords('acknowledged', BOOKED)).toEqual({
      label: 'Order received',
      summary: 'We have your order and are getting everything ready.',
      next: [
        'Our engineer will visit on Friday 27 November 2026, 8am to 1pm. Someone aged 18 or over needs to be at home for the visit.',
        'Your broadband goes live on the day of the visit. Your first payment is taken by Direct Debit after that.',
      ],
    });
    expect(orderStateWords('inProgress', PREORDER).next).toEqual([
      'Your address is still being connected to our network. We will contact you to book your installation as soon as it is ready.',
    ]);
  });

  it('does not promise a visit to a finished order', () => {
    for (const state of ['completed', 'cancelled', 'failed'] as const) {
      expect(orderStateWords(state, BOOKED).next.join(' ')).not.toContain('engineer will visit');
    }
    expect(orderStateWords('cancelled', BOOKED).next[0]).toContain('refund it within 14 days');
  });

  it('says the visit as the checkout did', () => {
    expect(installationVisitText({ day: '2026-11-28', time: '13:00-18:00' })).toBe(
      'Saturday 28 November 2026, 1pm to 6pm',
    );
  });

  it('lets only an order still on its way be changed', () => {
    expect(ORDER_STATES.filter(isOrderOpen)).toEqual(['acknowledged', 'inProgress']);
  });
});
