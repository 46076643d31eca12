import { describe, expect, it } from 'vitest';
import { registerInterestNoticeFields } from './register-interest-notice';
import {
  type RegisterInterestBodyInput,
  registerInterestRequestSchema,
  splitRegisterInterestRequest,
} from './schemas/register-interest';

const payload: RegisterInterestBodyInput = {
  contact_title: 'MS',
  contact_name: 'Sam',
  contact_surname: 'Builder',
  email: 'sam.builder@example.com',
  phone: '07700 900123',
  uprn: '100000000021',
  address: '10 Build Road, Demoton',
  postcode: 'HB1 1AD',
  coverage: 'DESIGN',
  oss_type: null,
  address_type: 'RES',
  marketing: 'YES',
  gdpr: true,
};

/** The route's reading of a request: the provider's payload and the package type. */
function parsed(extra: Record<string, unknown> = {}) {
  return splitRegisterInterestRequest(registerInterestRequestSchema.parse({ ...payload, ...extra }));
}

describe('registerInterestNoticeFields', () => {
  it('carries the person, the address, marketing, the package type’s words and the customer code, all text', () => {
    const { body, packageType } = parsed({ package_type: 'BBANDP', recaptcha_token: 'tok' });
    const fields = registerInterestNoticeFields(body, 'FB7K3M9QXT', packageType);
    expect(fields).toEqual({
      contact_title: 'MS',
      contact_name: 'Sam',
      contact_surname: 'Builder',
      email: 'sam.builder@example.com',
      phone: '07700900123',
      marketing: 'YES',
      address: '10 Build Road, Demoton',
      postcode: 'HB1 1AD',
      uprn: '100000000021',
      package_type: 'Broadband and phone',
      customer_code: 'FB7K3M9QXT',
    });
    expect(Object.values(fields).every((value) => typeof value === 'string')).toBe(true);
    // Nothing of the request's own machinery, nor the provider's flags.
    for (const field of ['recaptcha_token', 'gdpr', 'voucher', 'coverage', 'oss_type', 'address_type']) {
      expect(fields).not.toHaveProperty(field);
    }
  });

  it('names broadband only, and leaves the package type empty when none was chosen (the block)', () => {
    const bbo = parsed({ package_type: 'BBO' });
    expect(registerInterestNoticeFields(bbo.body, 'C1', bbo.packageType).package_type).toBe('Broadband only');
    const none = parsed();
    expect(registerInterestNoticeFields(none.body, 'C1', none.packageType).package_type).toBe('');
  });

  it('sends an empty uprn for an address the network does not know by uprn, and marketing NO', () => {
    for (const uprn of [null, undefined]) {
      const { body } = parsed({ uprn, marketing: 'NO' });
      const fields = registerInterestNoticeFields(body, 'C2', undefined);
      expect(fields.uprn).toBe('');
      expect(fields.marketing).toBe('NO');
    }
  });
});
