import 'server-only';
import { STAFF_ORDER_MOVE_FUNCTION } from '@fibre/domain/schemas/staff-order-move';
import type { ServerFunction } from 'payload';
import { provider } from '@/lib/provider';
import { moveOrderStateAsStaff, type StaffOrderMoveAnswer } from './move-order-state';

/**
 * The admin's own server functions beside Payload's (handleServerFunctions' `serverFunctions`),
 * called through the admin's one server function, so its guard (server-function-guard.ts: origin,
 * shape, session) runs first (decision 0671).
 */
export const staffServerFunctions: Record<
  string,
  ServerFunction<Record<string, unknown>, Promise<StaffOrderMoveAnswer>>
> = {
  [STAFF_ORDER_MOVE_FUNCTION]: (args) =>
    moveOrderStateAsStaff(args, args.req.user, {
      moveOrderState: (code, body, options) => provider().moveOrderState(code, body, options),
      log: (message, details) => args.req.payload.logger.warn({ msg: message, ...details }),
    }),
};
