import { normalisePostcode } from '@fibre/domain/postcode-format';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { isProviderError, type ProviderClient } from '@fibre/provider-client';

/**
 * The one way the site's server asks which addresses a postcode has: the postcode normalised by
 * the domain's one rule, then the provider client's uprnByPostcode. A text that is not a postcode,
 * and a postcode the provider does not know (404), have none; a failure of the provider throws its
 * ProviderError. The same-site route /api/uprn-by-postcode (which the browser's finder, checkers and
 * forms call through components/address-finder/address-lookup.ts) and the contact form's
 * server-side check both use it.
 */
export async function addressesAtPostcode(
  provider: Pick<ProviderClient, 'getAddressesByPostcode'>,
  postcode: string,
): Promise<AddressItem[]> {
  const normalised = normalisePostcode(postcode);
  if (normalised === null) return [];
  try {
    return await provider.getAddressesByPostcode(normalised);
  } catch (error) {
    if (isProviderError(error) && error.isNotFound) return [];
    throw error;
  }
}
