import { DEMO_OTS_PROVIDERS } from '@fibre/domain/demo/ots-providers';
import { describe, expect, it } from 'vitest';
import { failure, fakeProvider, json } from './fake-provider.test-support';

describe('One Touch Switch', () => {
  it('GET /ots/providers answers the providers', async () => {
    const { client, requests } = fakeProvider(() => json(DEMO_OTS_PROVIDERS));
    await expect(client.getOtsProviders()).resolves.toEqual(DEMO_OTS_PROVIDERS);
    expect(requests()).toEqual(['GET /ots/providers']);
  });

  it('refuses a provider without an RCPID', async () => {
    const { client } = fakeProvider(() => json([{ name: 'BT' }]));
    expect(await failure(client.getOtsProviders())).toMatchObject({ key: 'service.invalid_response' });
  });
});
