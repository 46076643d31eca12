import { describe, expect, it } from 'vitest';
import { CUSTOMER_ACTIONS } from '../constants';
import { DEMO_ADDRESSES } from '../demo/addresses';
import { DEMO_PRODUCTS } from '../demo/products';
import { DEMO_PROMOTIONS } from '../demo/promotions';
import {
  CHECKOUT_CHANNELS,
  createCustomerActionBodySchemas,
  createCustomerOrderBodySchema,
  MAX_ORDER_ADDONS,
  MAX_ORDER_PROMOTIONS,
  ORDER_ACTIONS,
} from './customer-order';
import { callMeBodySchema } from './customer-requests';
import { registerInterestBodySchema } from './register-interest';

function fieldMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

const TODAY = '2026-06-15';
const fibreStreet = DEMO_ADDRESSES.find((address) => address.uprn === '100000000001')!;
const unit1 = DEMO_ADDRESSES.find((address) => address.uprn === '100000000041')!;
const fibre400 = DEMO_PRODUCTS.find((product) => product.id_product === 1002)!;
const homePhoneIds = DEMO_PRODUCTS.filter((product) => product.name.includes('Home Phone')).map(
  (product) => product.id_product,
);
const welcome10 = DEMO_PROMOTIONS.find((promotion) => promotion.code === 'WELCOME10')!;

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
  uprn: fibreStreet.uprn,
  address: fibreStreet.address,
  postcode: fibreStreet.postcode,
  address_type: fibreStreet.address_type,
  id_product: fibre400.id_product,
  addons: [9001],
  promotions: [welcome10.id_promotion],
  additional: {
    needsHelpSwitchingProvider: false,
    wantsToRetainExistingLandline: false,
    hasAlternativeContactMethod: true,
    hasHealthcareOrMedicalAlarm: false,
    confirmResponsibility: true,
    currentProvider: 'BT',
  },
};

const schema = () => createCustomerOrderBodySchema({ today: TODAY, homePhoneAddonIds: homePhoneIds });

describe('createCustomerOrderBodySchema', () => {
  it('accepts a demo order (Fibre 400, Home Phone, WELCOME10) with defaults filled', () => {
    expect(homePhoneIds).toEqual([9001, 9002]);
    const parsed = schema().parse(order);
    expect(parsed).toMatchObject({
      phone: '07700900123',
      postcode: 'HB1 1AA',
      id_product: 1002,
      addons: [9001],
      promotions: [2],
      channel: 'WEB',
      voucher: false,
      additional: { currentProvider: 'BT', landlineNumber: undefined, rcpid: undefined },
    });
  });

  it('defaults add-ons and promotions to none', () => {
    const { addons: _a, promotions: _p, ...bare } = order;
    expect(schema().parse(bare)).toMatchObject({ addons: [], promotions: [] });
  });

  it('takes the affiliate channel and click id', () => {
    expect(CHECKOUT_CHANNELS).toEqual(['WEB', 'OTHERAFF']);
    expect(schema().parse({ ...order, channel: 'OTHERAFF', awc: '1234_abc' })).toMatchObject({
      channel: 'OTHERAFF',
      awc: '1234_abc',
    });
    expect(schema().safeParse({ ...order, channel: 'TV' }).success).toBe(false);
    expect(schema().safeParse({ ...order, awc: 'x'.repeat(257) }).success).toBe(false);
    expect(schema().safeParse({ ...order, awc: 'x'.repeat(256) }).success).toBe(true);
    expect(schema().safeParse({ ...order, awc: '<script>alert(1)</script>' }).success).toBe(false);
  });

  it('refuses unknown fields at the top, in origin and in the answers', () => {
    expect(schema().safeParse({ ...order, confirm: order.email }).success).toBe(false);
    expect(schema().safeParse({ ...order, origin: { value: 'GGLADS', label: 'Google' } }).success).toBe(
      false,
    );
    expect(schema().safeParse({ ...order, additional: { ...order.additional, extra: 1 } }).success).toBe(
      false,
    );
  });

  it('needs the address, plan and answers', () => {
    const {
      uprn: _u,
      address: _a,
      postcode: _p,
      address_type: _t,
      id_product: _i,
      additional: _x,
      ...rest
    } = order;
    expect(Object.keys(fieldMessages(schema().safeParse(rest))).sort()).toEqual([
      'additional',
      'address',
      'address_type',
      'id_product',
      'postcode',
      'uprn',
    ]);
  });

  it('refuses an under-18 and a telecare yes', () => {
    expect(
      fieldMessages(
        schema().safeParse({
          ...order,
          birthdate: '2008-06-16',
          additional: { ...order.additional, hasHealthcareOrMedicalAlarm: true },
        }),
      ),
    ).toEqual({
      birthdate: ['Please confirm that you are at least 18 years old'],
      'additional.hasHealthcareOrMedicalAlarm': ["Sorry, you can't progress with your online order"],
    });
  });

  it('requires the keep-landline answer only with a home-phone add-on', () => {
    const { wantsToRetainExistingLandline: _, ...unanswered } = order.additional;
    expect(fieldMessages(schema().safeParse({ ...order, additional: unanswered }))).toEqual({
      'additional.wantsToRetainExistingLandline': ['Please select an option'],
    });
    expect(fieldMessages(schema().safeParse({ ...order, addons: [9002], additional: unanswered }))).toEqual({
      'additional.wantsToRetainExistingLandline': ['Please select an option'],
    });
    expect(schema().safeParse({ ...order, addons: [9004], additional: unanswered }).success).toBe(true);
    expect(schema().safeParse({ ...order, addons: [9004, 9001], additional: unanswered }).success).toBe(
      false,
    );
    expect(schema().safeParse({ ...order, addons: [], additional: unanswered }).success).toBe(true);
    expect(schema().safeParse({ ...order, additional: unanswered }).error?.issues[0]?.code).toBe('custom');
    const noCatalogue = createCustomerOrderBodySchema({ today: TODAY });
    expect(noCatalogue.safeParse({ ...order, additional: unanswered }).success).toBe(true);
  });

  it('requires the company name for a business address', () => {
    const business = {
      ...order,
      uprn: unit1.uprn,
      address: unit1.address,
      postcode: unit1.postcode,
      address_type: 'BUS',
    };
    expect(fieldMessages(schema().safeParse(business))).toEqual({
      company_name: ['Please enter your details'],
    });
    expect(
      schema().parse({ ...business, company_name: 'Acme Ltd', company_number: 'sc123456' }),
    ).toMatchObject({
      company_name: 'Acme Ltd',
      company_number: 'SC123456',
    });
  });

  it('refuses repeated ids, the plan as an add-on, and too many ids', () => {
    expect(fieldMessages(schema().safeParse({ ...order, addons: [9001, 9001] }))).toEqual({
      addons: ['Each id may appear once'],
    });
    expect(fieldMessages(schema().safeParse({ ...order, promotions: [2, 2] }))).toEqual({
      promotions: ['Each id may appear once'],
    });
    expect(fieldMessages(schema().safeParse({ ...order, addons: [1002, 9001] }))).toEqual({
      addons: ['The plan cannot also be an add-on'],
    });
    expect(MAX_ORDER_ADDONS).toBe(10);
    expect(MAX_ORDER_PROMOTIONS).toBe(20);
    const ids = (n: number, from: number) => Array.from({ length: n }, (_, i) => from + i);
    expect(schema().safeParse({ ...order, addons: ids(10, 9001) }).success).toBe(true);
    expect(schema().safeParse({ ...order, addons: ids(11, 9001) }).success).toBe(false);
    expect(schema().safeParse({ ...order, promotions: ids(20, 1) }).success).toBe(true);
    expect(schema().safeParse({ ...order, promotions: ids(21, 1) }).success).toBe(false);
  });

  it('shows body-level checks together with field errors', () => {
    expect(Object.keys(fieldMessages(schema().safeParse({ ...order, email: 'x', addons: [1002] })))).toEqual([
      'email',
      'addons',
    ]);
  });

  it('reports a missing answers object once', () => {
    expect(fieldMessages(schema().safeParse({ ...order, additional: null }))).toEqual({
      additional: ['Invalid input: expected object, received null'],
    });
  });

  it('files the plan-as-add-on error as a custom issue', () => {
    expect(schema().safeParse({ ...order, addons: [1002] }).error?.issues[0]?.code).toBe('custom');
  });

  it('copes with add-ons that are not a list', () => {
    expect(Object.keys(fieldMessages(schema().safeParse({ ...order, addons: 'x' })))).toEqual(['addons']);
  });
});

describe('customer actions', () => {
  it('give each action its body schema', () => {
    const schemas = createCustomerActionBodySchemas({ today: TODAY });
    expect(Object.keys(schemas).sort()).toEqual([...CUSTOMER_ACTIONS].sort());
    expect(ORDER_ACTIONS).toEqual(['SIGNUP', 'UPDATE', 'PREORDER', 'PREORDERDDSDU', 'PREORDERDDMDU']);
    for (const action of ORDER_ACTIONS) expect(schemas[action].safeParse(order).success).toBe(true);
    expect(schemas.ROI).toBe(registerInterestBodySchema);
    expect(schemas.CALLME).toBe(callMeBodySchema);
  });

  it('apply the home-phone catalogue given', () => {
    const schemas = createCustomerActionBodySchemas({ today: TODAY, homePhoneAddonIds: [9001] });
    const { wantsToRetainExistingLandline: _, ...unanswered } = order.additional;
    expect(schemas.SIGNUP.safeParse({ ...order, additional: unanswered }).success).toBe(false);
  });
});

describe('createCustomerOrderBodySchema free text', () => {
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
      "' OR 1=1 --",
      "Enter an address using only letters, numbers, spaces and these characters: , . - ' / & ( ) #",
    ],
    [
      'address',
      '<script>alert(1)</script>',
      "Enter an address using only letters, numbers, spaces and these characters: , . - ' / & ( ) #",
    ],
  ])('refuses %s %j with one message', (field, value, message) => {
    expect(fieldMessages(schema().safeParse({ ...order, [field]: value }))).toEqual({ [field]: [message] });
  });
  it('refuses a current provider of markup inside the answers', () => {
    const additional = { ...order.additional, currentProvider: '<script>alert(1)</script>' };
    expect(fieldMessages(schema().safeParse({ ...order, additional }))).toEqual({
      'additional.currentProvider': [
        "Enter a provider name using only letters, numbers, spaces and these characters: , . - ' / & ( ) # + !",
      ],
    });
  });
  it.each(DEMO_ADDRESSES.filter((address) => address.uprn !== null))(
    'accepts the demo address %#',
    (address) => {
      expect(schema().shape.address.safeParse(address.address).success).toBe(true);
    },
  );
});
