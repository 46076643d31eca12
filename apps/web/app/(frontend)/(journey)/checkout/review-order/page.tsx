import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ReviewStep } from '@/components/checkout/steps/review-step';
import { StepPage } from '@/components/checkout/steps/step-page';
import { getProducts } from '@/lib/catalogue';

export const metadata: Metadata = {
  title: 'Checkout: review your order',
  description: 'Check your order, the contract summary and your right to cancel, then place your order.',
  robots: { index: false },
};

export default async function CheckoutReviewPage() {
  await connection();
  const products = await getProducts();
  return <StepPage products={products}>{(available) => <ReviewStep products={available} />}</StepPage>;
}
