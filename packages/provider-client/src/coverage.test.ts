import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { describe, expect, it } from 'vitest';
import { failure, fakeProvider, json } from './fake-provider.test-support';

const firstAddress = DEMO_ADDRESSES[0]!;

describe('coverage', () => {
  it('GET /uprn/uprnByPostcode/{postcode} encodes the postcode and answers the addresses', async () => {
    const { client, requests } = fakeProvider(() => json(DEMO_ADDRESSES.slice(0, 2)));
    await expect(client.getAddressesByPostcode('HB1 1AA')).resolves.toEqual(DEMO_ADDRESSES.slice(0, 2));
    expect(requests()).toEqual(['GET /uprn/uprnByPostcode/HB1%201AA']);
  });

  it('getAddressByUprn throws on 404; findAddressByUprn answers null', async () => {
    const found = fakeProvider(() => json(firstAddress));
    await expect(found.client.getAddressByUprn('100000000001')).resolves.toEqual(firstAddress);
    await expect(found.client.findAddressByUprn('100000000001')).resolves.toEqual(firstAddress);
    expect(found.requests()).toEqual(['GET /uprn/100000000001', 'GET /uprn/100000000001']);
    const gone = fakeProvider(() =>
      json({ error: 'uprn.get.not_found', message: 'No address has that uprn' }, 404),
    );
    expect(await failure(gone.client.getAddressByUprn('9'))).toMatchObject({ key: 'uprn.get.not_found' });
    await expect(gone.client.findAddressByUprn('9')).resolves.toBeNull();
  });

  it('PUT /uprn/uprnChecked/{uprn} sends no body and answers the stamp', async () => {
    const stamp = { uprn: '100000000001', checked_at: '2026-11-22T10:00:00.000Z' };
    const { client, calls, requests } = fakeProvider(() => json(stamp));
    await expect(client.markUprnChecked('100000000001')).resolves.toEqual(stamp);
    expect(requests()).toEqual(['PUT /uprn/uprnChecked/100000000001']);
    expect(calls[0]!.init.body).toBeUndefined();
  });
});
