import { connection } from 'next/server';
import { getRegisterInterestAreas } from '@/cms/queries';
import { AddressFinder } from '@/components/address-finder/address-finder';
import { isAlternatePathEnabled } from '@/lib/catalogue';
import { ADDRESS_STEP_METADATA, AddressStepFrame } from './address-step-frame';

export const metadata = ADDRESS_STEP_METADATA;

/** Rendered per request: the alternate-path flag is read from the environment at run time. */
export default async function AddressFinderPage() {
  await connection();
  return (
    <AddressStepFrame>
      <AddressFinder
        registerInterestAreas={await getRegisterInterestAreas()}
        alternatePath={isAlternatePathEnabled()}
      />
    </AddressStepFrame>
  );
}
