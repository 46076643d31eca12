import { type MonthlyPayment, monthlyPaymentSchema } from '@fibre/domain/schemas/monthly-payment';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { CatalogueSnapshot } from '../../catalogue/catalogue-snapshot';

/** Baskets whose 200 body is kept per catalogue snapshot; the least recently written goes first. */
export const MAX_READY_PAYMENT_BODIES = 500;

/** The route's own 200 serializer (the app's zod serializer), so a kept body has the same bytes. */
export const writeMonthlyPayment = serializerCompiler({
  schema: monthlyPaymentSchema,
  method: 'POST',
  url: '/product/calculate-monthly-payment',
});

const bodies = new WeakMap<CatalogueSnapshot, Map<string, string>>();

/**
 * The basket's key when its answer depends only on the catalogue (no `uprn`: a preorder price depends
 * on the address), else null. Order matters: the answer lists the products in the body's order.
 */
export function basketKey(products: readonly number[], promotions: readonly number[], uprn: unknown) {
  return uprn === undefined ? `${products.join(',')}/${promotions.join(',')}` : null;
}

/**
 * The 200 body of a basket at `snapshot`'s catalogue version, written once and kept with the snapshot
 * (docs/decisions/0614): a new catalogue version is a new snapshot, so a kept body never outlives the
 * catalogue it was priced from. `price` runs only when the body is not kept; whatever it throws (the
 * 422s) is thrown on every request, never kept.
 */
export function readyPaymentBody(
  snapshot: CatalogueSnapshot,
  key: string,
  price: () => MonthlyPayment,
): string {
  let kept = bodies.get(snapshot);
  if (kept === undefined) {
    kept = new Map();
    bodies.set(snapshot, kept);
  }
  const body = kept.get(key);
  if (body !== undefined) return body;
  const written = writeMonthlyPayment(price());
  if (kept.size >= MAX_READY_PAYMENT_BODIES) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  kept.set(key, written);
  return written;
}

/** How many bodies are kept for `snapshot` (tests check the bound). */
export function keptPaymentBodies(snapshot: CatalogueSnapshot): number {
  return bodies.get(snapshot)?.size ?? 0;
}
