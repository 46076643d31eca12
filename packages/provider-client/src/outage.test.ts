import { describe, expect, it } from 'vitest';
import { fakeProvider, json } from './fake-provider.test-support';

describe('outage notices', () => {
  it('POST /customer/outage sends the e-mail and answers the registration', async () => {
    const answer = { id_registration: 'OUT1', created_at: '2026-11-22T10:00:00.000Z' };
    const { client, requests, sentBody } = fakeProvider(() => json(answer, 201));
    await expect(client.registerOutage({ email: 'a@b.co' })).resolves.toEqual(answer);
    expect(requests()).toEqual(['POST /customer/outage']);
    expect(sentBody()).toEqual({ email: 'a@b.co' });
  });
});
