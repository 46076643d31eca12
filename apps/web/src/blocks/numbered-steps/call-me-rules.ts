import { type CallMeBody, callMeBodySchema } from '@fibre/domain/schemas/customer-requests';
import { firstMessages } from '@/components/form/schema-errors';
import type { FieldMessages } from '@/components/form/use-site-form';
import { type CallMeValues, callMeFieldOf } from './call-me-fields';

/**
 * The call-me form's rules: the domain's schema (POST /api/customer-callMe checks the same), loaded
 * once the form is shown, not with the page (decision 0588).
 */

/** The domain's first message per shown field for this body (the route checks the same schema). */
export function callMeMessages(body: CallMeBody): FieldMessages<CallMeValues> {
  const messages: FieldMessages<CallMeValues> = {};
  for (const [path, message] of Object.entries(
    firstMessages(callMeBodySchema.safeParse(body).error?.issues),
  )) {
    const field = callMeFieldOf(path);
    if (field !== null) messages[field] ??= message;
  }
  return messages;
}
