import { IDEMPOTENCY_KEY_HEADER } from '@fibre/domain/checkout-steps';
import { ProviderError } from '@fibre/provider-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RATE_LIMIT_RULES } from './rate-limits';
import { fakeDeps, get, orderCookie, post, VID } from './route-deps.test-support';
import {
  limitRefusal,
  notThisVisitorsOrder,
  optionalIdempotencyKey,
  providerAnswer,
  readSameSiteRequest,
  sameSiteVisitor,
  withVisitorCookie,
} from './same-site-route';

afterEach(() => vi.restoreAllMocks());

const schema = z.strictObject({ name: z.string().trim().min(1) });
const KEY = 'attempt-0001';
const withVid = { cookie: `hb_vid=${VID}` };

describe('withVisitorCookie and sameSiteVisitor', () => {
  it('gives a first visit its id cookie on the answer, and a known visitor none', () => {
    const { deps } = fakeDeps();
    const first = sameSiteVisitor(get('/api/x'), deps);
    expect(first.respond(new Response(null)).headers.get('set-cookie')).toMatch(
      /^hb_vid=[0-9a-f-]{36}; Path=\/api/,
    );
    const known = sameSiteVisitor(get('/api/x', withVid), deps);
    expect(known.visitor.key).toBe(VID);
    expect(withVisitorCookie(new Response(null), known.visitor).headers.get('set-cookie')).toBeNull();
  });
});

describe('readSameSiteRequest', () => {
  it('answers the parsed body, the visitor and a respond that keeps the cookie', async () => {
    const { deps } = fakeDeps();
    const read = await readSameSiteRequest(post('/api/x', { name: 'Ada' }), deps, schema, 'leadSubmit');
    if (!read.ok) throw new Error('refused');
    expect(read.value).toEqual({ name: 'Ada' });
    expect(read.idempotencyKey).toBeUndefined();
    expect(read.respond(new Response(null)).headers.get('set-cookie')).toContain(read.visitor.key);
  });

  it("refuses a body the schema refuses, with the spec's missing-field key when the field is blank", async () => {
    const { deps } = fakeDeps();
    const missing = { field: 'name', key: 'outage.no_email' } as const;
    const blank = await readSameSiteRequest(post('/api/x', { name: ' ' }), deps, schema, 'leadSubmit', {
      missing,
    });
    const wrong = await readSameSiteRequest(post('/api/x', { name: 1 }), deps, schema, 'leadSubmit', {
      missing,
    });
    if (blank.ok || wrong.ok) throw new Error('accepted');
    expect(blank.response.status).toBe(400);
    expect((await blank.response.json()).error).toBe('outage.no_email');
    expect((await wrong.response.json()).error).toBe('validation.invalid_body');
    // A first visit is given its cookie on a refusal too.
    expect(wrong.response.headers.get('set-cookie')).toMatch(/^hb_vid=/);
  });

  it('requires a well-formed Idempotency-Key when asked, and a malformed one costs no budget', async () => {
    const { deps } = fakeDeps();
    const ask = (headers: Record<string, string>) =>
      readSameSiteRequest(
        post('/api/x', { name: 'Ada' }, { ...withVid, ...headers }),
        deps,
        schema,
        'leadSubmit',
        {
          idempotencyKey: 'required',
        },
      );
    for (let i = 0; i < RATE_LIMIT_RULES.leadSubmit.limit + 2; i += 1) {
      const refused = await ask({});
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect((await refused.response.json()).error).toBe('validation.invalid_headers');
    }
    const read = await ask({ [IDEMPOTENCY_KEY_HEADER]: KEY });
    expect(read.ok && read.idempotencyKey).toBe(KEY);
  });

  it('takes an optional Idempotency-Key when there is one, and refuses a malformed one', async () => {
    expect(optionalIdempotencyKey(get('/api/x'))).toEqual({ ok: true, key: undefined });
    expect(optionalIdempotencyKey(get('/api/x', { [IDEMPOTENCY_KEY_HEADER]: KEY }))).toEqual({
      ok: true,
      key: KEY,
    });
    expect(optionalIdempotencyKey(get('/api/x', { [IDEMPOTENCY_KEY_HEADER]: 'no!' })).ok).toBe(false);
  });

  it("counts each read against the action's budget and answers 429 past it", async () => {
    const { deps } = fakeDeps();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_RULES.leadSubmit.limit; i += 1) {
      const read = await readSameSiteRequest(
        post('/api/x', { name: 'Ada' }, withVid),
        deps,
        schema,
        'leadSubmit',
      );
      statuses.push(read.ok ? 200 : read.response.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMIT_RULES.leadSubmit.limit);
    const { visitor } = sameSiteVisitor(get('/api/x', withVid), deps);
    expect((await limitRefusal(deps, 'leadSubmit', visitor))?.status).toBe(429);
  });
});

describe('providerAnswer and notThisVisitorsOrder', () => {
  it("passes a provider's 4xx refusal on with its key and fields, and a failure as 502/503", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = new ProviderError({
      key: 'slot.full',
      status: 409,
      message: 'full',
      fields: [{ path: 'day', message: 'x' }],
    });
    const answer = providerAnswer(refusal, '/api/x', { 'slot.full': 'Taken' });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({
      error: 'slot.full',
      message: 'Taken',
      fields: [{ path: 'day' }],
    });
    const down = new ProviderError({ key: 'service.unavailable', status: 503, message: 'down' });
    expect(providerAnswer(down, '/api/x').status).toBe(503);
  });

  it('lets a browser use only the order it was given', () => {
    const { deps } = fakeDeps();
    expect(
      notThisVisitorsOrder(get('/api/x', orderCookie('FB7K3M9QXT', deps.now())), deps, 'FB7K3M9QXT'),
    ).toBeNull();
    expect(notThisVisitorsOrder(get('/api/x'), deps, 'FB7K3M9QXT')?.status).toBe(404);
  });
});
