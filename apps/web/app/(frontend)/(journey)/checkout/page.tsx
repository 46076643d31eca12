import type { OtsProviderItem } from '@fibre/domain/schemas/ots-provider';
import { orNull } from '@fibre/provider-client';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ContactDetailsStep } from '@/components/checkout/contact-details/contact-details-step';
import { StepPage } from '@/components/checkout/steps/step-page';
import { getProducts } from '@/lib/catalogue';
import { provider } from '@/lib/provider';

export const metadata: Metadata = {
  title: 'Checkout: your details',
  description: 'Check your address and your basket, then give us your contact details.',
  robots: { index: false },
};

export default async function CheckoutPage() {
  await connection();
  // The One Touch Switch providers for the current-provider dropdown; without them the question is free text.
  const [products, providers] = await Promise.all([getProducts(), orNull(provider().getOtsProviders())]);
  const switchProviders: OtsProviderItem[] = providers ?? [];
  return (
    <StepPage products={products}>
      {(available) => <ContactDetailsStep products={available} providers={switchProviders} />}
    </StepPage>
  );
}
