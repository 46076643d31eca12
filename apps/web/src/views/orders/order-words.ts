import type { OrderState } from '@fibre/domain/order-lifecycle';

/** The states as staff read them (TMF622's names in plain words). */
export const STAFF_ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  acknowledged: 'Acknowledged',
  inProgress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

const LONDON_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** An ISO instant in UK time ('28 Nov 2026, 09:15'), or the text as given when it is not one. */
export function ukDateTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : LONDON_TIME.format(at);
}
