import { describe, expect, it } from 'vitest';
import { RESUME_CODE_FORMAT_MESSAGE } from '../resume-code';
import { createResumeOrderBodySchema, verificationCodeSchema } from './resume-order';

const order = {
  contact_title: 'MR',
  contact_name: 'Sam',
  contact_surname: 'Fibre',
  email: 'sam@example.com',
  phone: '07700 900123',
  birthdate: '1985-01-31',
  origin: { value: 'GGLADS' },
  accept_marketing: false,
  accept_terms: true,
  uprn: '100000000001',
  address: '1 Fibre Street, Demoton',
  postcode: 'HB1 1AA',
  address_type: 'RES',
  id_product: 1002,
  addons: [],
  promotions: [],
  additional: {
    needsHelpSwitchingProvider: false,
    hasAlternativeContactMethod: true,
    hasHealthcareOrMedicalAlarm: false,
    confirmResponsibility: true,
    currentProvider: 'BT',
  },
};

const schema = createResumeOrderBodySchema({ today: '2026-06-15' });

function issues(value: unknown) {
  const result = schema.safeParse(value);
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
}

describe('createResumeOrderBodySchema', () => {
  it('accepts the order body without a code, and with one of 6 digits', () => {
    expect(schema.parse(order).verification_code).toBeUndefined();
    expect(schema.parse({ ...order, verification_code: '042917' }).verification_code).toBe('042917');
    // A pasted code may bring spaces with it.
    expect(schema.parse({ ...order, verification_code: ' 042 917 ' }).verification_code).toBe('042917');
  });

  it.each([['12345'], ['1234567'], ['12345a'], [''], ['١٢٣٤٥٦'], [123456]])(
    'refuses the code %j with the words shown to people',
    (code) => {
      expect(issues({ ...order, verification_code: code })).toEqual([
        { path: 'verification_code', message: RESUME_CODE_FORMAT_MESSAGE },
      ]);
    },
  );

  it('keeps the order body rules: a strict body, and its field errors', () => {
    expect(issues({ ...order, admin: true }).map((issue) => issue.path)).toEqual(['']);
    expect(issues({ ...order, email: 'sam@' })).toEqual([{ path: 'email', message: 'Email is invalid' }]);
    // The business rule of the order body (a company name for a business address) still runs.
    expect(issues({ ...order, address_type: 'BUS' }).map((issue) => issue.path)).toContain('company_name');
  });
});

describe('verificationCodeSchema', () => {
  it('says what to enter', () => {
    expect(RESUME_CODE_FORMAT_MESSAGE).toBe('Enter the 6-digit code from the e-mail we sent you');
    expect(verificationCodeSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      RESUME_CODE_FORMAT_MESSAGE,
    );
  });
});
