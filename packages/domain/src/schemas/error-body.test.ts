import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCheckoutContactSchema } from './checkout-contact';
import {
  createErrorBody,
  errorBodySchema,
  FORM_ERROR_FIELD,
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
    expect(fieldErrorsFromZod(error)).toMatchObject({
      'origin.value': ['Field is required'],
      confirm: ['Emails do not match'],
      contact_surname: ['Field is required'],
    });
  });

  it('lists a message once per field, keeping different ones', () => {
    const schema = z.object({ a: z.string() }).superRefine((_, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'One', path: ['a'] });
      ctx.addIssue({ code: 'custom', message: 'One', path: ['a'] });
      ctx.addIssue({ code: 'custom', message: 'Two', path: ['a'] });
    });
    expect(fieldErrorsFromZod(zodError(schema, { a: 'x' }))).toEqual({ a: ['One', 'Two'] });
  });

  it('files whole-body errors under _form', () => {
    expect(FORM_ERROR_FIELD).toBe('_form');
    expect(fieldErrorsFromZod(zodError(z.object({ a: z.string() }), null))).toEqual({
      _form: ['Invalid input: expected object, received null'],
    });
  });

  it('files each unknown field under its own name, nested ones under their path', () => {
    const schema = z.strictObject({ a: z.string(), inner: z.strictObject({ b: z.string() }) });
    expect(UNKNOWN_FIELD_MESSAGE).toBe('Unknown field');
    expect(fieldErrorsFromZod(zodError(schema, { a: 'x', x: 1, y: 2, inner: { b: 'y', c: 3 } }))).toEqual({
      x: ['Unknown field'],
      y: ['Unknown field'],
      'inner.c': ['Unknown field'],
    });
  });

  it('keeps array indexes in the path and a __proto__ field as a plain entry', () => {
    const list = z.object({ ids: z.array(z.number()) });
    expect(fieldErrorsFromZod(zodError(list, { ids: [1, 'x'] }))).toEqual({
      'ids.1': ['Invalid input: expected number, received string'],
    });
    const fields = fieldErrorsFromZod(zodError(z.strictObject({}), JSON.parse('{"__proto__": 1}')));
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toEqual(['__proto__']);
  });
});

describe('errorBodySchema and createErrorBody', () => {
  it('build the catalogue body', () => {
    expect(createErrorBody('slot.full')).toStrictEqual({
      error: 'slot.full',
      message: 'This installation slot is full.',
    });
    const body = createErrorBody('validation.invalid_body', { fields: { email: ['Email is invalid'] } });
    expect(body).toEqual({
      error: 'validation.invalid_body',
      message: 'The request body is not valid.',
      fields: { email: ['Email is invalid'] },
    });
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(createErrorBody('internal.error', { message: 'Try later' }).message).toBe('Try later');
  });
  it('refuses an unknown key or a malformed fields map', () => {
    expect(errorBodySchema.safeParse({ error: 'oops', message: 'x' }).success).toBe(false);
    expect(errorBodySchema.safeParse({ error: 'slot.full', message: 'x', fields: { a: 'b' } }).success).toBe(
      false,
    );
    expect(errorBodySchema.safeParse({ error: 'slot.full' }).success).toBe(false);
  });
});
