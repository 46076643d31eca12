import { describe, expect, it } from 'vitest';
import { createOutageFormSchema, outageBodySchema, outageFormSchema } from './outage';

function fieldMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('outageFormSchema', () => {
  it('needs only the e-mail and the agree box', () => {
    expect(outageFormSchema.parse({ email: 'jo@example.com', agree: true })).toEqual({
      email: 'jo@example.com',
      agree: true,
    });
  });
  it('keeps the optional fields, normalising the postcode', () => {
    expect(
      outageFormSchema.parse({
        name: ' Jo ',
        surname: 'Bloggs',
        email: 'jo@example.com',
        postcode: 'hb11aa',
        agree: true,
      }),
    ).toEqual({ name: 'Jo', surname: 'Bloggs', email: 'jo@example.com', postcode: 'HB1 1AA', agree: true });
    expect(
      outageFormSchema.parse({ email: 'jo@example.com', postcode: '', agree: true }).postcode,
    ).toBeUndefined();
  });
  it("says 'Email is invalid' by default, for blank and malformed alike", () => {
    expect(fieldMessages(outageFormSchema.safeParse({ agree: true }))).toEqual({
      email: ['Email is invalid'],
    });
    expect(fieldMessages(outageFormSchema.safeParse({ email: 'jo@', agree: true }))).toEqual({
      email: ['Email is invalid'],
    });
  });
  it('checks the optional fields when given', () => {
    expect(
      fieldMessages(
        outageFormSchema.safeParse({
          email: 'jo@example.com',
          postcode: 'HB1',
          name: 'x'.repeat(101),
          agree: false,
        }),
      ),
    ).toEqual({
      name: ['Must be 100 characters or fewer'],
      postcode: ['Invalid postcode format'],
      agree: ['Tick the box to agree to be e-mailed about this outage'],
    });
    expect(
      fieldMessages(
        outageFormSchema.safeParse({ email: 'jo@example.com', surname: 'x'.repeat(101), agree: true }),
      ),
    ).toEqual({
      surname: ['Must be 100 characters or fewer'],
    });
  });
  it('uses the configured texts', () => {
    const schema = createOutageFormSchema({ emailError: 'Enter your email', agreeError: 'Please agree' });
    expect(fieldMessages(schema.safeParse({ email: '' }))).toEqual({
      email: ['Enter your email'],
      agree: ['Please agree'],
    });
    expect(fieldMessages(schema.safeParse({ email: 'x', agree: true }))).toEqual({
      email: ['Enter your email'],
    });
  });
});

describe('outageBodySchema', () => {
  it('takes the e-mail only', () => {
    expect(outageBodySchema.parse({ email: ' jo@example.com ' })).toEqual({ email: 'jo@example.com' });
    expect(outageBodySchema.safeParse({ email: 'jo@example.com', name: 'Jo' }).success).toBe(false);
    expect(fieldMessages(outageBodySchema.safeParse({}))).toEqual({ email: ['Please enter your details'] });
  });
});
