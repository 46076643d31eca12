import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  constantTimeEqual,
  parseWebhookSignatureHeader,
  verifyWebhookSignature,
  WEBHOOK_SECRET_PATTERN,
  webhookSecretFromBytes,
  webhookSignature,
  webhookSignatureHeader,
} from './webhook-signature';

const SECRET = 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const BODY = '{"id":"evt_1","type":"order.created","data":{"order_code":"FB1"}}';
const T = 1_795_000_000;
const NOW = new Date(T * 1000);

describe('webhookSignature', () => {
  it("is the hex HMAC-SHA256 of '<t>.<body>' keyed with the secret, as Stripe's", async () => {
    const expected = createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex');
    expect(await webhookSignature(SECRET, T, BODY)).toBe(expected);
    expect(await webhookSignatureHeader(SECRET, T, BODY)).toBe(`t=${T},v1=${expected}`);
  });
});

describe('verifyWebhookSignature', () => {
  const header = () => webhookSignatureHeader(SECRET, T, BODY);

  it('accepts the body signed with the secret within the tolerance', async () => {
    expect(
      await verifyWebhookSignature({ secret: SECRET, header: await header(), body: BODY, now: NOW }),
    ).toEqual({
      ok: true,
      timestamp: T,
    });
    const later = new Date((T + 300) * 1000);
    expect(
      (await verifyWebhookSignature({ secret: SECRET, header: await header(), body: BODY, now: later })).ok,
    ).toBe(true);
  });

  it('refuses another body, another secret, an old timestamp, and a missing or malformed header', async () => {
    const signed = await header();
    const verdict = (input: Partial<Parameters<typeof verifyWebhookSignature>[0]>) =>
      verifyWebhookSignature({ secret: SECRET, header: signed, body: BODY, now: NOW, ...input });
    expect(await verdict({ body: `${BODY} ` })).toEqual({ ok: false, reason: 'mismatch' });
    expect(await verdict({ secret: `${SECRET.slice(0, -1)}B` })).toEqual({ ok: false, reason: 'mismatch' });
    expect(await verdict({ now: new Date((T + 301) * 1000) })).toEqual({
      ok: false,
      reason: 'outside_tolerance',
    });
    expect(await verdict({ now: new Date((T - 301) * 1000) })).toEqual({
      ok: false,
      reason: 'outside_tolerance',
    });
    expect(await verdict({ header: undefined })).toEqual({ ok: false, reason: 'missing' });
    expect(await verdict({ header: 'v1=abc' })).toEqual({ ok: false, reason: 'malformed' });
    // The timestamp is signed: moving it breaks the signature.
    expect(await verdict({ header: signed.replace(`t=${T}`, `t=${T + 1}`) })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('accepts any one matching v1 among several (a secret being rotated)', async () => {
    const good = await webhookSignature(SECRET, T, BODY);
    const other = '0'.repeat(64);
    const verdict = await verifyWebhookSignature({
      secret: SECRET,
      header: `t=${T},v1=${other},v0=ignored,v1=${good}`,
      body: BODY,
      now: NOW,
    });
    expect(verdict.ok).toBe(true);
  });
});

describe('parseWebhookSignatureHeader', () => {
  it.each(['', 't=1', `t=1,t=2,v1=${'a'.repeat(64)}`, `t=x,v1=${'a'.repeat(64)}`, 't=1,v1=zz', 't=1,v1=a=b'])(
    'refuses %j',
    (value) => {
      expect(parseWebhookSignatureHeader(value)).toBeNull();
    },
  );
});

describe('webhookSecretFromBytes', () => {
  it("makes 'whsec_' and 43 base64url characters from 32 bytes", () => {
    const bytes = new Uint8Array(32).map((_, index) => index * 8 + 3);
    const secret = webhookSecretFromBytes(bytes);
    expect(secret).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(secret).toBe(`whsec_${Buffer.from(bytes).toString('base64url')}`);
    expect(() => webhookSecretFromBytes(new Uint8Array(16))).toThrow();
  });
});

describe('constantTimeEqual', () => {
  it('says whether two strings are the same', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});
