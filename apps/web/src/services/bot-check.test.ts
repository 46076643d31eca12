import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningStandIns, startStandIns } from '../test-support/stand-ins';
import { BotCheckUnavailableError, createBotCheckService } from './bot-check';

let standIns: RunningStandIns;
beforeAll(async () => {
  standIns = await startStandIns();
});
afterAll(() => standIns.close());
afterEach(() => standIns.control('bot-check', 'ok'));

describe('the bot check, against its stand-in', () => {
  const service = () => createBotCheckService({ baseUrl: standIns.url, secret: 'site-secret' });

  it('verifies a token the stand-in signed once, as the real service does (decision 0475)', async () => {
    const token = await standIns.botCheckToken({ action: 'contact', hostname: '127.0.0.1' });
    expect(await service().verify(token, '203.0.113.9')).toEqual({
      success: true,
      score: 0.9,
      action: 'contact',
      hostname: '127.0.0.1',
    });
    expect(await service().verify(token, '203.0.113.9')).toEqual({ success: false });
  });

  it('reads a low score as given', async () => {
    const token = await standIns.botCheckToken({ action: 'contact', hostname: '127.0.0.1', score: 0.3 });
    expect(await service().verify(token)).toMatchObject({ success: true, score: 0.3 });
  });

  it('is not verified for a made-up token', async () => {
    expect(await service().verify('token-1')).toEqual({ success: false });
  });

  it('is not verified without the secret', async () => {
    const noSecret = createBotCheckService({ baseUrl: standIns.url, secret: '' });
    expect(await noSecret.verify('token-1')).toEqual({ success: false });
  });

  it('throws BotCheckUnavailableError when the service fails or cannot be reached', async () => {
    await standIns.control('bot-check', 'fail');
    await expect(service().verify('token-1')).rejects.toBeInstanceOf(BotCheckUnavailableError);
    const away = createBotCheckService({ baseUrl: 'http://127.0.0.1:9', secret: 's' });
    await expect(away.verify('token-1')).rejects.toBeInstanceOf(BotCheckUnavailableError);
  });

  it('throws on an answer it cannot read', async () => {
    const odd = createBotCheckService({
      baseUrl: 'http://bots.test',
      secret: 's',
      fetch: async () => Response.json({ success: 'yes' }),
    });
    await expect(odd.verify('token-1')).rejects.toBeInstanceOf(BotCheckUnavailableError);
  });
});
