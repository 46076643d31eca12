import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AddressFinder } from '@/components/address-finder/address-finder';
import { PageHeading } from '@/components/ui/page-heading';
import { getRegisterInterestAreas, isAlternatePathEnabled } from '@/lib/catalogue';

export const metadata: Metadata = {
  title: 'Find your address',
  description: 'Enter your postcode and choose your address to see the full-fibre plans you can get.',
};

/** Rendered per request: the alternate-path flag is read from the environment at run time. */
export default async function AddressFinderPage() {
  await connection();
  return (
    <div className="px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-2xl">
        <PageHeading
          title="Find your address"
          lead="Enter your postcode and choose your address to see the plans you can get."
        />
      </div>
      <div className="mt-8">
        <AddressFinder
          registerInterestAreas={getRegisterInterestAreas()}
          alternatePath={isAlternatePathEnabled()}
        />
      </div>
    </div>
  );
}
