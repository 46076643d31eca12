import 'server-only';
import type { Product, RegisterInterestArea } from '@fibre/domain';
import { DEMO_REGISTER_INTEREST_AREAS } from '@fibre/domain/demo/register-interest-areas';
import { orNull } from '@fibre/provider-client';
import { serverEnv } from './env';
import { provider } from './provider';

/** The provider's product list, or null when the provider failed (the page then says so). */
export async function getProducts(): Promise<Product[] | null> {
  return orNull(provider().getProducts());
}

/** The areas being built where visitors register interest. The CMS issue replaces the demo list. */
export function getRegisterInterestAreas(): RegisterInterestArea[] {
  return [...DEMO_REGISTER_INTEREST_AREAS];
}

/** Whether visitors go through /ots after the address step (env OTS_ALTERNATE_PATH=true; off by default). */
export function isAlternatePathEnabled(): boolean {
  return serverEnv().otsAlternatePath;
}
