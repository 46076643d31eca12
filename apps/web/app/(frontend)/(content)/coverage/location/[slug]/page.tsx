import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MessagePage } from '@/components/pages/message-page';
import { getRegisterInterestAreas } from '@/lib/catalogue';

type Props = { params: Promise<{ slug: string }> };

function findArea(slug: string) {
  return getRegisterInterestAreas().find((area) => area.slug === slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const area = findArea((await params).slug);
  return area
    ? {
        title: `Full fibre in ${area.name}`,
        description: `We are building our full-fibre network in ${area.name}.`,
      }
    : {};
}

/**
 * The page of an area where the network is being built. Until the CMS issue gives it its blocks it
 * is a plain page naming the area, with the #register-interest anchor the address step sends to.
 */
export default async function CoverageLocationPage({ params }: Props) {
  const area = findArea((await params).slug);
  if (!area) notFound();
  return (
    <MessagePage
      heading={`Full fibre is coming to ${area.name}`}
      links={[
        { href: '/address-finder', label: 'Check another address' },
        { href: '/', label: 'Back to the home page' },
      ]}
    >
      <p>We are building our full-fibre network in {area.name} now. Your address isn't ready to order yet.</p>
      <section id="register-interest" aria-labelledby="register-interest-heading" className="scroll-mt-24">
        <h2 id="register-interest-heading" className="mt-8 text-2xl font-bold text-brand-900">
          Register your interest
        </h2>
        <p className="mt-3">
          This is where you can register your interest in full fibre in {area.name} and hear from us as soon
          as you can order.
        </p>
      </section>
    </MessagePage>
  );
}
