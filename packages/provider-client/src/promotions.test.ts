import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { describe, expect, it } from 'vitest';
import { failure, fakeProvider, json } from './fake-provider.test-support';

describe('promotions', () => {
  it('GET /promotion sends register_channel=WEB, and the postcode when given', async () => {
    const { client, requests } = fakeProvider(() => json(DEMO_PROMOTIONS));
    await expect(client.getActivePromotions({ postcode: 'HB1 1AA' })).resolves.toEqual(DEMO_PROMOTIONS);
    await client.getActivePromotions();
    expect(requests()).toEqual([
      'GET /promotion?register_channel=WEB&postcode=HB1+1AA',
      'GET /promotion?register_channel=WEB',
    ]);
  });

  it('GET /promotion/{code} sends product and postcode, leaving out absent ones', async () => {
    const { client, requests } = fakeProvider(() => json(DEMO_PROMOTIONS[1]));
    const promotion = await client.getPromotionByCode('WELCOME10', { product: 1002, postcode: 'HB1 1AA' });
    await client.getPromotionByCode('a/b', { product: null });
    expect(promotion.code).toBe('WELCOME10');
    expect(requests()).toEqual([
      'GET /promotion/WELCOME10?register_channel=WEB&product=1002&postcode=HB1+1AA',
      'GET /promotion/a%2Fb?register_channel=WEB',
    ]);
  });

  it('getPromotionByCode throws on 404; findPromotionByCode answers null, and throws a failure', async () => {
    const gone = fakeProvider(() =>
      json({ error: 'promotions.get.not_found', message: 'Promo code not valid' }, 404),
    );
    expect(await failure(gone.client.getPromotionByCode('OLD'))).toMatchObject({
      key: 'promotions.get.not_found',
      status: 404,
    });
    await expect(gone.client.findPromotionByCode('OLD')).resolves.toBeNull();
    const down = fakeProvider(() => json({ error: 'internal.error', message: 'boom' }, 500));
    expect(await failure(down.client.findPromotionByCode('X'))).toMatchObject({ status: 500 });
    const found = fakeProvider(() => json(DEMO_PROMOTIONS[1]));
    await expect(found.client.findPromotionByCode('WELCOME10')).resolves.toEqual(DEMO_PROMOTIONS[1]);
  });

  it('GET /promotion/promotionByPostcode/{postcode} answers the list', async () => {
    const { client, requests } = fakeProvider(() => json(DEMO_PROMOTIONS.slice(0, 1)));
    await expect(client.getPromotionsByPostcode('HB1 1AA')).resolves.toEqual(DEMO_PROMOTIONS.slice(0, 1));
    expect(requests()).toEqual(['GET /promotion/promotionByPostcode/HB1%201AA']);
  });
});
