import { initialBasketState } from '@fibre/domain/basket-state';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { createCustomerOrderBodySchema } from '@fibre/domain/schemas/customer-order';
import { describe, expect, it } from 'vitest';
import { type ContactDetailsValues, EMPTY_CONTACT_DETAILS } from './contact-details-values';
import { orderBody } from './order-body';

const address = DEMO_ADDRESSES.find(
  (item) => item.uprn === '100000000002',
)! as (typeof DEMO_ADDRESSES)[number] & {
  uprn: string;
};
const values: ContactDetailsValues = {
  ...EMPTY_CONTACT_DETAILS,
  contact_title: 'MS',
  contact_name: 'Ada',
  contact_surname: 'Lovelace',
  email: 'ada@example.com',
  confirm: 'ada@example.com',
  phone: '07700 900123',
  birth_day: '10',
  birth_month: '12',
  birth_year: '1985',
  origin: 'TV',
  accept_terms: true,
  needsHelpSwitchingProvider: 'yes',
  rcpid: 'RCP-BT',
  currentProvider: 'BT',
  wantsToRetainExistingLandline: 'yes',
  landlineNumber: '01632 960123',
  hasAlternativeContactMethod: 'yes',
  hasHealthcareOrMedicalAlarm: 'no',
  confirmResponsibility: 'yes',
};
const options = { today: '2026-11-23', business: false, hasHomePhoneAddon: true, preorder: false };
const basket = {
  ...initialBasketState,
  basketItem: 1002,
  addons: [9002],
  promoCodes: [
    {
      id_promotion: 2,
      code: 'WELCOME10',
      promotion_type: 'RECUR%OFF' as const,
      promotion_value: 10,
      text_to_show: null,
      uprn_status: [],
      products: [1002],
      auto: false,
      valid: true,
    },
  ],
};

describe('orderBody', () => {
  it('is a body the domain order schema accepts, with the switch request agreeing with the answers', () => {
    const body = orderBody({ values, options, address, basket, channel: 'OTHERAFF', awc: '1234_abc' });
    const parsed = createCustomerOrderBodySchema({
      today: '2026-11-23',
      homePhoneAddonIds: [9001, 9002],
    }).safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(body).toMatchObject({
      id_product: 1002,
      addons: [9002],
      promotions: [2],
      channel: 'OTHERAFF',
      awc: '1234_abc',
    });
    expect(body.switch_match).toMatchObject({
      rcpid: 'RCP-BT',
      brand: 'BT',
      surname: 'Lovelace',
      services: [
        { service_type: 'IAS' },
        { service_type: 'NBICS', action: 'port', identifier: '01632 960123' },
      ],
    });
  });

  it('sends the account number and asks to stop a landline that is not kept', () => {
    const body = orderBody({
      values: {
        ...values,
        wantsToRetainExistingLandline: 'no',
        providerAccountNumber: 'BT 1234 5678',
        ceaseLandline: 'yes',
        ceaseLandlineNumber: '01632 960456',
      },
      options,
      address,
      basket: { ...basket, addons: [9001] },
      channel: 'WEB',
      awc: null,
    });
    const parsed = createCustomerOrderBodySchema({
      today: '2026-11-23',
      homePhoneAddonIds: [9001, 9002],
    }).safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(body.switch_match).toMatchObject({
      account_number: 'BT12345678',
      services: [
        { service_type: 'IAS' },
        { service_type: 'NBICS', action: 'cease', identifier: '01632960456' },
      ],
    });
  });

  it('sends no switch request without switching help, and drops a malformed click id', () => {
    const body = orderBody({
      values: { ...values, needsHelpSwitchingProvider: 'no', rcpid: '' },
      options,
      address,
      basket,
      channel: 'WEB',
      awc: '<script>',
    });
    expect(body).not.toHaveProperty('switch_match');
    expect(body).not.toHaveProperty('awc');
  });
});
