import { describe, expect, it } from 'vitest';
import {
  callMeBodySchema,
  customerRenewBodySchema,
  openOrderLookupBodySchema,
  openOrderLookupResponseSchema,
  preactiveCustomerUpdateBodySchema,
  prospectBodySchema,
} from './customer-requests';

function fieldMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('prospectBodySchema', () => {
  const prospect = { email: 'jo@example.com', phone: '07700 900123', uprn: '100000000001' };
  it('accepts email, phone and uprn, normalising the phone', () => {
    expect(prospectBodySchema.parse(prospect)).toEqual({ ...prospect, phone: '07700900123' });
  });
  it('gives field errors and refuses unknown fields', () => {
    expect(fieldMessages(prospectBodySchema.safeParse({ email: 'x', phone: '1', uprn: 'abc' }))).toEqual({
      email: ['Email is invalid'],
      phone: ['Phone is invalid'],
      uprn: ['Invalid uprn'],
    });
    expect(prospectBodySchema.safeParse({ ...prospect, name: 'Jo' }).success).toBe(false);
  });
  it('names each blank field in its message (decision 0433)', () => {
    expect(fieldMessages(prospectBodySchema.safeParse({ email: '', phone: ' ', uprn: '' }))).toEqual({
      email: ['Enter your email address'],
      phone: ['Enter your phone number'],
      uprn: ['Choose your address from the list'],
    });
  });
});

describe('callMeBodySchema', () => {
  const callMe = {
    email: 'jo@example.com',
    contact_name: 'Jo',
    contact_surname: 'Bloggs',
    uprn: '100000000001',
    postcode: 'hb1 1aa',
    street_name: 'Fibre Street',
    phone: '020 7946 0000',
    current_provider: 'BT',
  };
  it('accepts the call-me fields', () => {
    expect(callMeBodySchema.parse(callMe)).toEqual({ ...callMe, postcode: 'HB1 1AA', phone: '02079460000' });
  });
  it('requires each of them', () => {
    expect(fieldMessages(callMeBodySchema.safeParse({}))).toEqual({
      email: ['Enter your email address'],
      contact_name: ['Enter your first name'],
      contact_surname: ['Enter your last name'],
      uprn: ['Choose your address from the list'],
      postcode: ['Enter your postcode'],
      street_name: ['Choose your address from the list'],
      phone: ['Enter your phone number'],
      current_provider: ['Choose your current provider'],
    });
  });
  it('names each blank field in its message, as the form leaves them (decision 0433)', () => {
    const blank = Object.fromEntries(Object.keys(callMe).map((field) => [field, '  ']));
    const messages = fieldMessages(callMeBodySchema.safeParse(blank));
    expect(new Set(Object.values(messages).flat()).size).toBe(7);
    expect(messages.email).toEqual(['Enter your email address']);
    expect(messages.uprn).toEqual(['Choose your address from the list']);
  });
  it('keeps the spec’s words for a wrong, not blank, value', () => {
    expect(
      fieldMessages(callMeBodySchema.safeParse({ ...callMe, email: 'jo@', phone: '123', postcode: 'HB1' })),
    ).toEqual({
      email: ['Email is invalid'],
      phone: ['Phone is invalid'],
      postcode: ['Invalid postcode format'],
    });
  });
  it('bounds the texts', () => {
    expect(fieldMessages(callMeBodySchema.safeParse({ ...callMe, street_name: 'x'.repeat(101) }))).toEqual({
      street_name: ['Must be 100 characters or fewer'],
    });
    expect(
      fieldMessages(callMeBodySchema.safeParse({ ...callMe, current_provider: 'x'.repeat(101) })),
    ).toEqual({
      current_provider: ['Must be 100 characters or fewer'],
    });
  });
  it('refuses unknown fields', () => {
    expect(callMeBodySchema.safeParse({ ...callMe, extra: true }).success).toBe(false);
  });
});

describe('preactiveCustomerUpdateBodySchema', () => {
  it('takes either field or both', () => {
    expect(preactiveCustomerUpdateBodySchema.parse({ emergency_phone: '07700 900123' })).toEqual({
      emergency_phone: '07700900123',
    });
    expect(preactiveCustomerUpdateBodySchema.parse({ medical_alarm: false })).toEqual({
      medical_alarm: false,
    });
    expect(
      preactiveCustomerUpdateBodySchema.parse({ emergency_phone: '07700900123', medical_alarm: true }),
    ).toEqual({
      emergency_phone: '07700900123',
      medical_alarm: true,
    });
  });
  it('refuses an empty update', () => {
    expect(fieldMessages(preactiveCustomerUpdateBodySchema.safeParse({}))).toEqual({
      emergency_phone: ['Field is required'],
    });
  });
  it('checks each field', () => {
    expect(
      fieldMessages(
        preactiveCustomerUpdateBodySchema.safeParse({ emergency_phone: '999', medical_alarm: 'yes' }),
      ),
    ).toEqual({
      emergency_phone: ['Phone is invalid'],
      medical_alarm: ['Please select an option'],
    });
    expect(preactiveCustomerUpdateBodySchema.safeParse({ medical_alarm: true, note: 'x' }).success).toBe(
      false,
    );
  });
});

describe('customerRenewBodySchema', () => {
  it('takes ids as numbers or text', () => {
    expect(customerRenewBodySchema.parse({ id_customer: 12, id_contract_renew: 'C-9' })).toEqual({
      id_customer: '12',
      id_contract_renew: 'C-9',
    });
  });
  it('needs both and nothing else', () => {
    expect(customerRenewBodySchema.safeParse({ id_customer: 12 }).success).toBe(false);
    expect(customerRenewBodySchema.safeParse({ id_customer: 1, id_contract_renew: 2, x: 3 }).success).toBe(
      false,
    );
  });
});

describe('callMeBodySchema free text', () => {
  const callMe = {
    email: 'jo@example.com',
    contact_name: 'Siân',
    contact_surname: 'O’Brien-Smith',
    uprn: '100000000001',
    postcode: 'HB1 1AA',
    street_name: 'St. Mary’s Road',
    phone: '020 7946 0000',
    current_provider: 'Virgin Media O2',
  };
  it('accepts names, streets and providers people really have', () => {
    expect(callMeBodySchema.safeParse(callMe).success).toBe(true);
  });
  it.each([
    [
      'contact_name',
      "' OR 1=1 --",
      'Enter a first name using only letters, spaces, hyphens, apostrophes and full stops',
    ],
    [
      'contact_surname',
      '<script>alert(1)</script>',
      'Enter a last name using only letters, spaces, hyphens, apostrophes and full stops',
    ],
    [
      'street_name',
      "' OR 1=1 --",
      "Enter a street name using only letters, numbers, spaces and these characters: , . - ' / & ( ) #",
    ],
    [
      'street_name',
      '<script>alert(1)</script>',
      "Enter a street name using only letters, numbers, spaces and these characters: , . - ' / & ( ) #",
    ],
    [
      'current_provider',
      "' OR 1=1 --",
      "Enter a provider name using only letters, numbers, spaces and these characters: , . - ' / & ( ) # + !",
    ],
    [
      'current_provider',
      '<script>alert(1)</script>',
      "Enter a provider name using only letters, numbers, spaces and these characters: , . - ' / & ( ) # + !",
    ],
  ])('refuses %s %j with one message', (field, value, message) => {
    expect(fieldMessages(callMeBodySchema.safeParse({ ...callMe, [field]: value }))).toEqual({
      [field]: [message],
    });
  });
});

describe('openOrderLookupBodySchema', () => {
  it('takes a uprn and an e-mail, and nothing else', () => {
    const body = { uprn: '100000000001', email: 'jo@example.com' };
    expect(openOrderLookupBodySchema.parse(body)).toEqual(body);
    expect(fieldMessages(openOrderLookupBodySchema.safeParse({ uprn: 'abc', email: 'x' }))).toEqual({
      email: ['Email is invalid'],
      uprn: ['Invalid uprn'],
    });
    expect(openOrderLookupBodySchema.safeParse({ ...body, code: 'FB1' }).success).toBe(false);
  });
  it('answers only whether an order is open', () => {
    expect(openOrderLookupResponseSchema.parse({ open: true })).toEqual({ open: true });
    expect(openOrderLookupResponseSchema.safeParse({ open: true, code: 'FB1' }).success).toBe(false);
  });
});
