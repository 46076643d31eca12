import { type RecommendedPlan, recommendedPlans } from '@fibre/domain/recommended-plans';
import type { Product } from '@fibre/domain/schemas/product';
import { LinkButton } from '@/components/ui/link-button';
import { getProducts } from '@/lib/catalogue';
import type { RecommendationCardsBlockData } from '@/payload-types';

/** Who each plan is sold to, as its card names it. */
const FOR_WHOM = { RES: 'Home', HWRK: 'Home worker', BUS: 'Business' } as const;

function RecommendationCard({ plan }: { plan: RecommendedPlan }) {
  const { product, price } = plan;
  const headingId = `recommended-${product.id_product}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col rounded-2xl border-2 border-slate-200 bg-white p-6"
      >
        <p className="self-start rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          {plan.reason}
        </p>
        <h3 id={headingId} className="mt-3 text-2xl font-bold text-brand-900">
          {product.display_name ?? product.name}
        </h3>
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          {FOR_WHOM[plan.addressType]} plan
        </p>
        <p className="mt-2 font-semibold text-brand-900">
          {product.speed_down} Mbps download, {product.speed_up} Mbps upload
        </p>
        <p className="mt-1 text-slate-700">{plan.contractText}</p>
        <p className="mt-auto pt-4 text-slate-900">
          <span className="text-3xl font-extrabold">{price.monthlyText}</span> a month{plan.vatSuffix}
        </p>
        <p className="text-sm text-slate-700">
          {price.adminFeeText}
          {price.annualIncreaseText ? `. Rises by ${price.annualIncreaseText} a month each April.` : '.'}
        </p>
      </article>
    </li>
  );
}

/**
 * The recommendation cards from a catalogue already read: the plans staff picked, priced by the
 * domain (decision 0342). Without a catalogue (the provider failed) or a plan still on sale, the
 * block keeps only its heading and the link to check an address, where plans are listed.
 */
export function RecommendationCardsView({
  block,
  products,
}: {
  block: RecommendationCardsBlockData;
  products: readonly Product[] | null;
}) {
  const plans = products ? recommendedPlans(products, block.recommendations) : [];
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h2 className="text-3xl font-extrabold text-brand-900">{block.heading}</h2>
      {block.intro ? <p className="mt-2 max-w-3xl text-lg text-slate-700">{block.intro}</p> : null}
      {plans.length > 0 ? (
        <>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {plans.map((plan) => (
              <RecommendationCard key={plan.product.id_product} plan={plan} />
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-700">
            Standard prices before any offer. Check your address to see the plans and offers there.
          </p>
        </>
      ) : null}
      <LinkButton href={block.ctaHref} className="mt-6">
        {block.ctaLabel}
      </LinkButton>
    </section>
  );
}

/** The recommendation cards: the provider's catalogue is read on the server, like the plans page. */
export async function RecommendationCardsBlock({ block }: { block: RecommendationCardsBlockData }) {
  return <RecommendationCardsView block={block} products={await getProducts()} />;
}
