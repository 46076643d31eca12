import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';

/** The address step's title, for the normal finder and its alternate (/ots) alike. */
export const ADDRESS_STEP_METADATA: Metadata = {
  title: 'Find your address',
  description: 'Enter your postcode and choose your address to see the full-fibre plans you can get.',
};

/** The address step's heading above its finder, so both versions of the step read the same. */
export function AddressStepFrame({ children }: { children: ReactNode }) {
  return (
    <div className="px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-2xl">
        <PageHeading
          title="Find your address"
          lead="Enter your postcode and choose your address to see the plans you can get."
        />
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}
