import { BASKET_PLAN_COOKIE, readBasketPlanCookie } from '@fibre/domain/basket-plan-cookie';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import { MiniBasket } from '@/components/basket/mini-basket';
import { ExtrasChooser } from '@/components/extras/extras-chooser';
import { PageHeading } from '@/components/ui/page-heading';
import { ProductsUnavailable } from '@/components/ui/products-unavailable';
import { getProducts, isAlternatePathEnabled } from '@/lib/catalogue';

export const metadata: Metadata = {
  title: 'Choose your extras',
  description: 'Add a home phone, a static IP or a Wi-Fi booster to your full-fibre plan.',
};

export default async function ExtrasPage() {
  await connection();
  const products = await getProducts();
  // The basket's plan as its cookie names it: the page comes with the real cards (decision 0686).
  const hint = readBasketPlanCookie((await cookies()).get(BASKET_PLAN_COOKIE)?.value);
  return (
    <div className="px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-6xl">
        <PageHeading title="Choose your extras" lead="Add anything you need, then continue to checkout." />
        {products === null ? (
          <ProductsUnavailable className="mt-8" />
        ) : (
          <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
            <ExtrasChooser products={products} hint={hint} />
            <MiniBasket
              products={products}
              alternatePath={isAlternatePathEnabled()}
              awaitsPlan={hint !== null}
            />
          </div>
        )}
      </div>
    </div>
  );
}
