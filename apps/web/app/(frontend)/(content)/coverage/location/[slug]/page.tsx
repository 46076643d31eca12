import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { RenderBlocks } from '@/blocks/render-blocks';
import { getCoverageAreas, getPage } from '@/cms/queries';
import { DEMO_AREA_PAGE } from '@/cms/seed/pages';
import { AREA_PAGE_SLUG } from '@/collections/pages';
import { amazonVoucherOfferView } from '@/components/plans/amazon-voucher-offer-view';
import { PreorderSection } from '@/components/preorder/preorder-section';
import { TextLink } from '@/components/ui/link-button';
import { HeroPreOrder } from '@/heroes/hero-pre-order';
import { getProducts } from '@/lib/catalogue';

type Props = { params: Promise<{ slug: string }> };

/** The area from the CMS's coverage areas, with the postcodes it matches, or undefined. */
async function findArea(slug: string) {
  const areas = await getCoverageAreas();
  const area = areas.find((entry) => entry.slug === slug);
  return area
    ? { slug: area.slug, name: area.name, postcodes: (area.postcodes ?? []).map((entry) => entry.postcode) }
    : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const area = await findArea((await params).slug);
  return area
    ? {
        title: `Full fibre in ${area.name}`,
        description: `We are building our full-fibre network in ${area.name}. Pre-order now or register your interest.`,
      }
    : {};
}

/**
 * The page of a coverage area: the register-interest hero at `#register-interest` (the address
 * step sends there), built from the CMS's area template page (AREA_PAGE_SLUG, `{area}` filled in;
 * the seed's own hero if the database has no template yet), then 'Pre-order now' (decision 0260)
 * and the template's blocks.
 */
export default async function CoverageLocationPage({ params }: Props) {
  const area = await findArea((await params).slug);
  if (!area) notFound();
  await connection();
  const [products, template, voucherOffer] = await Promise.all([
    getProducts(),
    getPage(AREA_PAGE_SLUG),
    amazonVoucherOfferView(),
  ]);
  return (
    <>
      <HeroPreOrder hero={template?.hero ?? DEMO_AREA_PAGE.hero} isRootPath={false} area={area} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <PreorderSection products={products} area={area} voucherOffer={voucherOffer} />
      </div>
      {template?.layout?.length ? <RenderBlocks blocks={template.layout} /> : null}
      <ul className="mx-auto flex max-w-6xl flex-wrap items-center gap-6 px-4 pb-12 text-lg">
        <li>
          <TextLink href="/address-finder">Check another address</TextLink>
        </li>
        <li>
          <TextLink href="/">Back to the home page</TextLink>
        </li>
      </ul>
    </>
  );
}
