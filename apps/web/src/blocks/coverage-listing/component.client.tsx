'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Chip, FilterChip } from '@/components/ui/chip';
import {
  AVAILABILITY_FILTERS,
  AVAILABILITY_LABEL,
  COVERAGE_PAGE_SIZE,
  type CoverageCard,
  type CoverageFilter,
  coverageCardHref,
  coverageRegions,
  matchingCoverage,
  visibleCoverage,
} from './coverage-cards';

function ChipRow<T extends string | null>({
  label,
  chips,
  chosen,
  words,
  onChoose,
}: {
  label: string;
  chips: readonly T[];
  chosen: T;
  words(chip: T): string;
  onChoose(chip: T): void;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {chips.map((chip) => (
        <li key={chip ?? 'all'}>
          <FilterChip pressed={chosen === chip} onPress={() => onChoose(chip)}>
            {words(chip)}
          </FilterChip>
        </li>
      ))}
    </ul>
  );
}

function CoverageCardItem({ card }: { card: CoverageCard }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {card.imageUrl ? (
        // biome-ignore lint/performance/noImgElement: CMS thumbnails are already sized (400×300).
        <img
          src={card.imageUrl}
          alt={card.imageAlt}
          width={400}
          height={300}
          loading="lazy"
          className="h-auto w-full"
        />
      ) : null}
      <div className="flex flex-1 flex-col items-start p-6">
        <Chip type="coverage" availability={card.availability}>
          {AVAILABILITY_LABEL[card.availability]}
        </Chip>
        <h3 className="mt-3 text-xl font-bold text-brand-900">
          <Link href={coverageCardHref(card)} className="hover:underline">
            {card.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">{card.county}</p>
        <p className="mt-2 flex-1 text-slate-700">{card.excerpt}</p>
      </div>
    </li>
  );
}

/**
 * The listing's browser part (§4): region chips (ALL and each county) beside the availability
 * filter (All, Available, Building, Collecting interest, Coming soon), both applied together, and
 * 'Load more'. A change of filter starts again at the first 6 and is announced politely.
 */
export function CoverageListing({ cards }: { cards: CoverageCard[] }) {
  const [filter, setFilter] = useState<CoverageFilter>({ region: null, availability: null });
  const [shown, setShown] = useState(COVERAGE_PAGE_SIZE);
  const matching = matchingCoverage(cards, filter).length;
  const visible = visibleCoverage(cards, filter, shown);

  function choose(next: Partial<CoverageFilter>) {
    setFilter({ ...filter, ...next });
    setShown(COVERAGE_PAGE_SIZE);
  }

  return (
    <div>
      <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-start lg:justify-between">
        <ChipRow
          label="Filter areas by region"
          chips={[null, ...coverageRegions(cards)]}
          chosen={filter.region}
          words={(chip) => chip ?? 'ALL'}
          onChoose={(region) => choose({ region })}
        />
        <ChipRow
          label="Filter areas by availability"
          chips={AVAILABILITY_FILTERS}
          chosen={filter.availability}
          words={(chip) => (chip === null ? 'All' : AVAILABILITY_LABEL[chip])}
          onChoose={(availability) => choose({ availability })}
        />
      </div>
      <p className="sr-only" aria-live="polite" data-testid="coverage-count">
        {`Showing ${visible.length} of ${matching} areas`}
      </p>
      {matching === 0 ? (
        <p className="mt-8 text-lg text-slate-700">
          No areas match these filters. Choose ALL or All to see more.
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((card) => (
            <CoverageCardItem key={card.slug} card={card} />
          ))}
        </ul>
      )}
      {shown < matching ? (
        <button
          type="button"
          onClick={() => setShown(shown + COVERAGE_PAGE_SIZE)}
          className="btn btn-outline mt-8"
        >
          Load more
        </button>
      ) : null}
    </div>
  );
}
