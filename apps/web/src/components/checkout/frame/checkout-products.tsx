'use client';

import type { Product } from '@fibre/domain/schemas/product';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { loadBasketCatalogue } from '@/components/basket/actions';

const CheckoutProductsContext = createContext<readonly Product[] | null | undefined>(undefined);

/** Gives the frame a catalogue at hand (tests, or a page that read it anyway), so it asks for none. */
export function CheckoutProductsProvider({
  products,
  children,
}: {
  products: readonly Product[] | null;
  children: ReactNode;
}) {
  return <CheckoutProductsContext.Provider value={products}>{children}</CheckoutProductsContext.Provider>;
}

// One request per page load, shared by every frame that mounts.
let loading: Promise<readonly Product[] | null> | null = null;

function loadProducts(): Promise<readonly Product[] | null> {
  loading ??= loadBasketCatalogue()
    .then((catalogue) => catalogue.products)
    .catch(() => {
      loading = null;
      return null;
    });
  return loading;
}

/**
 * The catalogue for the frame's basket summary: the one given by CheckoutProductsProvider, else
 * the basket's own server action (as the header's basket popup does), asked once. Null until it
 * is there, or when the provider failed: the frame then shows no summary.
 */
export function useCheckoutProducts(): readonly Product[] | null {
  const given = useContext(CheckoutProductsContext);
  const [loaded, setLoaded] = useState<readonly Product[] | null>(null);
  useEffect(() => {
    if (given !== undefined) return;
    let active = true;
    void loadProducts().then((products) => {
      if (active) setLoaded(products);
    });
    return () => {
      active = false;
    };
  }, [given]);
  return given !== undefined ? given : loaded;
}
