import { RESUME_CODE_INVALID_MESSAGE, RESUME_CODE_TTL_MINUTES } from '@fibre/domain/resume-code';
import { findMyOrderBodySchema } from '@fibre/domain/schemas/find-my-order';
import { YOUR_ORDER_PATH } from '@fibre/domain/site-paths';
import { orderViewAccessCookie, orderViewKey } from '../order-view-access';
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
import { apiError, json, providerFailure } from './responses';
import { resumeInboxKey } from './resume-code';
import type { RouteDeps } from './route-deps';
import { readSameSiteRequest } from './same-site-route';

/**
 * POST /api/find-my-order (issue 23, decision 0650): a customer proves the e-mail of a placed order
 * with a one-time code, as resuming an open order does (decision 0380, emailed-code.ts), and this
 * browser is then given the signed `hb_view` cookie naming the order (order-view-access.ts), which
 * the order page and its documents ask for.
 *
 * - `{ email, order_number }`: the provider is asked whether that order was placed with that
 *   e-mail, and only then is a code e-mailed. Either way the answer is the same 202 with a pending
 *   code cookie of the same shape (for no order, a code nobody is sent, so every code is refused),
 *   and the e-mail goes out after the answer, so neither the answer nor its time tells a stranger
 *   whether the order exists.
 * - `{ email, order_number, verification_code }`: the code must hold for this browser's pending
 *   cookie, this order and this e-mail, and be unexpired; otherwise 400
 *   `customer.verification_invalid` on the code field. Then 200 `{ verification: 'verified', next }`.
 *
 * Budgets, as decision 0380 and 0382 have them, in the shared store: a visitor's asks
 * (`orderLookup`); codes sent per order and e-mail (`resumeCodeSend`) and per inbox whatever the
 * subject, counted with resuming's (`resumeCodeInbox`); wrong codes per order and e-mail
 * (`resumeCodeGuess`), after which even the right code is refused until the window passes.
 */
const ROUTE = '/api/find-my-order';

export const FIND_ORDER_CODE: EmailedCodeKind = {
  cookie: 'hb_find',
  path: ROUTE,
  keyLabel: 'hb-find-order-code-cookie-v1',
};

/** The order and e-mail a code is about. */
function subjectText(orderNumber: string, email: string): string {
  return `order\n${orderNumber}\n${email.trim().toLowerCase()}`;
}

/** The rate limits' key for an order and e-mail, apart from resuming's address-and-e-mail keys. */
function subjectKey(subject: string): string {
  return subjectDigest('find-my-order', subject);
}

export async function findMyOrder(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, findMyOrderBodySchema, 'orderLookup');
  if (!read.ok) return read.response;
  const cookies: string[] = [];
  const respond = (response: Response) => {
    const answer = read.respond(response);
    for (const cookie of cookies) answer.headers.append('Set-Cookie', cookie);
    answer.headers.set('Cache-Control', 'no-store');
    return answer;
  };
  const { email, order_number: orderNumber, verification_code: code } = read.value;
  const subject = subjectText(orderNumber, email);
  const codeKey = emailedCodeKey(deps.orderAccessKey, FIND_ORDER_CODE);
  if (code === undefined) return respond(await sendCode(orderNumber, email, codeKey, deps, cookies));

  const pending = pendingCodeOf(request, FIND_ORDER_CODE, deps.now());
  // No pending code: it expired, or it was sent to another browser. Refused alike, not a guess.
  if (pending === null) return respond(codeRefused());
  const key = subjectKey(subject);
  const budget = await deps.limiters.checkSubject('resumeCodeGuess', key, { record: false });
  if (!budget.allowed) return respond(rateLimited('resumeCodeGuess', budget));
  if (!pendingCodeHolds(pending, subject, code, codeKey)) {
    await deps.limiters.checkSubject('resumeCodeGuess', key);
    return respond(codeRefused());
  }
  cookies.push(
    clearedPendingCodeCookie(FIND_ORDER_CODE, deps.secure),
    orderViewAccessCookie(orderNumber, deps.now(), {
      key: orderViewKey(deps.orderAccessKey),
      secure: deps.secure,
    }),
  );
  return respond(json({ verification: 'verified', next: YOUR_ORDER_PATH }, 200));
}

/** 400 customer.verification_invalid, the words on the code field. */
function codeRefused(): Response {
  return apiError('customer.verification_invalid', {
    message: RESUME_CODE_INVALID_MESSAGE,
    fields: [{ path: 'verification_code', message: RESUME_CODE_INVALID_MESSAGE }],
  });
}

/** A new code to the e-mail, only if the order was placed with it; the same answer either way. */
async function sendCode(
  orderNumber: string,
  email: string,
  codeKey: Buffer,
  deps: RouteDeps,
  cookies: string[],
): Promise<Response> {
  const inbox = await deps.limiters.checkSubject('resumeCodeInbox', resumeInboxKey(email));
  if (!inbox.allowed) return rateLimited('resumeCodeInbox', inbox);
  const subject = subjectText(orderNumber, email);
  const sends = await deps.limiters.checkSubject('resumeCodeSend', subjectKey(subject));
  if (!sends.allowed) return rateLimited('resumeCodeSend', sends);
  let found: boolean;
  try {
    ({ found } = await deps.provider.lookUpOrder({ code: orderNumber, email }));
  } catch (error) {
    return providerFailure(error, ROUTE);
  }
  const code = newEmailedCode();
  if (found) {
    deps.afterResponse(async () => {
      try {
        await deps.sendResumeCode({ to_email: email, code, expiry_minutes: RESUME_CODE_TTL_MINUTES });
      } catch (error) {
        console.error('The find-my-order code could not be e-mailed', {
          route: ROUTE,
          error: error instanceof Error ? error.message : 'unexpected',
        });
      }
    });
  }
  cookies.push(
    pendingCodeCookie(FIND_ORDER_CODE, subject, code, { key: codeKey, now: deps.now(), secure: deps.secure }),
  );
  return json({ verification: 'sent' }, 202);
}
