import type { Config } from 'payload';

type AfterErrorHook = NonNullable<NonNullable<Config['hooks']>['afterError']>[number];

/**
 * Puts a hook's field errors back into Payload's REST answer (decision 0450). Payload formats an
 * error with `instanceof ValidationError`, and in the built site the REST route and our hooks hold
 * different bundled copies of that class, so a ValidationError our hook threw lost its
 * `data.errors` and the admin could not mark the field. This reads the error by its shape instead.
 */
export const validationErrorAnswer: AfterErrorHook = ({ error }) => {
  const refusal = error as {
    name?: unknown;
    message?: unknown;
    status?: unknown;
    data?: { errors?: unknown };
  };
  // Not by name either: the built site's minified classes may not be called 'ValidationError'.
  if (refusal.status !== 400 || !Array.isArray(refusal.data?.errors)) return;
  return {
    response: {
      errors: [{ name: 'ValidationError', message: String(refusal.message ?? ''), data: refusal.data }],
    },
    status: 400,
  };
};
