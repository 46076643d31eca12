import { CANCELLATION_REFUSAL_MESSAGES } from '@fibre/domain/cancellation-period';
import { SLOT_TAKEN_MESSAGE } from '@fibre/domain/checkout-steps';
import { RESCHEDULE_REFUSAL_MESSAGES } from '@fibre/domain/installation-reschedule';
import { RESUME_CODE_INVALID_MESSAGE, RESUME_CODE_TTL_MINUTES } from '@fibre/domain/resume-code';
import {
  ORDER_CHANGE_MESSAGES,
  yourOrderCancelBodySchema,
  yourOrderEmailBodySchema,
  yourOrderInstallationBodySchema,
  yourOrderPhoneBodySchema,
} from '@fibre/domain/schemas/order-changes';
import type { OrderView } from '@fibre/domain/schemas/order-view';
import type { z } from 'zod';
import { orderViewKey, readOrderViewAccess } from '../order-view-access';
import {
  clearedPendingCodeCookie,
  type EmailedCodeKind,
  emailedCodeKey,
  newEmailedCode,
  pendingCodeCookie,
  pendingCodeHolds,
  pendingCodeOf,
  subjectDigest,
} from './emailed-code';
import { rateLimited } from './rate-limits';
import { apiError, json } from './responses';
import { resumeInboxKey } from './resume-code';
import type { RouteDeps } from './route-deps';
import { providerAnswer, readSameSiteRequest } from './same-site-route';

/**
 * The changes a customer makes on the order page (issue 23, decisions 0660-0663), for the order
 * this browser proved on Find my order (the `hb_view` cookie) and no other: the order is never
 * named by the body. Without the cookie, or once its 30 minutes are over, 404 order.not_found,
 * after the visitor's budget, as the order page's documents answer. Each write carries the
 * attempt's Idempotency-Key to the provider, so a retry never moves or cancels twice. No e-mail of
 * a change is sent here (they go out from the provider's events), except the code that proves a new
 * e-mail address, which is part of that change.
 */

/** The provider's refusals in the words the customer reads (the rest keep the catalogue's). */
const REFUSAL_WORDS: Record<string, string> = {
  'slot.full': SLOT_TAKEN_MESSAGE,
  'order.reschedule_closed': RESCHEDULE_REFUSAL_MESSAGES.cutoff_passed,
  'order.no_installation': RESCHEDULE_REFUSAL_MESSAGES.no_visit,
  'order.same_slot': ORDER_CHANGE_MESSAGES.sameSlot,
  'order.not_open': RESCHEDULE_REFUSAL_MESSAGES.order_closed,
  'order.cancellation_period_over': CANCELLATION_REFUSAL_MESSAGES.period_over,
  'order.no_cancellation_right': CANCELLATION_REFUSAL_MESSAGES.business,
};

/** The order this browser proved, or null. */
function provedOrder(request: Request, deps: RouteDeps): string | null {
  return (
    readOrderViewAccess(request.headers.get('cookie'), {
      key: orderViewKey(deps.orderAccessKey),
      now: deps.now(),
    })?.code ?? null
  );
}

/** What the page needs back: where the order stands now. */
function changed(order: OrderView): Response {
  return json({ order: { code: order.code, state: order.state, installation: order.installation } });
}

const noStore = (response: Response) => {
  response.headers.set('Cache-Control', 'no-store');
  return response;
};

/**
 * One change of the proved order: the body read with its schema, the visitor's budget and the
 * required Idempotency-Key, then the provider's call for the order in the cookie (404 without it),
 * its refusals in the customer's words, never stored by a cache.
 */
async function changeProvedOrder<S extends z.ZodType>(
  request: Request,
  deps: RouteDeps,
  schema: S,
  route: string,
  change: (code: string, value: z.output<S>, options: { idempotencyKey: string }) => Promise<Response>,
): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, schema, 'orderChange', {
    idempotencyKey: 'required',
  });
  if (!read.ok) return read.response;
  const respond = (response: Response) => noStore(read.respond(response));
  const code = provedOrder(request, deps);
  if (code === null) return respond(apiError('order.not_found'));
  try {
    return respond(await change(code, read.value, { idempotencyKey: read.idempotencyKey }));
  } catch (error) {
    return respond(providerAnswer(error, route, REFUSAL_WORDS));
  }
}

/** POST /api/your-order/installation {slot} + Idempotency-Key: moves the visit (decision 0660). */
export function rescheduleYourOrder(request: Request, deps: RouteDeps): Promise<Response> {
  return changeProvedOrder(
    request,
    deps,
    yourOrderInstallationBodySchema,
    '/api/your-order/installation',
    async (code, value, options) => changed(await deps.provider.rescheduleOrder(code, value.slot, options)),
  );
}

/** POST /api/your-order/cancel {confirm, reason?} + Idempotency-Key: the 14-day right (decision 0661). */
export function cancelYourOrder(request: Request, deps: RouteDeps): Promise<Response> {
  return changeProvedOrder(
    request,
    deps,
    yourOrderCancelBodySchema,
    '/api/your-order/cancel',
    async (code, { reason }, options) =>
      changed(await deps.provider.cancelPlacedOrder(code, reason ? { reason } : {}, options)),
  );
}

/** POST /api/your-order/phone {phone} + Idempotency-Key: a new phone number (decision 0663). */
export function changeYourOrderPhone(request: Request, deps: RouteDeps): Promise<Response> {
  return changeProvedOrder(
    request,
    deps,
    yourOrderPhoneBodySchema,
    '/api/your-order/phone',
    async (code, { phone }, options) => {
      const order = await deps.provider.changeOrderContact(code, { phone }, options);
      return json({ order: { code: order.code, phone: order.customer.phone } });
    },
  );
}

const EMAIL_ROUTE = '/api/your-order/email';

/** The pending code of an e-mail change: its own cookie, path and key label. */
export const EMAIL_CHANGE_CODE: EmailedCodeKind = {
  cookie: 'hb_email_change',
  path: EMAIL_ROUTE,
  keyLabel: 'hb-email-change-code-cookie-v1',
};

function emailSubject(code: string, email: string): string {
  return `email-change\n${code}\n${email.trim().toLowerCase()}`;
}

/**
 * POST /api/your-order/email {email, verification_code?} + Idempotency-Key (decision 0663): without
 * a code, a 6-digit code goes to the NEW address (decision 0380's code, cookie and budgets: per
 * inbox, per order and address, and wrong codes), 202; with the right code from this browser, the
 * provider changes the e-mail, 200. A code for another order or address, expired, or sent to
 * another browser: 400 customer.verification_invalid on the code field.
 */
export async function changeYourOrderEmail(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, yourOrderEmailBodySchema, 'orderChange', {
    idempotencyKey: 'required',
  });
  if (!read.ok) return read.response;
  const cookies: string[] = [];
  const respond = (response: Response) => {
    const answer = noStore(read.respond(response));
    for (const cookie of cookies) answer.headers.append('Set-Cookie', cookie);
    return answer;
  };
  const code = provedOrder(request, deps);
  if (code === null) return respond(apiError('order.not_found'));
  const { email, verification_code: typed } = read.value;
  const subject = emailSubject(code, email);
  const codeKey = emailedCodeKey(deps.orderAccessKey, EMAIL_CHANGE_CODE);
  const subjectKey = subjectDigest('email-change', subject);

  if (typed === undefined) {
    let order: OrderView;
    try {
      order = await deps.provider.getOrder(code);
    } catch (error) {
      return respond(providerAnswer(error, EMAIL_ROUTE, REFUSAL_WORDS));
    }
    if (order.customer.email?.trim().toLowerCase() === email.trim().toLowerCase()) {
      return respond(
        apiError('validation.invalid_body', {
          status: 400,
          message: ORDER_CHANGE_MESSAGES.sameEmail,
          fields: [{ path: 'email', message: ORDER_CHANGE_MESSAGES.sameEmail }],
        }),
      );
    }
    const inbox = await deps.limiters.checkSubject('resumeCodeInbox', resumeInboxKey(email));
    if (!inbox.allowed) return respond(rateLimited('resumeCodeInbox', inbox));
    const sends = await deps.limiters.checkSubject('resumeCodeSend', subjectKey);
    if (!sends.allowed) return respond(rateLimited('resumeCodeSend', sends));
    const sent = newEmailedCode();
    try {
      await deps.sendResumeCode({ to_email: email, code: sent, expiry_minutes: RESUME_CODE_TTL_MINUTES });
    } catch (error) {
      console.error('The e-mail change code could not be e-mailed', {
        route: EMAIL_ROUTE,
        error: error instanceof Error ? error.message : 'unexpected',
      });
      return respond(apiError('customer.verification_unsent'));
    }
    cookies.push(
      pendingCodeCookie(EMAIL_CHANGE_CODE, subject, sent, {
        key: codeKey,
        now: deps.now(),
        secure: deps.secure,
      }),
    );
    return respond(json({ verification: 'sent' }, 202));
  }

  const pending = pendingCodeOf(request, EMAIL_CHANGE_CODE, deps.now());
  if (pending === null) return respond(codeRefused());
  const budget = await deps.limiters.checkSubject('resumeCodeGuess', subjectKey, { record: false });
  if (!budget.allowed) return respond(rateLimited('resumeCodeGuess', budget));
  if (!pendingCodeHolds(pending, subject, typed, codeKey)) {
    await deps.limiters.checkSubject('resumeCodeGuess', subjectKey);
    return respond(codeRefused());
  }
  try {
    const order = await deps.provider.changeOrderContact(
      code,
      { email },
      { idempotencyKey: read.idempotencyKey },
    );
    cookies.push(clearedPendingCodeCookie(EMAIL_CHANGE_CODE, deps.secure));
    return respond(json({ order: { code: order.code, email: order.customer.email } }));
  } catch (error) {
    return respond(providerAnswer(error, EMAIL_ROUTE, REFUSAL_WORDS));
  }
}

function codeRefused(): Response {
  return apiError('customer.verification_invalid', {
    message: RESUME_CODE_INVALID_MESSAGE,
    fields: [{ path: 'verification_code', message: RESUME_CODE_INVALID_MESSAGE }],
  });
}
