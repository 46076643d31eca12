/**
 * The states of a placed order and the moves between them (issue 23, decision 0631): a subset of
 * TM Forum's product ordering (TMF622), in its own spellings. An order enters `acknowledged` when
 * the visitor confirms it on the review step; the provider's systems and staff move it on;
 * `cancelled` and `failed` are final. A `completed` order (the service is live) can still be
 * cancelled: the 14-day right to cancel runs from the order, not the installation, and a customer who
 * asked for the service to start within it pays for the days supplied (decision 0664).
 */
export const ORDER_STATES = ['acknowledged', 'inProgress', 'completed', 'cancelled', 'failed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Where an order may go from each state. A final state has nowhere to go. */
export const ORDER_STATE_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  acknowledged: ['inProgress', 'cancelled', 'failed'],
  inProgress: ['completed', 'cancelled', 'failed'],
  completed: ['cancelled'],
  cancelled: [],
  failed: [],
};

export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);
}

/** Whether an order in `from` may move to `to`. Staying where it is is not a move. */
export function canMoveOrder(from: OrderState, to: OrderState): boolean {
  return ORDER_STATE_TRANSITIONS[from].includes(to);
}

/** Whether no move leaves the state (cancelled, failed). */
export function isFinalOrderState(state: OrderState): boolean {
  return ORDER_STATE_TRANSITIONS[state].length === 0;
}

/** The states an order in `from` may move to next, in the catalogue's order. */
export function nextOrderStates(from: OrderState): readonly OrderState[] {
  return ORDER_STATE_TRANSITIONS[from];
}

/** Whether the order is still on its way (not yet live, cancelled or failed): its visit and details can change. */
export function isOrderInFlight(state: OrderState): boolean {
  return state === 'acknowledged' || state === 'inProgress';
}
