'use client';

import type { Product } from '@fibre/domain/schemas/product';
import { createContext, type ReactNode, useContext } from 'react';

const CheckoutProductsContext = createContext<readonly Product[] | null>(null);

/**
 * The catalogue for the checkout frame's basket summary, given once by the journey layout (which
 * reads it on the server) so every step's frame shows the basket without each page passing it.
 */
export function CheckoutProductsProvider({
  products,
  children,
}: {
  products: readonly Product[] | null;
  children: ReactNode;
}) {
  return <CheckoutProductsContext.Provider value={products}>{children}</CheckoutProductsContext.Provider>;
}

/** The catalogue, or null when the provider failed or no layout gave it (no summary is shown then). */
export function useCheckoutProducts(): readonly Product[] | null {
  return useContext(CheckoutProductsContext);
}
