import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getCoverageAreas } from '@/cms/queries';
import { PreorderSection } from '@/components/preorder/preorder-section';
import { TextLink } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
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
 * The page of an area where the network is being built. Until the CMS issue gives it its blocks it
 * is a plain page naming the area with two sections under the #register-interest anchor the address
 * step sends to: 'Pre-order now' (decision 0260; the content issue replaces it with the pre-order
 * hero) and 'Register your interest' (its form is a later issue).
 */
export default async function CoverageLocationPage({ params }: Props) {
  const area = await findArea((await params).slug);
  if (!area) notFound();
  await connection();
  const products = await getProducts();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageHeading
        title={`Full fibre is coming to ${area.name}`}
        lead={`We are building our full-fibre network in ${area.name} now.`}
      />
      <div id="register-interest" className="mt-10 scroll-mt-24 space-y-12">
        <PreorderSection products={products} area={area} />
        <section aria-labelledby="register-interest-heading" className="max-w-3xl">
          <h2 id="register-interest-heading" className="text-2xl font-bold text-brand-900">
            Register your interest
          </h2>
          <p className="mt-3 text-lg text-slate-700">
            This is where you can register your interest in full fibre in {area.name} and hear from us as soon
            as you can order.
          </p>
        </section>
      </div>
      <ul className="mt-12 flex flex-wrap items-center gap-6 text-lg">
        <li>
          <TextLink href="/address-finder">Check another address</TextLink>
        </li>
        <li>
          <TextLink href="/">Back to the home page</TextLink>
        </li>
      </ul>
    </div>
  );
}
