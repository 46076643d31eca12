import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CheckoutDoor } from '@/components/checkout/checkout-door';
import { PageHeading } from '@/components/ui/page-heading';
import { ProductsUnavailable } from '@/components/ui/products-unavailable';
import { getProducts } from '@/lib/catalogue';

export const metadata: Metadata = {
  title: 'Checkout: your details',
  description: 'Check your address and your basket, then give us your contact details.',
};

export default async function CheckoutPage() {
  await connection();
  const products = await getProducts();
  return (
    <div className="px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-6xl">
        <PageHeading title="Checkout" />
        <div className="mt-8">
          {products === null ? <ProductsUnavailable /> : <CheckoutDoor products={products} />}
        </div>
      </div>
    </div>
  );
}
