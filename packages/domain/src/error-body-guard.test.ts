import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isErrorBody } from './error-body-guard';
import { ERROR_KEY_LIST } from './error-keys';
import { createErrorBody, errorBodySchema } from './schemas/error-body';

const REFUSED = createErrorBody('validation.invalid_body', {
  fields: [
    { path: 'email', message: 'Enter an email address' },
    { path: '_form', message: 'Unknown field' },
  ],
});

/** Anything a broken proxy, an old server or a tampered answer might put in one place of the body. */
const junk = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string(),
  fc.constantFrom(...ERROR_KEY_LIST, 'request.rate_limited ', 'REQUEST.RATE_LIMITED', 'service.down'),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.record({ path: fc.oneof(fc.string(), fc.integer()), message: fc.oneof(fc.string(), fc.constant(null)) }),
  fc.array(
    fc.record(
      { path: fc.oneof(fc.string(), fc.integer()), message: fc.oneof(fc.string(), fc.constant(null)) },
      { requiredKeys: [] },
    ),
    { maxLength: 3 },
  ),
);

describe('isErrorBody agrees with errorBodySchema', () => {
  it('accepts every catalogue key, with and without fields', () => {
    for (const key of ERROR_KEY_LIST) expect(isErrorBody(createErrorBody(key))).toBe(true);
    expect(isErrorBody(REFUSED)).toBe(true);
  });

  it('refuses what is not an error body', () => {
    expect(isErrorBody(undefined)).toBe(false);
    expect(isErrorBody(null)).toBe(false);
    expect(isErrorBody('Bad gateway')).toBe(false);
    expect(isErrorBody([REFUSED])).toBe(false);
    expect(isErrorBody({ message: 'no key' })).toBe(false);
    expect(isErrorBody({ error: 'service.down', message: 'Service down' })).toBe(false);
    expect(isErrorBody({ ...REFUSED, fields: { email: ['Enter an email address'] } })).toBe(false);
  });

  it('accepts and refuses a body with one field changed exactly as the schema does', () => {
    fc.assert(
      fc.property(fc.constantFrom('error', 'message', 'fields', 'extra'), junk, (key, value) => {
        const body = { ...REFUSED, [key]: value };
        expect(isErrorBody(body)).toBe(errorBodySchema.safeParse(body).success);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts and refuses any value exactly as the schema does', () => {
    fc.assert(
      fc.property(fc.record({ error: junk, message: junk, fields: junk }, { requiredKeys: [] }), (body) => {
        expect(isErrorBody(body)).toBe(errorBodySchema.safeParse(body).success);
      }),
      { numRuns: 500 },
    );
  });
});
