import type { Metadata } from 'next';
import { getRegisterInterestAreas } from '@/cms/queries';
import { PropertyConfirmation } from '@/components/pages/property-confirmation';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = {
  title: 'Confirm your property',
  description: 'Check this is the address you want full fibre at.',
};

export default async function ServicePropertyConfirmationPage() {
  return (
    <div className="px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-2xl">
        <PageHeading
          title="Is this your property?"
          lead="Check this is the address you want full fibre at."
        />
        <div className="mt-8">
          <PropertyConfirmation registerInterestAreas={await getRegisterInterestAreas()} />
        </div>
      </div>
    </div>
  );
}
