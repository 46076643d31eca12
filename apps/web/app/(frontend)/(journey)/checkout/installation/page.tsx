import type { Metadata } from 'next';
import { connection } from 'next/server';
import { InstallationStep } from '@/components/checkout/steps/installation-step';
import { StepPage } from '@/components/checkout/steps/step-page';
import { getProducts } from '@/lib/catalogue';

export const metadata: Metadata = {
  title: 'Checkout: installation',
  description: 'Choose the day and time for the engineer to install your full-fibre broadband.',
  robots: { index: false },
};

export default async function CheckoutInstallationPage() {
  await connection();
  const products = await getProducts();
  return <StepPage products={products}>{(available) => <InstallationStep products={available} />}</StepPage>;
}
