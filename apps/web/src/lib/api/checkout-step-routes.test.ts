import { SLOT_TAKEN_MESSAGE } from '@fibre/domain/checkout-steps';
import { ProviderError } from '@fibre/provider-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  confirmOrder,
  contractSummary,
  directDebit,
  installationSlots,
  setInstallationSchedule,
} from './checkout-step-routes';
import { RATE_LIMIT_RULES } from './rate-limits';
import { down, fakeDeps, get, notFound, orderCookie, post, VID } from './route-deps.test-support';

afterEach(() => vi.restoreAllMocks());

const KEY = '123e4567-e89b-42d3-a456-426614174999';
const own = orderCookie('C42');
const withCookie = { cookie: `hb_vid=${VID}; ${own.cookie}` };

describe('POST /api/installation-slots', () => {
  it("answers the customer's work order and its slots", async () => {
    const { deps, provider } = fakeDeps();
    const response = await installationSlots(post('/api/installation-slots', { code: 'C42' }, own), deps);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.schedule.id_workorder).toBe('WO12345678');
    expect(body.schedule.slots).toHaveLength(4);
    expect(provider.getCustomerSchedule).toHaveBeenCalledWith('C42');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([{}, { code: '' }, { code: 'C1', extra: true }, { code: '../x' }])(
    'answers 400 validation.invalid_body for %j',
    async (body) => {
      const { deps, provider } = fakeDeps();
      const response = await installationSlots(post('/api/installation-slots', body), deps);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe('validation.invalid_body');
      expect(provider.getCustomerSchedule).not.toHaveBeenCalled();
    },
  );

  it('logs and answers an error object: 404 when there are no slots, 503 when the provider is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const none = fakeDeps({
      getCustomerSchedule: vi.fn(async () => {
        throw notFound('installation_slots.none');
      }),
    });
    const missing = await installationSlots(post('/api/installation-slots', { code: 'C42' }, own), none.deps);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe('installation_slots.none');
    expect(warn).toHaveBeenCalled();

    const failing = fakeDeps({
      getCustomerSchedule: vi.fn(async () => {
        throw down();
      }),
    });
    const failed = await installationSlots(
      post('/api/installation-slots', { code: 'C42' }, own),
      failing.deps,
    );
    expect(failed.status).toBe(503);
    expect((await failed.json()).error).toBe('service.unavailable');
    expect(error).toHaveBeenCalled();
  });

  it('is rate-limited per visitor', async () => {
    const { deps } = fakeDeps();
    const limit = RATE_LIMIT_RULES.checkoutStepRead.limit;
    for (let i = 0; i < limit; i++) {
      const ok = await installationSlots(post('/api/installation-slots', { code: 'C42' }, withCookie), deps);
      expect(ok.status).toBe(200);
    }
    const refused = await installationSlots(
      post('/api/installation-slots', { code: 'C42' }, withCookie),
      deps,
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });
});

describe('POST /api/set-installation-schedule', () => {
  const body = { id_workorder: 'wo12345678', day: '2026-11-27', time: '08:00-13:00' };

  it('books the slot on the work order', async () => {
    const { deps, provider } = fakeDeps();
    const response = await setInstallationSchedule(post('/api/set-installation-schedule', body, own), deps);
    expect(response.status).toBe(200);
    expect((await response.json()).schedule).toMatchObject({ status: 'SCHEDULED', day: '2026-11-27' });
    expect(provider.setWorkOrderSchedule).toHaveBeenCalledWith('WO12345678', {
      day: '2026-11-27',
      time: '08:00-13:00',
    });
  });

  it('says the slot was just taken on 409 slot.full', async () => {
    const { deps } = fakeDeps({
      setWorkOrderSchedule: vi.fn(async () => {
        throw new ProviderError({ key: 'slot.full', status: 409, message: 'That installation slot is full' });
      }),
    });
    const response = await setInstallationSchedule(post('/api/set-installation-schedule', body, own), deps);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'slot.full', message: SLOT_TAKEN_MESSAGE });
  });

  it('passes a slot not offered on as 422 with its fields', async () => {
    const fields = [{ path: 'day', message: 'Choose a day from 2026-11-27 to 2026-12-10' }];
    const { deps } = fakeDeps({
      setWorkOrderSchedule: vi.fn(async () => {
        throw new ProviderError({ key: 'slot.not_offered', status: 422, message: 'Not offered', fields });
      }),
    });
    const response = await setInstallationSchedule(post('/api/set-installation-schedule', body, own), deps);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'slot.not_offered', message: 'Not offered', fields });
  });

  it('refuses a time that is not one of the two slots', async () => {
    const { deps, provider } = fakeDeps();
    const response = await setInstallationSchedule(
      post('/api/set-installation-schedule', { ...body, time: '09:00-10:00' }),
      deps,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields[0].path).toBe('time');
    expect(provider.setWorkOrderSchedule).not.toHaveBeenCalled();
  });
});

describe('POST /api/direct-debit', () => {
  const body = {
    code: 'C42',
    account_name: 'Jane Smith',
    sort_code: '08-99-99',
    account_number: '6637 4958',
  };

  it('sets up the mandate with the Idempotency-Key forwarded and answers only the masked details', async () => {
    const { deps, provider } = fakeDeps();
    const response = await directDebit(
      post('/api/direct-debit', body, { 'Idempotency-Key': KEY, ...own }),
      deps,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      directDebit: { account_name: 'Jane Smith', sort_code: '089999', account_number: '******58' },
    });
    expect(provider.setDirectDebit).toHaveBeenCalledWith(
      'C42',
      { account_name: 'Jane Smith', sort_code: '089999', account_number: '66374958' },
      { idempotencyKey: KEY },
    );
  });

  it.each([[{}], [{ 'Idempotency-Key': 'short' }], [{ 'Idempotency-Key': 'a b c d e f g h' }]])(
    'requires an Idempotency-Key: 400 validation.invalid_headers for %j',
    async (headers) => {
      const { deps, provider } = fakeDeps();
      const response = await directDebit(post('/api/direct-debit', body, headers), deps);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'validation.invalid_headers',
        fields: [{ path: 'Idempotency-Key' }],
      });
      expect(provider.setDirectDebit).not.toHaveBeenCalled();
    },
  );

  it('names the fields on 422 bank.invalid_details', async () => {
    const fields = [
      { path: 'sort_code', message: 'Check the sort code and account number' },
      { path: 'account_number', message: 'Check the sort code and account number' },
    ];
    const { deps } = fakeDeps({
      setDirectDebit: vi.fn(async () => {
        throw new ProviderError({
          key: 'bank.invalid_details',
          status: 422,
          message: 'Do not match',
          fields,
        });
      }),
    });
    const response = await directDebit(
      post('/api/direct-debit', body, { 'Idempotency-Key': KEY, ...own }),
      deps,
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'bank.invalid_details', message: 'Do not match', fields });
  });

  it('checks the shape of the bank details before calling the provider', async () => {
    const { deps, provider } = fakeDeps();
    const response = await directDebit(
      post('/api/direct-debit', { ...body, sort_code: '08999' }, { 'Idempotency-Key': KEY, ...own }),
      deps,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields.map((field: { path: string }) => field.path)).toEqual([
      'sort_code',
    ]);
    expect(provider.setDirectDebit).not.toHaveBeenCalled();
  });

  it('answers 502 with plain words when the provider fails, without the bank details in the log', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = fakeDeps({
      setDirectDebit: vi.fn(async () => {
        throw new ProviderError({ key: 'internal.error', status: 500, message: 'boom' });
      }),
    });
    const response = await directDebit(
      post('/api/direct-debit', body, { 'Idempotency-Key': KEY, ...own }),
      deps,
    );
    expect(response.status).toBe(502);
    expect(JSON.stringify(error.mock.calls)).not.toContain('66374958');
  });
});

describe('POST /api/confirm-order', () => {
  const body = { code: 'C42', start_within_cancellation_period: true };

  it('places the order with the Idempotency-Key forwarded', async () => {
    const { deps, provider } = fakeDeps();
    const response = await confirmOrder(
      post('/api/confirm-order', body, { 'Idempotency-Key': KEY, ...own }),
      deps,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: 'C42',
      status: 'ORDERED',
      order_number: 'C42',
      email_sent_to: 'lena@example.com',
    });
    expect(provider.confirmOrder).toHaveBeenCalledWith(
      'C42',
      { start_within_cancellation_period: true },
      { idempotencyKey: KEY },
    );
  });

  it('requires the Idempotency-Key and the 14-day answer', async () => {
    const { deps, provider } = fakeDeps();
    const noKey = await confirmOrder(post('/api/confirm-order', body), deps);
    expect(noKey.status).toBe(400);
    expect((await noKey.json()).error).toBe('validation.invalid_headers');
    const noAnswer = await confirmOrder(
      post('/api/confirm-order', { code: 'C42' }, { 'Idempotency-Key': KEY, ...own }),
      deps,
    );
    expect(noAnswer.status).toBe(400);
    expect((await noAnswer.json()).fields[0].path).toBe('start_within_cancellation_period');
    expect(provider.confirmOrder).not.toHaveBeenCalled();
  });

  it.each([
    ['order.direct_debit_missing', 422],
    ['order.installation_not_booked', 422],
    ['order.already_confirmed', 409],
    ['customer.not_found', 404],
  ])('passes %s on', async (key, status) => {
    const { deps } = fakeDeps({
      confirmOrder: vi.fn(async () => {
        throw new ProviderError({ key, status, message: 'refused' });
      }),
    });
    const response = await confirmOrder(
      post('/api/confirm-order', body, { 'Idempotency-Key': KEY, ...own }),
      deps,
    );
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: key, message: 'refused' });
  });
});

describe('GET /api/contract-summary', () => {
  it('downloads the PDF', async () => {
    const { deps, provider } = fakeDeps();
    const response = await contractSummary(get('/api/contract-summary?code=C42', own), deps);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="contract-summary-C42.pdf"',
    );
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe('%PDF-1.7 test');
    expect(provider.getContractSummaryPdf).toHaveBeenCalledWith('C42');
  });

  it.each(['', '?code=', '?code=a/b', '?code=C1&code=C2', '?code=C1&x=1'])(
    'answers 400 for %j',
    async (query) => {
      const { deps, provider } = fakeDeps();
      const response = await contractSummary(get(`/api/contract-summary${query}`), deps);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe('validation.invalid_query');
      expect(provider.getContractSummaryPdf).not.toHaveBeenCalled();
    },
  );

  it('passes 409 order.none on as JSON', async () => {
    const { deps } = fakeDeps({
      getContractSummaryPdf: vi.fn(async () => {
        throw new ProviderError({ key: 'order.none', status: 409, message: 'No order' });
      }),
    });
    const response = await contractSummary(get('/api/contract-summary?code=C42', own), deps);
    expect(response.status).toBe(409);
    expect((await response.json()).error).toBe('order.none');
  });
});

describe('only the order this browser was given (decision 0290)', () => {
  const bank = { code: 'C42', account_name: 'Jane Smith', sort_code: '089999', account_number: '66374958' };
  const calls = [
    [
      'installation-slots',
      (cookie: Record<string, string>) =>
        installationSlots(post('/api/x', { code: 'C42' }, cookie), fakeDeps().deps),
    ],
    [
      'direct-debit',
      (cookie: Record<string, string>) =>
        directDebit(post('/api/x', bank, { 'Idempotency-Key': KEY, ...cookie }), fakeDeps().deps),
    ],
    [
      'confirm-order',
      (cookie: Record<string, string>) =>
        confirmOrder(
          post(
            '/api/x',
            { code: 'C42', start_within_cancellation_period: true },
            { 'Idempotency-Key': KEY, ...cookie },
          ),
          fakeDeps().deps,
        ),
    ],
    [
      'contract-summary',
      (cookie: Record<string, string>) =>
        contractSummary(get('/api/contract-summary?code=C42', cookie), fakeDeps().deps),
    ],
  ] as const;

  it.each(calls)(
    '%s answers 404 customer.not_found without the cookie, for another code, or with a forged one',
    async (_name, call) => {
      const forged = { cookie: own.cookie.replace(/\.[^.]+$/, '.AAAA') };
      const otherCode = orderCookie('C43');
      const expired = orderCookie('C42', 1_000_000 - 4 * 60 * 60 * 1000);
      for (const cookie of [{}, otherCode, forged, expired, { cookie: 'hb_order=C42' }]) {
        const response = await call(cookie);
        expect(response.status).toBe(404);
        expect((await response.json()).error).toBe('customer.not_found');
      }
      expect((await call(own)).status).toBeLessThan(300);
    },
  );

  it('books only the work order of the order this browser was given', async () => {
    const { deps, provider } = fakeDeps();
    const slot = { day: '2026-11-27', time: '08:00-13:00' };
    const someoneElses = await setInstallationSchedule(
      post('/api/set-installation-schedule', { id_workorder: 'WO99999999', ...slot }, own),
      deps,
    );
    expect(someoneElses.status).toBe(404);
    expect((await someoneElses.json()).error).toBe('workorder.not_found');
    const noCookie = await setInstallationSchedule(
      post('/api/set-installation-schedule', { id_workorder: 'WO12345678', ...slot }),
      deps,
    );
    expect(noCookie.status).toBe(404);
    expect(provider.setWorkOrderSchedule).not.toHaveBeenCalled();
  });
});
