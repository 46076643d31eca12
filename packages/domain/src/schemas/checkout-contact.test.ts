import { describe, expect, it } from 'vitest';
import { ORIGIN_CODES, TITLE_CODES } from '../constants';
import {
  BUSINESS_REQUIRED_FIELDS,
  createCheckoutContactSchema,
  createContactTitleSchema,
  currentSpeedSchema,
  EXTRA_ADDRESS_REQUIRED_FIELDS,
  hasComparableEmails,
  originSchema,
} from './checkout-contact';
import { optionalPostcodeSchema } from './postcode';

const TODAY = '2026-06-15';

function fieldMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

const valid = {
  contact_title: 'MS',
  contact_name: ' Jo ',
  contact_surname: 'Bloggs',
  email: 'jo@example.com',
  confirm: 'Jo@Example.com',
  phone: '07700 900123',
  birthdate: '1990-05-17',
  origin: { value: 'HRFRIEND', label: 'From a friend' },
  accept_marketing: true,
  accept_terms: true,
};

describe('createCheckoutContactSchema', () => {
  const schema = () => createCheckoutContactSchema({ today: TODAY });

  it('accepts a complete form, normalising and filling defaults', () => {
    expect(schema().parse(valid)).toEqual({
      contact_title: 'MS',
      contact_name: 'Jo',
      contact_surname: 'Bloggs',
      email: 'jo@example.com',
      confirm: 'Jo@Example.com',
      phone: '07700900123',
      birthdate: '1990-05-17',
      origin: { value: 'HRFRIEND' },
      accept_marketing: true,
      accept_terms: true,
      voucher: false,
    });
  });

  it('defaults marketing to not accepted', () => {
    const { accept_marketing: _, ...rest } = valid;
    expect(schema().parse(rest).accept_marketing).toBe(false);
  });

  it('keeps the optional fields when given', () => {
    const parsed = schema().parse({
      ...valid,
      voucher: true,
      current_speed: 'OVER_100',
      company_number: 'sc123456',
      postcode: 'hb11aa',
      building_number: ' 7 ',
    });
    expect(parsed).toMatchObject({
      voucher: true,
      current_speed: 'OVER_100',
      company_number: 'SC123456',
      postcode: 'HB1 1AA',
      building_number: '7',
    });
  });

  it('shows every message of an empty form at once', () => {
    expect(fieldMessages(schema().safeParse({}))).toEqual({
      contact_title: ['Please enter your details'],
      contact_name: ['Field is required'],
      contact_surname: ['Field is required'],
      email: ['Please enter your details'],
      confirm: ['Please enter your details'],
      phone: ['Please enter your details'],
      birthdate: ['Please enter your details'],
      origin: ['Field is required'],
      accept_terms: ['You must agree to the terms and conditions to proceed'],
    });
  });

  it('gives the spec messages for wrong values', () => {
    const result = schema().safeParse({
      ...valid,
      contact_title: 'LORD',
      contact_name: '  ',
      email: 'jo@example',
      confirm: 'jo@example.org',
      phone: '12345',
      birthdate: '1900-06-01',
      origin: { value: 'NEWSPAPER' },
      accept_terms: false,
      current_speed: 'FAST',
    });
    expect(fieldMessages(result)).toEqual({
      contact_title: ['Please enter a valid title'],
      contact_name: ['Field is required'],
      email: ['Email is invalid'],
      confirm: ['Emails do not match'],
      phone: ['Phone is invalid'],
      birthdate: ['Please enter a valid date'],
      'origin.value': ['Field is required'],
      accept_terms: ['You must agree to the terms and conditions to proceed'],
      current_speed: ['Please select an option'],
    });
  });

  it("says 'Emails do not match' alone when only the confirmation differs", () => {
    expect(fieldMessages(schema().safeParse({ ...valid, confirm: 'jo@example.co' }))).toEqual({
      confirm: ['Emails do not match'],
    });
  });

  it('refuses an under-18', () => {
    expect(fieldMessages(schema().safeParse({ ...valid, birthdate: '2008-06-16' }))).toEqual({
      birthdate: ['Please confirm that you are at least 18 years old'],
    });
  });

  it('bounds the names at 100 characters', () => {
    expect(schema().safeParse({ ...valid, contact_name: 'a'.repeat(100) }).success).toBe(true);
    expect(fieldMessages(schema().safeParse({ ...valid, contact_surname: 'a'.repeat(101) }))).toEqual({
      contact_surname: ['Must be 100 characters or fewer'],
    });
  });

  it('does not require business or extra-address fields by default', () => {
    expect(schema().safeParse(valid).success).toBe(true);
  });

  it('requires the company name for a business address', () => {
    const business = createCheckoutContactSchema({ today: TODAY, business: true });
    expect(BUSINESS_REQUIRED_FIELDS).toEqual(['company_name']);
    expect(fieldMessages(business.safeParse({ ...valid, company_name: ' ' }))).toEqual({
      company_name: ['Please enter your details'],
    });
    expect(business.parse({ ...valid, company_name: 'Acme Ltd' }).company_name).toBe('Acme Ltd');
    expect(
      fieldMessages(business.safeParse({ ...valid, company_name: 'Acme', company_number: '123' })),
    ).toEqual({
      company_number: ['Please enter a valid company number'],
    });
  });

  it('requires street, town and postcode when the extra-address fields show', () => {
    const extra = createCheckoutContactSchema({ today: TODAY, extraAddress: true });
    expect(EXTRA_ADDRESS_REQUIRED_FIELDS).toEqual(['street_name', 'town', 'postcode']);
    expect(fieldMessages(extra.safeParse({ ...valid, postcode: '' }))).toEqual({
      street_name: ['Please enter your details'],
      town: ['Please enter your details'],
      postcode: ['Please enter your details'],
    });
    expect(
      extra.parse({ ...valid, street_name: 'Fibre Street', town: 'Demoton', postcode: 'hb1 1aa' }),
    ).toMatchObject({ street_name: 'Fibre Street', town: 'Demoton', postcode: 'HB1 1AA' });
    expect(
      fieldMessages(extra.safeParse({ ...valid, street_name: 'x', town: 'y', postcode: 'HB1' })),
    ).toEqual({
      postcode: ['Invalid postcode format'],
    });
  });

  it('shows option-required fields together with other errors', () => {
    const business = createCheckoutContactSchema({ today: TODAY, business: true });
    expect(Object.keys(fieldMessages(business.safeParse({ ...valid, accept_terms: 'yes' })))).toEqual([
      'accept_terms',
      'company_name',
    ]);
  });

  it('does not compare e-mails while the confirmation is blank or not text', () => {
    expect(fieldMessages(schema().safeParse({ ...valid, confirm: '  ' }))).toEqual({
      confirm: ['Please enter your details'],
    });
    expect(fieldMessages(schema().safeParse({ ...valid, confirm: 7 }))).toEqual({
      confirm: ['Please enter your details'],
    });
    expect(
      fieldMessages(schema().safeParse({ ...valid, email: undefined, confirm: 'jo@example.com' })),
    ).toEqual({
      email: ['Please enter your details'],
    });
  });

  it('refuses a value that is not an object', () => {
    expect(schema().safeParse(null).error?.issues).toHaveLength(1);
  });
});

describe('createContactTitleSchema', () => {
  it('accepts every title code', () => {
    for (const code of TITLE_CODES) expect(createContactTitleSchema().parse(code)).toBe(code);
  });
  it('asks for the title when empty, and calls others invalid', () => {
    const schema = createContactTitleSchema('Field is required');
    for (const empty of [undefined, null, '']) {
      expect(schema.safeParse(empty).error?.issues[0]?.message).toBe('Field is required');
    }
    expect(schema.safeParse('mr').error?.issues[0]?.message).toBe('Please enter a valid title');
  });
});

describe('originSchema', () => {
  it('accepts each of the 17 origin codes', () => {
    expect(ORIGIN_CODES).toHaveLength(17);
    for (const value of ORIGIN_CODES) expect(originSchema.parse({ value })).toEqual({ value });
  });
  it("says 'Field is required' when not chosen", () => {
    expect(originSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Field is required');
    expect(originSchema.safeParse({ value: '' }).error?.issues[0]?.message).toBe('Field is required');
  });
});

describe('currentSpeedSchema and optionalPostcodeSchema', () => {
  it('take the three speed codes', () => {
    expect(currentSpeedSchema.parse('UP_TO_24')).toBe('UP_TO_24');
    expect(currentSpeedSchema.parse('OVER_24_UNDER_100')).toBe('OVER_24_UNDER_100');
  });
  it('treat a blank postcode as not given', () => {
    expect(optionalPostcodeSchema.parse(' ')).toBeUndefined();
    expect(optionalPostcodeSchema.parse(undefined)).toBeUndefined();
    expect(optionalPostcodeSchema.safeParse(5).error?.issues[0]?.message).toBe('Invalid postcode format');
  });
});

describe('hasComparableEmails', () => {
  it.each([
    [{ email: 'a', confirm: 'b' }, true],
    [{ email: 'a', confirm: ' ' }, false],
    [{ email: 1, confirm: 'b' }, false],
    [{ email: 'a', confirm: 1 }, false],
    [{ email: 'a' }, false],
    [null, false],
    ['a', false],
  ])('%j: %s', (value, comparable) => {
    expect(hasComparableEmails(value)).toBe(comparable);
  });
});

describe('createCheckoutContactSchema free text', () => {
  const schema = createCheckoutContactSchema({ today: TODAY, business: true, extraAddress: true });
  const full = {
    ...valid,
    contact_name: 'Siân',
    contact_surname: "D'Arcy-O’Brien",
    company_name: 'Smith + Sons (Leeds) Ltd',
    building_number: 'Flat 2/3',
    street_name: 'St. Mary’s Road',
    town: 'Newcastle upon Tyne',
    postcode: 'HB1 1AA',
  };
  it('accepts the names and address lines people really have', () => {
    expect(schema.safeParse(full).success).toBe(true);
  });
  it('still leaves the optional address lines blank when not asked for', () => {
    expect(createCheckoutContactSchema({ today: TODAY }).parse({ ...valid, town: '  ' }).town).toBe('');
  });
  it.each([
    [
      'contact_name',
      'R2D2',
      'Enter a first name using only letters, spaces, hyphens, apostrophes and full stops',
    ],
    ['contact_surname', '-', 'Enter a last name that includes a letter'],
    [
      'company_name',
      '<b>Acme</b>',
      "Enter a company name using only letters, numbers, spaces and these characters: , . - ' / & ( ) # +",
    ],
    [
      'building_number',
      "7'; --",
      "Enter a building number or name using only letters, numbers, spaces and these characters: , . - ' / & ( ) #",
    ],
    ['street_name', 'Fibre Street--', 'Enter a street name without two hyphens in a row'],
    [
      'town',
      'Leeds;',
      "Enter a town or city using only letters, numbers, spaces and these characters: , . - ' / & ( ) #",
    ],
    ['town', 'x'.repeat(101), 'Must be 100 characters or fewer'],
  ])('refuses %s %j with one message', (field, value, message) => {
    expect(fieldMessages(schema.safeParse({ ...full, [field]: value }))).toEqual({ [field]: [message] });
  });
});
