/**
 * The states of a placed order and the moves between them (issue 23, decision 0631): a subset of
 * TM Forum's product ordering (TMF622), in its own spellings. An order enters `acknowledged` when
 * the visitor confirms it on the review step; the provider's systems and staff move it on;
 * `completed`, `cancelled` and `failed` are final.
 */
export const ORDER_STATES = ['acknowledged', 'inProgress', 'completed', 'cancelled', 'failed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Where an order may go from each state. A final state has nowhere to go. */
export const ORDER_STATE_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  acknowledged: ['inProgress', 'cancelled', 'failed'],
  inProgress: ['completed', 'cancelled', 'failed'],
  completed: [],
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

/** Whether no move leaves the state (completed, cancelled, failed). */
export function isFinalOrderState(state: OrderState): boolean {
  return ORDER_STATE_TRANSITIONS[state].length === 0;
}

/** The states an order in `from` may move to next, in the catalogue's order. */
export function nextOrderStates(from: OrderState): readonly OrderState[] {
  return ORDER_STATE_TRANSITIONS[from];
}
