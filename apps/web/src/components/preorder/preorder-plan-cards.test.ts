import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { describe, expect, it } from 'vitest';
import { preorderPlanCards } from './preorder-plan-cards';

const byText = (text: string) => DEMO_ADDRESSES.find((address) => address.address.startsWith(text))!;

function shown(text: string, months: 24 | 12 | 0 = 24) {
  return preorderPlanCards({
    products: DEMO_PRODUCTS,
    address: byText(text),
    months,
    activePromotions: DEMO_PROMOTIONS,
  }).map((card) => [
    card.product.display_name ?? card.product.name,
    card.price.monthlyText,
    card.price.benefitTag,
  ]);
}

describe('preorderPlanCards', () => {
  it('offers Fibre 900, 400 and 150 at 32, 27 and 22 pounds for 24 months at 10 Build Road, with the preorder tag', () => {
    const cards = shown('10 Build Road');
    expect(cards.map(([name, price]) => [name, price])).toEqual([
      ['Fibre 900', '£32'],
      ['Fibre 400', '£27'],
      ['Fibre 150', '£22'],
    ]);
    expect(cards.map(([, , tag]) => tag)).toEqual(Array(3).fill('Pre-order and save £3 a month'));
  });

  it('falls back to the normal prices for lengths without a preorder price', () => {
    expect(shown('12 Build Road', 12)).toEqual([
      ['Fibre 900', '£38', null],
      ['Fibre 400', '£33', null],
      ['Fibre 150', '£28', null],
    ]);
  });

  it('offers nothing at an address that can be ordered now or not at all', () => {
    expect(shown('1 Fibre Street')).toEqual([]);
    expect(shown('1 Far Lane')).toEqual([]);
    expect(shown('1 Spark Lane')).toEqual([]);
  });
});
