import { DEFAULT_ADDRESS_TYPE, PLAN_ADDRESS_TYPES, type PlanAddressType } from '@fibre/domain/constants';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getRegisterInterestAreas } from '@/cms/queries';
import { amazonVoucherOfferView } from '@/components/plans/amazon-voucher-offer-view';
import { PackageChooser } from '@/components/plans/package-chooser';
import { PlanChooserBottom } from '@/components/plans/plan-chooser-bottom';
import { readPlanChooserBottom } from '@/components/plans/plan-chooser-bottom-view';
import { PlansAddress } from '@/components/plans/plans-address';
import { PropertyTypeLinks } from '@/components/plans/property-type-links';
import { NotForPreorderAddress } from '@/components/preorder/not-for-preorder-address';
import { PageHeading } from '@/components/ui/page-heading';
import { ProductsUnavailable } from '@/components/ui/products-unavailable';
import { getProducts } from '@/lib/catalogue';

export const metadata: Metadata = {
  title: 'Choose your plan',
  description: 'Full-fibre broadband plans for your home, home working or business.',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** ?addressType=RES|HWRK|BUS; anything else (or nothing) is the default RES. */
function parseAddressType(value: string | string[] | undefined): PlanAddressType {
  const first = Array.isArray(value) ? value[0] : value;
  return PLAN_ADDRESS_TYPES.find((type) => type === first?.toUpperCase()) ?? DEFAULT_ADDRESS_TYPE;
}

export default async function ServiceAvailablePage({ searchParams }: Props) {
  await connection();
  const addressType = parseAddressType((await searchParams).addressType);
  const [products, voucherOffer, bottom] = await Promise.all([
    getProducts(),
    amazonVoucherOfferView(),
    readPlanChooserBottom(),
  ]);
  return (
    // Compact on a phone, so a plan's price is in the first screen (decision 0473).
    <div className="px-4 pt-5 sm:pt-14">
      <div className="mx-auto max-w-6xl">
        <PageHeading title="Choose your full-fibre plan" />
        <PlansAddress />
        <PropertyTypeLinks current={addressType} />
        <div className="mt-5 sm:mt-8">
          {/* An address kept for a pre-order is offered its plans on its area page (decision 0260). */}
          <NotForPreorderAddress registerInterestAreas={await getRegisterInterestAreas()}>
            {products === null ? (
              <ProductsUnavailable />
            ) : (
              // Keyed by address type: the filter (contract length, plan family) resets on a route change.
              <PackageChooser
                key={addressType}
                products={products}
                addressType={addressType}
                voucherOffer={voucherOffer}
                bottom={<PlanChooserBottom view={bottom} />}
              />
            )}
          </NotForPreorderAddress>
        </div>
      </div>
    </div>
  );
}
