import { slotLabel } from './checkout-steps';
import type { InstallationSlotTime } from './installation-slot-times';
import { canMoveOrder, isOrderInFlight, type OrderState } from './order-lifecycle';

/**
 * An order's state in the words a customer understands, and what happens next (issue 23, decision
 * 0651). The states are TMF622's (order-lifecycle.ts); a customer reads 'We are setting up your
 * broadband', not 'inProgress'. What happens next depends on whether an engineer's visit is booked
 * (a pre-order waits for the network to reach the address) and on whether the 14-day right to
 * cancel applies (not to a business: decision 0280).
 */

export interface OrderStateWords {
  /** A short label, as a tag beside the order number: 'Order received'. */
  label: string;
  /** One sentence on where the order is. */
  summary: string;
  /** What happens next, in order; empty when nothing more will happen. */
  next: string[];
}

export interface OrderStateContext {
  /** The booked visit, or null (a pre-order, or not booked). */
  installation: { day: string; time: InstallationSlotTime } | null;
  /** The order waits for the network to reach the address. */
  preorder: boolean;
}

/** The booked visit as the checkout showed it: 'Friday 27 November 2026, 8am to 1pm'. */
export function installationVisitText(installation: { day: string; time: InstallationSlotTime }): string {
  return slotLabel(installation.day, installation.time);
}

function visitSteps(context: OrderStateContext): string[] {
  if (context.preorder || context.installation === null) {
    return [
      'Your address is still being connected to our network. We will contact you to book your installation as soon as it is ready.',
    ];
  }
  return [
    `Our engineer will visit on ${installationVisitText(context.installation)}. Someone aged 18 or over needs to be at home for the visit.`,
    'Your broadband goes live on the day of the visit. Your first payment is taken by Direct Debit after that.',
  ];
}

/** The state's words for this order. */
export function orderStateWords(state: OrderState, context: OrderStateContext): OrderStateWords {
  switch (state) {
    case 'acknowledged':
      return {
        label: 'Order received',
        summary: 'We have your order and are getting everything ready.',
        next: visitSteps(context),
      };
    case 'inProgress':
      return {
        label: 'Being set up',
        summary: 'We are setting up your broadband.',
        next: visitSteps(context),
      };
    case 'completed':
      return {
        label: 'Live',
        summary: 'Your broadband is live.',
        next: [
          'Your payments are taken by Direct Debit each month, as shown below. You do not need to do anything else.',
        ],
      };
    case 'cancelled':
      return {
        label: 'Cancelled',
        summary: 'This order has been cancelled.',
        next: [
          'You do not need to do anything. If you have paid us anything you are not due to pay, we will refund it within 14 days of the cancellation.',
        ],
      };
    case 'failed':
      return {
        label: 'Could not be completed',
        summary: 'We could not complete this order.',
        next: ['We will contact you to explain what happened and what you can do next.'],
      };
  }
}

/** Whether the customer may still change the order's visit and details online: only while it is on its way. */
export function isOrderOpen(state: OrderState): boolean {
  return isOrderInFlight(state);
}

/** Whether the lifecycle still lets the order be cancelled (a live one too, within the 14 days: decision 0664). */
export function mayCancelOrder(state: OrderState): boolean {
  return canMoveOrder(state, 'cancelled');
}
