import { afterEach, describe, expect, it, vi } from 'vitest';
import { donationTracker } from './donation-tracker-route';
import { down, fakeDeps, post, VID } from './route-deps.test-support';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});
const cookie = { cookie: `hb_vid=${VID}` };
const put = (body: unknown, headers: Record<string, string> = cookie) =>
  post('/api/donation-tracker', body, headers, 'PUT');

describe('PUT /api/donation-tracker', () => {
  it('records the vote with the provider and answers the charity', async () => {
    const { deps, provider } = fakeDeps();
    const response = await donationTracker(put({ charity: ' Snow Rescue ' }), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ recorded: true, charity: 'Snow Rescue' });
    expect(provider.recordCharityVote).toHaveBeenCalledWith(
      { charity: 'Snow Rescue' },
      { idempotencyKey: undefined },
    );
  });

  it.each([[{}], [{ charity: '' }], [{ charity: null }]])(
    'answers 400 donation_tracker.no_charity for %j',
    async (body) => {
      const { deps, provider } = fakeDeps();
      const response = await donationTracker(put(body), deps);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe('donation_tracker.no_charity');
      expect(provider.recordCharityVote).not.toHaveBeenCalled();
    },
  );

  it('refuses markup in the name with the field named', async () => {
    const { deps } = fakeDeps();
    const response = await donationTracker(put({ charity: '<img src=x onerror=alert(1)>' }), deps);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('validation.invalid_body');
    expect(body.fields[0].path).toBe('charity');
  });

  it('holds each browser to 3 votes an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }); // the limits' windows pass with advance()
    const { deps, advance } = fakeDeps();
    for (let index = 0; index < 3; index += 1) {
      expect((await donationTracker(put({ charity: 'Snow Rescue' }), deps)).status).toBe(200);
    }
    const refused = await donationTracker(put({ charity: 'Snow Rescue' }), deps);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe('Thanks! You have already chosen a charity!');
    advance(60 * 60 * 1000);
    expect((await donationTracker(put({ charity: 'Snow Rescue' }), deps)).status).toBe(200);
  });

  it('logs a provider failure and answers it as a gateway error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = fakeDeps({
      recordCharityVote: vi.fn(async () => {
        throw down();
      }),
    });
    expect((await donationTracker(put({ charity: 'Snow Rescue' }), deps)).status).toBe(503);
    expect(log).toHaveBeenCalled();
  });
});
