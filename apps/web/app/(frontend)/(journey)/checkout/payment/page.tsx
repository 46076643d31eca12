import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PaymentStep } from '@/components/checkout/steps/payment-step';
import { StepPage } from '@/components/checkout/steps/step-page';
import { getProducts } from '@/lib/catalogue';

export const metadata: Metadata = {
  title: 'Checkout: payment',
  description: 'Set up the Direct Debit for your monthly payments.',
  robots: { index: false },
};

export default async function CheckoutPaymentPage() {
  await connection();
  const products = await getProducts();
  return <StepPage products={products}>{(available) => <PaymentStep products={available} />}</StepPage>;
}
