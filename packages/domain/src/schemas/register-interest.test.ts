import { describe, expect, it } from 'vitest';
import { COVERAGE_STATUSES, OSS_TYPES } from '../constants';
import { DEMO_ADDRESSES } from '../demo/addresses';
import {
  BOT_CHECK_TOKEN_FIELD,
  PACKAGE_TYPE_FIELD,
  REGISTER_INTEREST_MESSAGES,
  registerInterestBodySchema,
  registerInterestFormSchema,
  registerInterestPayload,
  registerInterestRequestSchema,
  splitRegisterInterestRequest,
} from './register-interest';

function fieldMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

const form = {
  contact_title: 'DR',
  contact_name: 'Sam',
  contact_surname: 'Build',
  email: 'sam@example.com',
  phone: '+44 7700 900123',
  accept_terms: true,
};
/** 10 Build Road, HB1 1AD: DESIGN coverage in the demo-valley register-interest area. */
const buildRoad = DEMO_ADDRESSES.find((address) => address.uprn === '100000000021')!;

describe('registerInterestFormSchema', () => {
  it('accepts a complete form; marketing defaults to no', () => {
    expect(registerInterestFormSchema.parse(form)).toEqual({
      ...form,
      phone: '07700900123',
      accept_marketing: false,
    });
  });

  it("says 'Field is required' for every empty field and asks for the terms", () => {
    expect(fieldMessages(registerInterestFormSchema.safeParse({}))).toEqual({
      contact_title: ['Field is required'],
      contact_name: ['Field is required'],
      contact_surname: ['Field is required'],
      email: ['Field is required'],
      phone: ['Field is required'],
      accept_terms: ['You must agree to the terms and conditions to proceed'],
    });
  });

  it('gives the spec messages for wrong values', () => {
    expect(
      fieldMessages(
        registerInterestFormSchema.safeParse({
          ...form,
          contact_title: 'KING',
          email: 'sam@example.c',
          phone: '0770090012',
          accept_terms: false,
        }),
      ),
    ).toEqual({
      contact_title: ['Please enter a valid title'],
      email: ['Email is invalid'],
      phone: ['Phone is invalid'],
      accept_terms: ['You must agree to the terms and conditions to proceed'],
    });
  });

  it('accepts each title of the six', () => {
    for (const title of ['DR', 'MISS', 'MRS', 'MR', 'MS', 'SIR']) {
      expect(registerInterestFormSchema.safeParse({ ...form, contact_title: title }).success).toBe(true);
    }
  });

  it('accepts a phone extension', () => {
    expect(registerInterestFormSchema.parse({ ...form, phone: '0117 496 0000 #1234' }).phone).toBe(
      '01174960000#1234',
    );
  });
});

describe('REGISTER_INTEREST_MESSAGES', () => {
  it('are the spec words', () => {
    expect(REGISTER_INTEREST_MESSAGES).toEqual({
      recaptchaFailed: 'Recaptcha has failed, please try again.',
      submitFailed: 'There was an error submitting your details. Please try again.',
      missingFormData: 'formData or postcode item is undefined',
      missingEmailService: 'email service is undefined',
    });
  });
});

describe('registerInterestPayload', () => {
  it('builds the ROI payload from the form and the postcode item', () => {
    const parsedForm = registerInterestFormSchema.parse({ ...form, accept_marketing: true });
    const payload = registerInterestPayload(parsedForm, buildRoad, 'HRFRIEND');
    expect(payload).toEqual({
      contact_title: 'DR',
      contact_name: 'Sam',
      contact_surname: 'Build',
      email: 'sam@example.com',
      phone: '07700900123',
      uprn: '100000000021',
      address: buildRoad.address,
      postcode: 'HB1 1AD',
      coverage: 'DESIGN',
      oss_type: buildRoad.oss_type,
      address_type: 'RES',
      voucher: false,
      pending_direct_debit: false,
      marketing: 'YES',
      gdpr: true,
      origin: { value: 'HRFRIEND' },
    });
    expect(registerInterestBodySchema.parse(payload)).toEqual(payload);
  });

  it("says marketing 'NO' without the tick, and leaves origin and a missing uprn out", () => {
    const parsedForm = registerInterestFormSchema.parse(form);
    const { uprn: _, ...withoutUprn } = buildRoad;
    const payload = registerInterestPayload(parsedForm, withoutUprn);
    expect(payload.marketing).toBe('NO');
    expect(payload.uprn).toBeNull();
    expect(payload).not.toHaveProperty('origin');
    expect(registerInterestBodySchema.safeParse(payload).success).toBe(true);
  });
});

describe('registerInterestBodySchema', () => {
  const body = () => registerInterestPayload(registerInterestFormSchema.parse(form), buildRoad);

  it('refuses unknown fields', () => {
    expect(registerInterestBodySchema.safeParse({ ...body(), accept_terms: true }).success).toBe(false);
    expect(
      registerInterestBodySchema.safeParse({ ...body(), origin: { value: 'TV', label: 'TV' } }).success,
    ).toBe(false);
  });

  it('insists on gdpr true, no pending direct debit and a YES/NO marketing answer', () => {
    expect(
      Object.keys(fieldMessages(registerInterestBodySchema.safeParse({ ...body(), gdpr: false }))),
    ).toEqual(['gdpr']);
    expect(registerInterestBodySchema.safeParse({ ...body(), pending_direct_debit: true }).success).toBe(
      false,
    );
    expect(registerInterestBodySchema.safeParse({ ...body(), marketing: 'yes' }).success).toBe(false);
  });

  it('fills the flags it defaults', () => {
    const { voucher: _v, pending_direct_debit: _p, ...rest } = body();
    expect(registerInterestBodySchema.parse(rest)).toMatchObject({
      voucher: false,
      pending_direct_debit: false,
    });
  });

  it('trims the coverage and oss type', () => {
    expect(
      registerInterestBodySchema.parse({ ...body(), coverage: ' DESIGN ', oss_type: ' ACTIVECUST ' }),
    ).toMatchObject({
      coverage: 'DESIGN',
      oss_type: 'ACTIVECUST',
    });
  });

  it('bounds the address', () => {
    expect(registerInterestBodySchema.safeParse({ ...body(), address: 'x'.repeat(301) }).success).toBe(false);
    expect(registerInterestBodySchema.safeParse({ ...body(), address: 'x'.repeat(300) }).success).toBe(true);
  });

  it.each([...COVERAGE_STATUSES, ''])('takes the coverage %j', (coverage) => {
    expect(registerInterestBodySchema.parse({ ...body(), coverage }).coverage).toBe(coverage);
  });

  it.each([...OSS_TYPES, '', null])('takes the oss type %j', (oss_type) => {
    expect(registerInterestBodySchema.parse({ ...body(), oss_type }).oss_type).toBe(oss_type);
  });

  it.each([
    ['coverage', 'designed'],
    ['coverage', 'x'.repeat(32)],
    ['coverage', "' OR 1=1 --"],
    ['coverage', null],
    ['coverage', 1],
    ['oss_type', 'activecust'],
    ['oss_type', 'CUSTOMER'],
    ['oss_type', '<script>alert(1)</script>'],
    ['oss_type', 0],
  ])('refuses %s %j as not one of the known values', (field, value) => {
    const issues = registerInterestBodySchema.safeParse({ ...body(), [field]: value }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, 'Please enter a valid value'],
    ]);
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
      'address',
      '<script>alert(1)</script>',
      "Enter an address using only letters, numbers, spaces and these characters: , . - ' / & ( ) #",
    ],
    ['address', '1 Fibre Street -- Demoton', 'Enter an address without two hyphens in a row'],
  ])('refuses %s %j with its own words', (field, value, message) => {
    const issues = registerInterestBodySchema.safeParse({ ...body(), [field]: value }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });
});

describe('registerInterestRequestSchema (POST /api/customer-roi)', () => {
  const payload = () => registerInterestPayload(registerInterestFormSchema.parse(form), buildRoad);

  it('takes the payload with or without the bot-check token, and hands the token apart', () => {
    const withToken = registerInterestRequestSchema.parse({ ...payload(), recaptcha_token: 'tok-1' });
    expect(splitRegisterInterestRequest(withToken)).toEqual({
      body: registerInterestBodySchema.parse(payload()),
      token: 'tok-1',
      packageType: undefined,
    });
    expect(
      splitRegisterInterestRequest(registerInterestRequestSchema.parse(payload())).token,
    ).toBeUndefined();
    expect(BOT_CHECK_TOKEN_FIELD).toBe('recaptcha_token');
  });

  it('takes the hero’s package type and hands it apart, so the provider’s payload never has it', () => {
    for (const packageType of ['BBO', 'BBANDP'] as const) {
      const split = splitRegisterInterestRequest(
        registerInterestRequestSchema.parse({
          ...payload(),
          recaptcha_token: 'tok',
          package_type: packageType,
        }),
      );
      expect(split).toEqual({
        body: registerInterestBodySchema.parse(payload()),
        token: 'tok',
        packageType,
      });
      expect(registerInterestBodySchema.safeParse(split.body).success).toBe(true);
    }
    expect(PACKAGE_TYPE_FIELD).toBe('package_type');
  });

  it('refuses a package type that is not one of the package types', () => {
    for (const package_type of ['', 'bbo', 'GIGA', 42, null, ['BBO'], { key: 'BBO' }]) {
      const result = registerInterestRequestSchema.safeParse({ ...payload(), package_type });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['package_type'],
        message: 'Please enter a valid value',
      });
    }
  });

  it('refuses a token that is not text, blank or over 4,096 characters, and unknown fields', () => {
    for (const recaptcha_token of [42, '', '  ', 'x'.repeat(4097), null]) {
      expect(registerInterestRequestSchema.safeParse({ ...payload(), recaptcha_token }).success).toBe(false);
    }
    expect(registerInterestRequestSchema.safeParse({ ...payload(), token: 'x' }).success).toBe(false);
  });

  it('is not what the provider takes: its body schema refuses the token and the package type', () => {
    expect(registerInterestBodySchema.safeParse({ ...payload(), recaptcha_token: 'tok' }).success).toBe(
      false,
    );
    expect(registerInterestBodySchema.safeParse({ ...payload(), package_type: 'BBO' }).success).toBe(false);
  });
});
