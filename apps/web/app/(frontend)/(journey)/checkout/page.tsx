import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CheckoutDoor } from '@/components/checkout/checkout-door';
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
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Checkout</h1>
        <div className="mt-8">
          {products === null ? (
            <p className="text-lg font-semibold text-red-800" role="alert">
              Products could not be loaded...
            </p>
          ) : (
            <CheckoutDoor products={products} />
          )}
        </div>
      </div>
    </div>
  );
}
