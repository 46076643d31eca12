import { pathWithQuery, SITE_PATHS } from '@fibre/domain/site-paths';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { getRegisterInterestAreas } from '@/cms/queries';
import { OtsAddressStep } from '@/components/address-finder/ots-address-step';
import { isAlternatePathEnabled } from '@/lib/catalogue';
import { ADDRESS_STEP_METADATA, AddressStepFrame } from '../address-finder/address-step-frame';

export const metadata = ADDRESS_STEP_METADATA;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The alternate address step. With its feature flag off (the default) it is the normal finder. */
export default async function OtsPage({ searchParams }: Props) {
  await connection();
  const params = await searchParams;
  if (!isAlternatePathEnabled()) {
    const kept = ['addressType', 'product', 'checkoutSkipTo'].map((name): [string, string | null] => [
      name,
      first(params[name]) ?? null,
    ]);
    redirect(pathWithQuery(SITE_PATHS.addressFinder, kept));
  }
  const product = Number(first(params.product));
  return (
    <AddressStepFrame>
      <OtsAddressStep
        registerInterestAreas={await getRegisterInterestAreas()}
        returning={first(params.addressType) !== undefined}
        productId={Number.isSafeInteger(product) && product > 0 ? product : null}
      />
    </AddressStepFrame>
  );
}
