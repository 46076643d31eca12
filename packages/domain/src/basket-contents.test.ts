import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASKET_CONTENTS_MESSAGES, basketContentsIssues } from './basket-contents';
import { DEMO_PRODUCTS } from './demo/products';

const catalogue = new Map(DEMO_PRODUCTS.map((product) => [product.id_product, product.product_type]));
const typeOf = (id: number) => catalogue.get(id);

describe('basketContentsIssues', () => {
  it('accepts one plan with distinct add-ons, add-ons alone, and the spec example', () => {
    expect(basketContentsIssues([1002, 9001], typeOf)).toEqual([]);
    expect(basketContentsIssues([1003, 9001, 9004], typeOf)).toEqual([]);
    expect(basketContentsIssues([9001], typeOf)).toEqual([]);
  });

  it('flags each repeat of an id ([1002, 1002, 1002, 1002] was priced at £108: decision 0172)', () => {
    expect(basketContentsIssues([1002, 1002, 1002, 1002], typeOf)).toEqual([
      { index: 1, message: BASKET_CONTENTS_MESSAGES.repeated },
      { index: 2, message: BASKET_CONTENTS_MESSAGES.repeated },
      { index: 3, message: BASKET_CONTENTS_MESSAGES.repeated },
    ]);
    expect(basketContentsIssues([1002, 9001, 9001], typeOf)).toEqual([
      { index: 2, message: BASKET_CONTENTS_MESSAGES.repeated },
    ]);
  });

  it('flags every plan after the first', () => {
    expect(basketContentsIssues([9001, 1001, 1002, 1003], typeOf)).toEqual([
      { index: 2, message: 'A basket holds one plan: remove the other plans' },
      { index: 3, message: 'A basket holds one plan: remove the other plans' },
    ]);
  });

  it('leaves ids the catalogue does not know to the caller', () => {
    expect(basketContentsIssues([1002, 999_999, 888_888], typeOf)).toEqual([]);
  });

  it('is valid exactly when the basket has at most one plan and no repeated id', () => {
    const ids = fc.array(fc.constantFrom(...catalogue.keys(), 999_999), { maxLength: 8 });
    fc.assert(
      fc.property(ids, (list) => {
        const plans = new Set(list.filter((id) => typeOf(id) === 'PRODUCT'));
        const expected = new Set(list).size === list.length && plans.size <= 1;
        expect(basketContentsIssues(list, typeOf).length === 0).toBe(expected);
      }),
    );
  });
});
