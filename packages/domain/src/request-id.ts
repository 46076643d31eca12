/**
 * The request id that travels from the load balancer through the site to the provider API and
 * into both logs (issue 21, decision 0542). One header, `x-request-id`; a value is 1 to 128
 * characters of letters, digits and `._:-` (a UUID, HAProxy's unique-id, a trace id), so it is safe
 * in a log line and a response header. Anything else is replaced by a fresh UUID.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** The header's value when it is a valid request id; undefined otherwise (absent, repeated, unsafe). */
export function validRequestId(value: unknown): string | undefined {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value) ? value : undefined;
}

/** The valid incoming id, or a fresh UUID (`makeId` defaults to the platform's randomUUID). */
export function requestIdOrFresh(value: unknown, makeId: () => string = () => crypto.randomUUID()): string {
  return validRequestId(value) ?? makeId();
}
