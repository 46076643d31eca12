import 'server-only';
import type { Product, RegisterInterestArea } from '@fibre/domain';
import { orNull } from '@fibre/provider-client';
import { getRegisterInterestAreas as cmsRegisterInterestAreas } from '@/cms/queries';
import { serverEnv } from './env';
import { provider } from './provider';

/** The provider's product list, or null when the provider failed (the page then says so). */
export async function getProducts(): Promise<Product[] | null> {
  return orNull(provider().getProducts());
}

/**
 * The areas where visitors register interest, from the CMS's coverage areas (the one source of
 * truth: decision 0306); packages/domain's routing rule is handed them.
 */
export function getRegisterInterestAreas(): Promise<RegisterInterestArea[]> {
  return cmsRegisterInterestAreas();
}

/** Whether visitors go through /ots after the address step (env OTS_ALTERNATE_PATH=true; off by default). */
export function isAlternatePathEnabled(): boolean {
  return serverEnv().otsAlternatePath;
}
