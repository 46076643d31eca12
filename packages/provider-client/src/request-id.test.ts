import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { describe, expect, it } from 'vitest';
import { header, json } from './fake-fetch.test-support';
import { createProviderClient } from './provider-client';
import type { FetchLike, ProviderCallRecord } from './transport';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const quiet = { warn: () => undefined, error: () => undefined };

function clientWith(
  answer: () => Promise<Response>,
  requestId?: () => string | undefined,
): { sent: RequestInit[]; records: ProviderCallRecord[]; client: ReturnType<typeof createProviderClient> } {
  const sent: RequestInit[] = [];
  const records: ProviderCallRecord[] = [];
  let clock = 1000;
  const fetch: FetchLike = async (_url, init) => {
    sent.push(init);
    clock += 12.34;
    return answer();
  };
  const client = createProviderClient({
    baseUrl: 'http://provider.test',
    token: 'secret-token',
    fetch,
    logger: quiet,
    requestId,
    onCall: (record) => records.push(record),
    now: () => clock,
  });
  return { sent, records, client };
}

describe('the request id on every provider call (decision 0542)', () => {
  it("sends the caller's valid id as x-request-id and reports the call with it", async () => {
    const { sent, records, client } = clientWith(
      async () => json(DEMO_PRODUCTS),
      () => 'edge-id:0001',
    );
    await client.getProducts();
    expect(header(sent[0]!, 'x-request-id')).toBe('edge-id:0001');
    expect(records).toEqual([
      { requestId: 'edge-id:0001', method: 'GET', path: '/product', status: 200, ms: 12.3 },
    ]);
  });

  it('sends a fresh UUID when the caller has none, or an invalid one, a new one each call', async () => {
    for (const given of [undefined, 'bad id with spaces', 'x'.repeat(129)]) {
      const { sent, records, client } = clientWith(
        async () => json(DEMO_PRODUCTS),
        () => given,
      );
      await client.getProducts();
      await client.getProducts();
      const ids = sent.map((init) => header(init, 'x-request-id'));
      expect(ids[0]).toMatch(UUID);
      expect(ids[1]).toMatch(UUID);
      expect(ids[0]).not.toBe(ids[1]);
      expect(records.map((record) => record.requestId)).toEqual(ids);
    }
  });

  it('reports the route template, never the filled path (no postcode or uprn in a log)', async () => {
    const { records, client } = clientWith(
      async () => json([]),
      () => 'id-1',
    );
    await client.getAddressesByPostcode('HB1 1AA');
    expect(records[0]).toMatchObject({ method: 'GET', path: '/uprn/uprnByPostcode/{postcode}', status: 200 });
    expect(JSON.stringify(records)).not.toContain('HB1');
  });

  it('reports a refusal with its status, and a call that got no answer with status null', async () => {
    const refused = clientWith(
      async () => json({ error: 'uprn.get.not_found', message: 'No' }, 404),
      () => 'id-2',
    );
    await refused.client.findAddressByUprn('100000000001');
    expect(refused.records[0]).toMatchObject({ requestId: 'id-2', status: 404 });
    const away = clientWith(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(away.client.getProducts()).rejects.toMatchObject({ key: 'service.unavailable' });
    expect(away.records).toHaveLength(1);
    expect(away.records[0]).toMatchObject({ method: 'GET', path: '/product', status: null });
  });
});
