import { ukIsoDate } from '@fibre/domain/installation-window';
import { RESUME_CODE_INVALID_MESSAGE, RESUME_CODE_TTL_MINUTES } from '@fibre/domain/resume-code';
import type { CustomerOrderBody } from '@fibre/domain/schemas/customer-order';
import { createResumeOrderBodySchema } from '@fibre/domain/schemas/resume-order';
import { isProviderError } from '@fibre/provider-client';
import { orderAccessCookie, orderCodeOf } from './order-access';
import { rateLimited } from './rate-limits';
import { apiError, json, providerFailure } from './responses';
import {
  clearedResumeCookie,
  newResumeCode,
  pendingResumeOf,
  type ResumeSubject,
  resumeCodeHolds,
  resumeCodeKey,
  resumeCookie,
  resumeInboxKey,
  resumeSubjectKey,
} from './resume-code';
import type { RouteDeps } from './route-deps';
import { providerAnswer, readSameSiteRequest } from './same-site-route';

/**
 * POST /api/customer-update (decisions 0200, 0290, 0380): resuming the open order at an address and
 * e-mail. Knowing both is not enough, since the uprn is public and an e-mail is easily known: the
 * route first e-mails a 6-digit code to that address (202 `{ verification: 'sent' }`, the provider
 * not called), and only the body sent again with that code, from the browser the code was sent
 * for, reaches the provider's UPDATE and gets the order cookie. A browser that already holds the
 * order (it made or resumed it: decision 0290) changes it without a code.
 */
const ROUTE = '/api/customer-update';

/** The order body as customer-order-routes.ts reads it, plus the optional code. */
function resumeBodySchema(deps: RouteDeps) {
  return createResumeOrderBodySchema({ today: ukIsoDate(new Date(deps.now())) });
}

export async function customerUpdate(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, resumeBodySchema(deps), 'checkoutStepWrite', {
    idempotencyKey: 'required',
  });
  if (!read.ok) return read.response;
  const { idempotencyKey } = read;
  // The resume cookies this answer sets, after the visitor's own.
  const cookies: string[] = [];
  const respond = (response: Response) => {
    const answer = read.respond(response);
    for (const cookie of cookies) answer.headers.append('Set-Cookie', cookie);
    return answer;
  };
  const { verification_code: code, ...order } = read.value;
  const subject: ResumeSubject = { uprn: order.uprn, email: order.email };

  try {
    if (await holdsThisOrder(request, deps, subject)) {
      return respond(await updateOrder(order, idempotencyKey, deps));
    }
  } catch (error) {
    return respond(providerFailure(error, ROUTE));
  }

  const codeKey = resumeCodeKey(deps.orderAccessKey);
  const pending = pendingResumeOf(request, deps.now());
  if (code === undefined) return respond(await sendCode(subject, codeKey, deps, cookies));
  // A code with no pending resume: it expired (the browser dropped the cookie), or it was sent to
  // another browser. Either way it is refused with the same words, and it was not a guess.
  if (pending === null) return respond(codeRefused());

  const subjectKey = resumeSubjectKey(subject);
  // Refused before the code is even compared once the address's budget of wrong codes is spent,
  // so a right guess after many wrong ones gets nothing either.
  const budget = await deps.limiters.checkSubject('resumeCodeGuess', subjectKey, { record: false });
  if (!budget.allowed) return respond(rateLimited('resumeCodeGuess', budget));
  if (!resumeCodeHolds(pending, subject, code, codeKey)) {
    await deps.limiters.checkSubject('resumeCodeGuess', subjectKey);
    return respond(codeRefused());
  }
  const answer = await updateOrder(order, idempotencyKey, deps);
  if (answer.ok) cookies.push(clearedResumeCookie(deps.secure));
  return respond(answer);
}

/** 400 customer.verification_invalid, the words on the code field. */
function codeRefused(): Response {
  return apiError('customer.verification_invalid', {
    message: RESUME_CODE_INVALID_MESSAGE,
    fields: [{ path: 'verification_code', message: RESUME_CODE_INVALID_MESSAGE }],
  });
}

/** Whether this browser's order cookie names an order at this address for this e-mail. */
async function holdsThisOrder(request: Request, deps: RouteDeps, subject: ResumeSubject): Promise<boolean> {
  const code = orderCodeOf(request, { key: deps.orderAccessKey, now: deps.now() });
  if (code === null) return false;
  try {
    const record = await deps.provider.getCustomer(code);
    return (
      record.uprn === subject.uprn &&
      record.email?.trim().toLowerCase() === subject.email.trim().toLowerCase()
    );
  } catch (error) {
    // An order that is gone is simply not held: the code path follows.
    if (isProviderError(error) && error.isNotFound) return false;
    throw error;
  }
}

/** The provider's UPDATE, with the attempt's Idempotency-Key; the browser is given the order. */
async function updateOrder(order: CustomerOrderBody, idempotencyKey: string, deps: RouteDeps) {
  try {
    const customer = await deps.provider.submitCustomer('UPDATE', order, { idempotencyKey });
    const response = json({ customer }, 200);
    response.headers.append(
      'Set-Cookie',
      orderAccessCookie(customer.code, { key: deps.orderAccessKey, now: deps.now(), secure: deps.secure }),
    );
    return response;
  } catch (error) {
    return providerAnswer(error, ROUTE);
  }
}

/**
 * A new code to the body's e-mail, only if that e-mail has an open order at that uprn (decision
 * 0382): the provider is asked first. Either way the answer is the same 202 with a pending-code
 * cookie (for no order, a code nobody is sent, so no code can ever match it), so a stranger learns
 * nothing. Budgets, counted for every ask before the provider is asked so a refusal says nothing
 * either: 5 an address and e-mail, and 5 an e-mail whatever the uprn, in 15 minutes.
 */
async function sendCode(
  subject: ResumeSubject,
  codeKey: Buffer,
  deps: RouteDeps,
  cookies: string[],
): Promise<Response> {
  const inbox = await deps.limiters.checkSubject('resumeCodeInbox', resumeInboxKey(subject.email));
  if (!inbox.allowed) return rateLimited('resumeCodeInbox', inbox);
  const sends = await deps.limiters.checkSubject('resumeCodeSend', resumeSubjectKey(subject));
  if (!sends.allowed) return rateLimited('resumeCodeSend', sends);
  let open: boolean;
  try {
    ({ open } = await deps.provider.lookUpOpenOrder({ uprn: subject.uprn, email: subject.email }));
  } catch (error) {
    return providerFailure(error, ROUTE);
  }
  const code = newResumeCode();
  if (open) {
    try {
      await deps.sendResumeCode({
        to_email: subject.email,
        code,
        expiry_minutes: RESUME_CODE_TTL_MINUTES,
      });
    } catch (error) {
      console.error('The resume code could not be e-mailed', {
        route: ROUTE,
        error: error instanceof Error ? error.message : 'unexpected',
      });
      return apiError('customer.verification_unsent');
    }
  }
  cookies.push(resumeCookie(subject, code, { key: codeKey, now: deps.now(), secure: deps.secure }));
  return json({ verification: 'sent' }, 202);
}
