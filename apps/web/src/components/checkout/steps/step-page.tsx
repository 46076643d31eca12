import type { Product } from '@fibre/domain/schemas/product';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { ProductsUnavailable } from '@/components/ui/products-unavailable';
import { CheckoutProductsProvider } from '../frame/checkout-products';

/**
 * The page around a checkout step: the Checkout heading, then the step, or a notice when the
 * catalogue is down. The step's frame is given the catalogue the page read, so its basket summary
 * (and the footer bar's summary button) is there with the step's first frame, not after a request
 * of its own (layout shift, decision 0583).
 */
export function StepPage({
  products,
  children,
}: {
  products: readonly Product[] | null;
  children: (products: readonly Product[]) => ReactNode;
}) {
  return (
    <div className="px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-6xl">
        <PageHeading title="Checkout" />
        <div className="mt-8">
          {products === null ? (
            <ProductsUnavailable />
          ) : (
            <CheckoutProductsProvider products={products}>{children(products)}</CheckoutProductsProvider>
          )}
        </div>
      </div>
    </div>
  );
}
