'use server';

import type { Product } from '@fibre/domain/schemas/product';
import { getProducts, isAlternatePathEnabled } from '@/lib/catalogue';

export interface BasketCatalogue {
  /** The product catalogue, or null when the provider failed. */
  products: Product[] | null;
  alternatePath: boolean;
}

/**
 * What the basket popup needs to show the basket on any page: it is mounted by the page shell,
 * which has no catalogue of its own, so it asks for it when opened.
 */
export async function loadBasketCatalogue(): Promise<BasketCatalogue> {
  return { products: await getProducts(), alternatePath: isAlternatePathEnabled() };
}
