// Answers the provider API gives, as its domain schemas describe them, for the client's tests.

export const ORDER = {
  id_order: 'ORD1',
  action: 'SIGNUP',
  products: [1002, 9001],
  promotions: [2],
  monthly_price: 34,
  created_at: '2026-11-22T10:00:00.000Z',
};

export const SCHEDULE = {
  id_workorder: 'WO12345678',
  code: 'HB12345678',
  status: 'UNSCHEDULED',
  day: null,
  time: null,
  window_start: '2026-11-26',
  window_end: '2026-12-09',
  slots: [
    {
      day: '2026-11-26',
      time: '08:00-13:00',
      start_time: '08:00',
      end_time: '13:00',
      label: 'Thursday 26 November, 8am to 1pm',
      remaining: 3,
      available: true,
      selected: false,
    },
  ],
};

export const ACTION_ANSWER = {
  code: 'HB12345678',
  customer_code: 'HB12345678',
  action: 'CALLME',
  status: 'CALLBACK',
  order: null,
  work_order: null,
  created_at: '2026-11-22T10:00:00.000Z',
};

export const MASKED_DIRECT_DEBIT = {
  account_name: 'J Smith',
  sort_code: '089999',
  account_number: '******58',
  created_at: '2026-11-22T10:00:00.000Z',
};

export const CUSTOMER_RECORD = {
  code: 'HB12345678',
  action: 'SIGNUP',
  status: 'PREACTIVE',
  contact_title: 'MR',
  contact_name: 'Jo',
  contact_surname: 'Bloggs',
  email: 'jo@example.com',
  phone: '07700900123',
  birthdate: '1980-01-01',
  uprn: '100000000001',
  postcode: 'HB1 1AA',
  address: '1 Fibre Street',
  details: {},
  orders: [ORDER],
  work_order: null,
  direct_debit: MASKED_DIRECT_DEBIT,
  confirmed_at: null,
  start_within_cancellation_period: null,
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
};
