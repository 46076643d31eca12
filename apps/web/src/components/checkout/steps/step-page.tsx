import type { Product } from '@fibre/domain/schemas/product';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { ProductsUnavailable } from '@/components/ui/products-unavailable';

/** The page around a later checkout step: the Checkout heading, then the step, or a notice when the catalogue is down. */
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
        <div className="mt-8">{products === null ? <ProductsUnavailable /> : children(products)}</div>
      </div>
    </div>
  );
}
