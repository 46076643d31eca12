import type { Metadata } from 'next';
import { PropertyConfirmation } from '@/components/pages/property-confirmation';

export const metadata: Metadata = {
  title: 'Confirm your property',
  description: 'Check this is the address you want full fibre at.',
};

export default function ServicePropertyConfirmationPage() {
  return (
    <div className="px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Is this your property?</h1>
        <p className="mt-3 text-lg text-slate-700">Check this is the address you want full fibre at.</p>
        <div className="mt-8">
          <PropertyConfirmation />
        </div>
      </div>
    </div>
  );
}
