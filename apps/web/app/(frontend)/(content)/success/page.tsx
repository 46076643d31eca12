import type { Metadata } from 'next';
import { connection } from 'next/server';
import { SuccessStep } from '@/components/checkout/steps/success-step';
import { getProducts } from '@/lib/catalogue';

export const metadata: Metadata = {
  title: 'Order placed',
  description: 'Your order number and what happens next.',
  robots: { index: false },
};

/** /success: in the content group, so it has the full footer (content-and-api.md §7 'Page shell'). */
export default async function SuccessPage() {
  await connection();
  const products = (await getProducts()) ?? [];
  return (
    <div className="px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-6xl">
        <SuccessStep products={products} />
      </div>
    </div>
  );
}
