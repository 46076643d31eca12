import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';

/** Request bodies for the customer calls, built on the demo data. */

function addressOf(uprn: string) {
  const address = DEMO_ADDRESSES.find((entry) => entry.uprn === uprn);
  if (!address) throw new Error(`No demo address ${uprn}`);
  return address;
}

export function orderBody(overrides: Record<string, unknown> = {}, uprn = '100000000001') {
  const address = addressOf(uprn);
  return {
    contact_title: 'MR',
    contact_name: 'Sam',
    contact_surname: 'Fibre',
    email: 'sam.fibre@example.com',
    phone: '07700 900123',
    birthdate: '1985-01-31',
    origin: { value: 'GGLADS' },
    accept_marketing: false,
    accept_terms: true,
    uprn: address.uprn,
    address: address.address,
    postcode: address.postcode,
    address_type: address.address_type,
    id_product: 1002,
    addons: [9001],
    promotions: [2],
    additional: {
      needsHelpSwitchingProvider: false,
      wantsToRetainExistingLandline: false,
      hasAlternativeContactMethod: true,
      hasHealthcareOrMedicalAlarm: false,
      confirmResponsibility: true,
      currentProvider: 'BT',
    },
    ...overrides,
  };
}

export function interestBody(overrides: Record<string, unknown> = {}, uprn: string | null = '100000000021') {
  const address = uprn ? addressOf(uprn) : DEMO_ADDRESSES.find((entry) => entry.uprn === null)!;
  return {
    contact_title: 'MS',
    contact_name: 'Ada',
    contact_surname: 'Build',
    email: 'ada.build@example.com',
    phone: '07700 900456',
    uprn: address.uprn,
    address: address.address,
    postcode: address.postcode,
    coverage: address.coverage,
    oss_type: address.oss_type,
    address_type: address.address_type,
    marketing: 'NO',
    gdpr: true,
    ...overrides,
  };
}

export function callMeBody(overrides: Record<string, unknown> = {}) {
  return {
    email: 'call.me@example.com',
    contact_name: 'Cal',
    contact_surname: 'Back',
    uprn: '100000000002',
    postcode: 'HB1 1AA',
    street_name: 'Fibre Street',
    phone: '07700 900789',
    current_provider: 'Sky',
    ...overrides,
  };
}

export function prospectBody(overrides: Record<string, unknown> = {}) {
  return { email: 'pro.spect@example.com', phone: '07700 900321', uprn: '100000000003', ...overrides };
}
