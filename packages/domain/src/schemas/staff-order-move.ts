import { z } from 'zod';
import { orderStateMoveBodySchema } from './order-view';
import { customerCodeSchema } from './provider-id';

/**
 * The admin's Orders view moving an order on (issue 23, decision 0671): what the staff member's
 * form sends to the admin's `move-order-state` server function. The actor is not sent: it is the
 * signed-in staff member's e-mail, read on the server. `attempt` is one id per press of the button,
 * sent on as the provider API's Idempotency-Key, so a press sent twice moves the order once.
 */
export const STAFF_ORDER_MOVE_FUNCTION = 'move-order-state';

export const staffOrderMoveSchema = z.strictObject({
  code: customerCodeSchema,
  state: orderStateMoveBodySchema.shape.state,
  reason: orderStateMoveBodySchema.shape.reason,
  attempt: z.uuid(),
});
export type StaffOrderMove = z.infer<typeof staffOrderMoveSchema>;
