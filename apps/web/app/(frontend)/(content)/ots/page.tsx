import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { OtsAddressStep } from '@/components/address-finder/ots-address-step';
import { PageHeading } from '@/components/ui/page-heading';
import { getRegisterInterestAreas, isAlternatePathEnabled } from '@/lib/catalogue';

export const metadata: Metadata = {
  title: 'Find your address',
  description: 'Enter your postcode and choose your address to see the full-fibre plans you can get.',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The alternate address step. With its feature flag off (the default) it is the normal finder. */
export default async function OtsPage({ searchParams }: Props) {
  await connection();
  const params = await searchParams;
  if (!isAlternatePathEnabled()) {
    const query = new URLSearchParams();
    for (const name of ['addressType', 'product', 'checkoutSkipTo']) {
      const value = first(params[name]);
      if (value !== undefined) query.set(name, value);
    }
    redirect(query.size > 0 ? `/address-finder?${query.toString()}` : '/address-finder');
  }
  const product = Number(first(params.product));
  return (
    <div className="px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-2xl">
        <PageHeading
          title="Find your address"
          lead="Enter your postcode and choose your address to see the plans you can get."
        />
      </div>
      <div className="mt-8">
        <OtsAddressStep
          registerInterestAreas={getRegisterInterestAreas()}
          returning={first(params.addressType) !== undefined}
          productId={Number.isSafeInteger(product) && product > 0 ? product : null}
        />
      </div>
    </div>
  );
}
