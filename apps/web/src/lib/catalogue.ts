import 'server-only';
import type { Product } from '@fibre/domain/schemas/product';
import { orNull } from '@fibre/provider-client';
import { serverEnv } from './env';
import { provider } from './provider';

/** The provider's product list, or null when the provider failed (the page then says so). */
export async function getProducts(): Promise<Product[] | null> {
  return orNull(provider().getProducts());
}

/** Whether visitors go through /ots after the address step (env OTS_ALTERNATE_PATH=true; off by default). */
export function isAlternatePathEnabled(): boolean {
  return serverEnv().otsAlternatePath;
}
