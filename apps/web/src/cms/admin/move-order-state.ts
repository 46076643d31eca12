import { isErrorKey } from '@fibre/domain/error-keys';
import type { OrderState } from '@fibre/domain/order-lifecycle';
import { createErrorBody, type ErrorBody, fieldErrorsFromZod } from '@fibre/domain/schemas/error-body';
import type { OrderStateMoveInput, OrderView } from '@fibre/domain/schemas/order-view';
import { staffOrderMoveSchema } from '@fibre/domain/schemas/staff-order-move';
import { hasStaffRole } from '@fibre/domain/staff-roles';
import { isProviderError } from '@fibre/provider-client';

/** What the Orders view's form gets back: the order's new state, or why it did not move. */
export type StaffOrderMoveAnswer = { ok: true; state: OrderState } | { ok: false; error: ErrorBody };

export interface StaffOrderMoveDeps {
  /** The provider client's move (the provider API is the system of record: never the database). */
  moveOrderState: (
    code: string,
    body: OrderStateMoveInput,
    options: { idempotencyKey: string },
  ) => Promise<OrderView>;
  log?: (message: string, details: Record<string, unknown>) => void;
}

/** The fields the form sends; the rest of what Payload passes a server function (req, cookies…) is its own. */
const FORM_FIELDS = ['code', 'state', 'reason', 'attempt'] as const;

function formFields(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(FORM_FIELDS.filter((key) => key in args).map((key) => [key, args[key]]));
}

/**
 * The admin's `move-order-state` server function (decision 0671), after the admin's own guard has
 * checked the origin, the call's shape and the session (server-function-guard.ts): only a staff
 * member holding the `orders` role moves an order, with the reason they gave; the actor is their
 * e-mail, never one the browser sent. The provider API checks the move is allowed.
 */
export async function moveOrderStateAsStaff(
  args: Record<string, unknown>,
  user: { email?: unknown; roles?: unknown } | null | undefined,
  deps: StaffOrderMoveDeps,
): Promise<StaffOrderMoveAnswer> {
  if (!user) return { ok: false, error: createErrorBody('cms.unauthorized') };
  if (!hasStaffRole(user, 'orders') || typeof user.email !== 'string') {
    return { ok: false, error: createErrorBody('cms.forbidden') };
  }
  const parsed = staffOrderMoveSchema.safeParse(formFields(args));
  if (!parsed.success) {
    return {
      ok: false,
      error: createErrorBody('validation.invalid_body', { fields: fieldErrorsFromZod(parsed.error) }),
    };
  }
  const { code, state, reason, attempt } = parsed.data;
  try {
    const order = await deps.moveOrderState(
      code,
      { state, reason, actor: user.email },
      { idempotencyKey: attempt },
    );
    return { ok: true, state: order.state };
  } catch (error) {
    if (isProviderError(error) && !error.isServiceFailure && isErrorKey(error.key)) {
      return { ok: false, error: createErrorBody(error.key) };
    }
    deps.log?.('An order could not be moved', {
      key: isProviderError(error) ? error.key : 'unknown',
      status: isProviderError(error) ? error.status : undefined,
    });
    return {
      ok: false,
      error: createErrorBody('service.unavailable', {
        message:
          'The order could not be moved: the provider’s systems did not answer. Try again in a few minutes.',
      }),
    };
  }
}
