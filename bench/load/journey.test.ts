import { describe, expect, it } from 'vitest';
import { type Answer, JOURNEY_BANK, type Method, type Transport, type Visit, walkJourney } from './journey';
import type { StepSample } from './stats';
import { STEPS } from './steps';

const visit: Visit = {
  postcode: 'HB10 0AA',
  uprn: '300000000002',
  email: 'load.test.1@example.com',
  random: () => 0.99,
};

interface Sent {
  method: Method;
  path: string;
  json: unknown;
  headers: Record<string, string>;
}

/** Answers as the site does for a visitor whose whole journey goes well; `refuse` overrides one path. */
function fakeSite(refuse: Partial<Record<string, Answer>> = {}) {
  const sent: Sent[] = [];
  const transport: Transport = {
    async send(method, path, init = {}) {
      sent.push({ method, path, json: init.json, headers: init.headers ?? {} });
      const refusal = refuse[path];
      if (refusal) return refusal;
      switch (path) {
        case '/api/uprn-by-postcode':
          return {
            status: 200,
            body: {
              addresses: [
                { uprn: '300000000001', address: '1 Visitor Row, Loadham', postcode: visit.postcode },
                {
                  uprn: visit.uprn,
                  address: '2 Visitor Row, Loadham',
                  postcode: visit.postcode,
                  address_type: 'RES',
                },
              ],
            },
          };
        case '/api/customer-signup':
          return { status: 201, body: { customer: { code: 'CUS123' } } };
        case '/api/installation-slots':
          return {
            status: 200,
            body: {
              schedule: {
                id_workorder: 'WO9',
                slots: [
                  { day: '2026-12-01', time: '08:00-13:00', available: true },
                  { day: '2026-12-01', time: '13:00-18:00', available: false },
                  { day: '2026-12-02', time: '08:00-13:00', available: true },
                ],
              },
            },
          };
        case '/api/confirm-order':
          return { status: 200, body: { code: 'CUS123', status: 'ORDERED' } };
        default:
          return { status: 200, body: null };
      }
    },
  };
  return { sent, transport };
}

describe('walkJourney', () => {
  it('sends exactly the step table’s requests, step by step, and records every step', async () => {
    const { sent, transport } = fakeSite();
    const samples: StepSample[] = [];
    let clock = 0;
    const completed = await walkJourney(
      transport,
      visit,
      (s) => samples.push(s),
      () => (clock += 5),
    );
    expect(completed).toBe(true);
    const expected = STEPS.flatMap((step) =>
      step.requests.map((line) => line.replace('{postcode}', encodeURIComponent(visit.postcode))),
    );
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(expected);
    expect(samples.map((s) => [s.step, s.requests, s.error])).toEqual(
      STEPS.map((step) => [step.id, step.requests.length, null]),
    );
    expect(samples.every((s) => s.ms === 5)).toBe(true);
  });

  it('orders at the visitor’s own address, the slot it chose, with the order’s code', async () => {
    const { sent, transport } = fakeSite();
    await walkJourney(transport, visit, () => undefined);
    const body = (path: string) => sent.find((request) => request.path === path)?.json;
    expect(body('/api/uprn-checked')).toEqual({ uprn: visit.uprn });
    expect(body('/api/customer-signup')).toMatchObject({
      uprn: visit.uprn,
      address: '2 Visitor Row, Loadham',
      postcode: visit.postcode,
      email: visit.email,
      id_product: 1002,
      addons: [9004],
    });
    // random() 0.99 takes the last of the two free slots.
    expect(body('/api/set-installation-schedule')).toEqual({
      id_workorder: 'WO9',
      day: '2026-12-02',
      time: '08:00-13:00',
    });
    expect(body('/api/direct-debit')).toEqual({ code: 'CUS123', ...JOURNEY_BANK });
    expect(body('/api/confirm-order')).toEqual({ code: 'CUS123', start_within_cancellation_period: false });
  });

  it('gives each write that needs one a fresh Idempotency-Key', async () => {
    const { sent, transport } = fakeSite();
    await walkJourney(transport, visit, () => undefined);
    const keyed = sent.filter((request) => request.headers['Idempotency-Key']);
    expect(keyed.map((request) => request.path)).toEqual([
      '/api/customer-signup',
      '/api/direct-debit',
      '/api/confirm-order',
    ]);
    expect(new Set(keyed.map((request) => request.headers['Idempotency-Key'])).size).toBe(3);
  });

  it('ends the journey at the first refusal, recording its status and error key', async () => {
    const { sent, transport } = fakeSite({
      '/api/uprn-checked': { status: 429, body: { error: 'request.rate_limited', message: 'Too many' } },
    });
    const samples: StepSample[] = [];
    expect(await walkJourney(transport, visit, (s) => samples.push(s))).toBe(false);
    expect(samples).toEqual([
      expect.objectContaining({ step: 'finder', requests: 4, error: '429 request.rate_limited' }),
    ]);
    expect(sent.at(-1)?.path).toBe('/api/uprn-checked');
  });

  it('fails the finder when its own address is not listed, and a connection error by its code', async () => {
    const missing = fakeSite({ '/api/uprn-by-postcode': { status: 200, body: { addresses: [] } } });
    const samples: StepSample[] = [];
    await walkJourney(missing.transport, visit, (s) => samples.push(s));
    expect(samples[0]?.error).toBe('uprn 300000000002 not listed at HB10 0AA');

    const broken: Transport = {
      send: () => Promise.reject(Object.assign(new Error('socket hang up'), { code: 'UND_ERR_SOCKET' })),
    };
    const brokenSamples: StepSample[] = [];
    await walkJourney(broken, visit, (s) => brokenSamples.push(s));
    expect(brokenSamples).toEqual([expect.objectContaining({ error: 'UND_ERR_SOCKET', requests: 0 })]);
  });

  it('fails the order step unless the order is confirmed', async () => {
    const { transport } = fakeSite({ '/api/confirm-order': { status: 200, body: { status: 'PENDING' } } });
    const samples: StepSample[] = [];
    expect(await walkJourney(transport, visit, (s) => samples.push(s))).toBe(false);
    expect(samples.at(-1)).toMatchObject({ step: 'order', error: 'the order was not confirmed' });
  });
});
