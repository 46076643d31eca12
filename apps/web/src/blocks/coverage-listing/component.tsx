import { getCoverageAreas } from '@/cms/queries';
import type { CoverageArea, CoverageListingBlockData } from '@/payload-types';
import { CoverageListing } from './component.lazy';
import type { CoverageCard } from './coverage-cards';

/** A coverage area as the listing's card (the image's thumbnail format, §3). */
function toCoverageCard(area: CoverageArea): CoverageCard {
  const image = typeof area.image === 'object' ? area.image : null;
  return {
    slug: area.slug,
    name: area.name,
    county: area.county,
    excerpt: area.excerpt,
    availability: area.availability,
    imageUrl: image?.sizes?.thumbnail?.url ?? image?.url ?? null,
    // Decorative beside the area's name.
    imageAlt: '',
  };
}

/** The coverage listing block: the areas are read here, on the server, from the CMS. */
export async function CoverageListingBlock({ block }: { block: CoverageListingBlockData }) {
  const areas = await getCoverageAreas();
  return <CoverageListingView block={block} cards={areas.map(toCoverageCard)} />;
}

function CoverageListingView({ block, cards }: { block: CoverageListingBlockData; cards: CoverageCard[] }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6" aria-labelledby="coverage-heading">
      <h2 id="coverage-heading" className="text-3xl font-extrabold tracking-tight text-brand-900">
        {block.heading ?? 'Where we are building'}
      </h2>
      {block.intro ? <p className="mt-3 text-lg text-slate-700">{block.intro}</p> : null}
      <div className="mt-8">
        <CoverageListing cards={cards} />
      </div>
    </section>
  );
}
