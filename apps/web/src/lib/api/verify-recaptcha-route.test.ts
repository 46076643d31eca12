import { afterEach, describe, expect, it, vi } from 'vitest';
import { BotCheckUnavailableError } from '../../services/bot-check';
import { fakeDeps, post, TEST_SITE_HOSTNAME, VID } from './route-deps.test-support';
import { isLocalDevelopmentRequest, isLoopbackAddress, verifyRecaptcha } from './verify-recaptcha-route';

afterEach(() => vi.restoreAllMocks());
const cookie = { cookie: `hb_vid=${VID}` };

describe('POST /api/verify-recaptcha', () => {
  it('passes a verified token with a score of 0.7 or more', async () => {
    const { deps, botCheck } = fakeDeps();
    botCheck.verify.mockResolvedValueOnce({
      success: true,
      score: 0.7,
      action: 'contact',
      hostname: TEST_SITE_HOSTNAME,
    });
    const response = await verifyRecaptcha(post('/api/verify-recaptcha', { token: 'abc' }, cookie), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, score: 0.7 });
    expect(botCheck.verify).toHaveBeenCalledWith('abc', '203.0.113.9');
  });

  it.each([
    ['not a success', { success: false }, 'recaptcha.not_verified', 'Recaptcha not verified'],
    [
      'a score under 0.7',
      { success: true, score: 0.69 },
      'recaptcha.score_too_low',
      'Recaptcha score too low',
    ],
    ['a success without a score', { success: true }, 'recaptcha.score_too_low', 'Recaptcha score too low'],
    [
      'a token made for an action no form asks for',
      { success: true, score: 0.9, action: 'login', hostname: TEST_SITE_HOSTNAME },
      'recaptcha.not_verified',
      'Recaptcha not verified',
    ],
    [
      'a token made on another host',
      { success: true, score: 0.9, action: 'contact', hostname: 'evil.example' },
      'recaptcha.not_verified',
      'Recaptcha not verified',
    ],
  ])('refuses %s with 403 and logs the spec words', async (_name, verification, key, words) => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { deps, botCheck } = fakeDeps();
    botCheck.verify.mockResolvedValueOnce(verification as { success: boolean; score: number });
    const response = await verifyRecaptcha(post('/api/verify-recaptcha', { token: 'abc' }, cookie), deps);
    expect(response.status).toBe(403);
    expect((await response.json()).error).toBe(key);
    expect(log).toHaveBeenCalledWith(words, expect.anything());
  });

  it.each([[{}], [{ token: '' }], [undefined]])(
    'refuses a missing token %j as not verified, asking nobody',
    async (body) => {
      const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { deps, botCheck } = fakeDeps();
      const response = await verifyRecaptcha(
        post('/api/verify-recaptcha', body === undefined ? '' : body, cookie),
        deps,
      );
      expect(response.status).toBe(403);
      expect((await response.json()).error).toBe('recaptcha.not_verified');
      expect(log).toHaveBeenCalledWith('Recaptcha not verified', expect.anything());
      expect(botCheck.verify).not.toHaveBeenCalled();
    },
  );

  it('refuses a token that is not text, or too long, as an invalid body', async () => {
    const { deps } = fakeDeps();
    for (const token of [42, 'x'.repeat(4097)]) {
      const response = await verifyRecaptcha(post('/api/verify-recaptcha', { token }, cookie), deps);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe('validation.invalid_body');
    }
  });

  it('answers 503 when the bot check fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps, botCheck } = fakeDeps();
    botCheck.verify.mockRejectedValueOnce(new BotCheckUnavailableError('down'));
    const response = await verifyRecaptcha(post('/api/verify-recaptcha', { token: 'abc' }, cookie), deps);
    expect(response.status).toBe(503);
    expect((await response.json()).error).toBe('service.unavailable');
  });

  it('holds each visitor to 10 verifications in 10 minutes', async () => {
    const { deps } = fakeDeps();
    for (let index = 0; index < 10; index += 1) {
      expect(
        (await verifyRecaptcha(post('/api/verify-recaptcha', { token: 'a' }, cookie), deps)).status,
      ).toBe(200);
    }
    expect((await verifyRecaptcha(post('/api/verify-recaptcha', { token: 'a' }, cookie), deps)).status).toBe(
      429,
    );
  });
});

describe('the local development host (decision 0321)', () => {
  const request = (host: string) => post('/api/verify-recaptcha', {}, { ...cookie, host });

  it('passes without asking under next dev, on a loopback host, from a loopback address', async () => {
    const { deps, botCheck } = fakeDeps();
    deps.development = true;
    deps.clientIp = '127.0.0.1';
    const response = await verifyRecaptcha(request('localhost:3000'), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, score: 1 });
    expect(botCheck.verify).not.toHaveBeenCalled();
  });

  it.each([
    ['a production server', false, 'localhost:3000', '127.0.0.1'],
    ['a public host name', true, 'heybroadband.example', '127.0.0.1'],
    ['a forged loopback host from another address', true, 'localhost', '203.0.113.9'],
    ['an unknown client address', true, '127.0.0.1:3000', 'unknown'],
    ['a look-alike host', true, 'localhost.evil.example', '127.0.0.1'],
  ])('never skips for %s', (_name, development, host, clientIp) => {
    expect(isLocalDevelopmentRequest(request(host), { development, clientIp })).toBe(false);
  });

  it.each(['localhost', '127.0.0.1:3000', '[::1]:3000'])('skips on %s', (host) => {
    expect(isLocalDevelopmentRequest(request(host), { development: true, clientIp: '::1' })).toBe(true);
  });

  it.each([
    ['127.0.0.1', true],
    ['127.10.0.5', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['128.0.0.1', false],
    ['unknown', false],
    ['127.0.0.1.evil', false],
  ])('%s is loopback: %s', (ip, loopback) => {
    expect(isLoopbackAddress(ip)).toBe(loopback);
  });
});
