import type { ProductType } from './constants';

/**
 * What one basket may hold (decision 0172): at most one plan (product_type PRODUCT) and
 * each product at most once. The schema of the monthly-payment body refuses a repeated id on its
 * own; knowing which ids are plans needs the catalogue, so this rule takes it as an argument and
 * the provider API, the same-site route or the basket can all ask it.
 */

export const BASKET_CONTENTS_MESSAGES = {
  moreThanOnePlan: 'A basket holds one plan: remove the other plans',
  repeated: 'Each id may appear once',
} as const;

/** The catalogue as this rule needs it: the type of each known product id. */
export type ProductTypeOf = (id: number) => ProductType | string | undefined;

export interface BasketContentsIssue {
  /** Index of the offending id in the list, so a form or API error can name `products.{index}`. */
  index: number;
  message: string;
}

/**
 * Every id that breaks the rule: a repeat of an earlier id, or a plan after the first. Ids the
 * catalogue does not know are not this rule's business (the caller refuses them as unknown).
 */
export function basketContentsIssues(
  productIds: readonly number[],
  productTypeOf: ProductTypeOf,
): BasketContentsIssue[] {
  const seen = new Set<number>();
  let plans = 0;
  const issues: BasketContentsIssue[] = [];
  productIds.forEach((id, index) => {
    if (seen.has(id)) {
      issues.push({ index, message: BASKET_CONTENTS_MESSAGES.repeated });
      return;
    }
    seen.add(id);
    if (productTypeOf(id) !== 'PRODUCT') return;
    plans += 1;
    if (plans > 1) issues.push({ index, message: BASKET_CONTENTS_MESSAGES.moreThanOnePlan });
  });
  return issues;
}
