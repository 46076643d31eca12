import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCheckoutContactSchema } from './checkout-contact';
import {
  createErrorBody,
  errorBodySchema,
  FORM_ERROR_FIELD,
  fieldErrorsFromIssues,
  fieldErrorsFromZod,
  UNKNOWN_FIELD_MESSAGE,
} from './error-body';

function zodError(schema: z.ZodType, value: unknown): z.ZodError {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('fieldErrorsFromZod', () => {
  it('files each message under its dotted path', () => {
    const error = zodError(createCheckoutContactSchema({ today: '2026-06-15' }), {
      contact_name: 'Jo',
      origin: { value: 'NOPE' },
      email: 'jo@example.com',
      confirm: 'jo@example.org',
    });
    expect(fieldErrorsFromZod(error)).toEqual(
      expect.arrayContaining([
        { path: 'origin.value', message: 'Field is required' },
        { path: 'confirm', message: 'Emails do not match' },
        { path: 'contact_surname', message: 'Field is required' },
      ]),
    );
  });

  it("lists each field once, with its first message, in the order of the schema's issues", () => {
    const schema = z.object({ a: z.string(), b: z.string() }).superRefine((_, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'One', path: ['b'] });
      ctx.addIssue({ code: 'custom', message: 'Two', path: ['b'] });
      ctx.addIssue({ code: 'custom', message: 'Three', path: ['a'] });
    });
    expect(fieldErrorsFromZod(zodError(schema, { a: 'x', b: 'y' }))).toEqual([
      { path: 'b', message: 'One' },
      { path: 'a', message: 'Three' },
    ]);
  });

  it('files whole-body errors under _form', () => {
    expect(FORM_ERROR_FIELD).toBe('_form');
    expect(fieldErrorsFromZod(zodError(z.object({ a: z.string() }), null))).toEqual([
      { path: '_form', message: 'Invalid input: expected object, received null' },
    ]);
  });

  it('files each unknown field under its own name, nested ones under their path', () => {
    const schema = z.strictObject({ a: z.string(), inner: z.strictObject({ b: z.string() }) });
    expect(UNKNOWN_FIELD_MESSAGE).toBe('Unknown field');
    expect(fieldErrorsFromZod(zodError(schema, { a: 'x', x: 1, y: 2, inner: { b: 'y', c: 3 } }))).toEqual(
      expect.arrayContaining([
        { path: 'x', message: 'Unknown field' },
        { path: 'y', message: 'Unknown field' },
        { path: 'inner.c', message: 'Unknown field' },
      ]),
    );
  });

  it('keeps array indexes in the path and a __proto__ field as a plain entry', () => {
    const list = z.object({ ids: z.array(z.number()) });
    expect(fieldErrorsFromZod(zodError(list, { ids: [1, 'x'] }))).toEqual([
      { path: 'ids.1', message: 'Invalid input: expected number, received string' },
    ]);
    const fields = fieldErrorsFromZod(zodError(z.strictObject({}), JSON.parse('{"__proto__": 1}')));
    expect(fields).toEqual([{ path: '__proto__', message: 'Unknown field' }]);
  });
});

describe('fieldErrorsFromIssues', () => {
  it('reads issues given as plain objects, as a server validator passes them on', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['products', '1'], message: 'Unknown product 5', code: 'custom' },
        { path: [], message: 'Expected an object' },
        { path: ['origin'], message: 'Unrecognized key', code: 'unrecognized_keys', keys: ['x'] },
        { path: ['products', '1'], message: 'Second message' },
      ]),
    ).toEqual([
      { path: 'products.1', message: 'Unknown product 5' },
      { path: '_form', message: 'Expected an object' },
      { path: 'origin.x', message: 'Unknown field' },
    ]);
    expect(fieldErrorsFromIssues([])).toEqual([]);
  });
});

describe('errorBodySchema and createErrorBody', () => {
  it('build the catalogue body', () => {
    expect(createErrorBody('slot.full')).toStrictEqual({
      error: 'slot.full',
      message: 'This installation slot is full.',
    });
    const fields = [{ path: 'email', message: 'Email is invalid' }];
    const body = createErrorBody('validation.invalid_body', { fields });
    expect(body).toEqual({
      error: 'validation.invalid_body',
      message: 'The request body is not valid.',
      fields,
    });
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(createErrorBody('internal.error', { message: 'Try later' }).message).toBe('Try later');
    expect(createErrorBody('validation.invalid_body', { fields: [] })).not.toHaveProperty('fields');
  });
  it('refuses an unknown key or fields in any other shape than the list', () => {
    expect(errorBodySchema.safeParse({ error: 'oops', message: 'x' }).success).toBe(false);
    expect(
      errorBodySchema.safeParse({ error: 'slot.full', message: 'x', fields: { a: ['b'] } }).success,
    ).toBe(false);
    expect(
      errorBodySchema.safeParse({ error: 'slot.full', message: 'x', fields: [{ path: ['a'], message: 'b' }] })
        .success,
    ).toBe(false);
    expect(errorBodySchema.safeParse({ error: 'slot.full' }).success).toBe(false);
  });
});
