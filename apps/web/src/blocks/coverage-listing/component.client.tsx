'use client';

import Link from 'next/link';
import { useState } from 'react';
import {
  AVAILABILITY_STYLE,
  COVERAGE_PAGE_SIZE,
  type CoverageCard,
  coverageCardHref,
  coverageRegions,
  visibleCoverage,
} from './coverage-cards';

/** The listing's browser part: region chips (ALL and each county) and 'Load more' (§4). */
export function CoverageListing({ cards }: { cards: CoverageCard[] }) {
  const [region, setRegion] = useState<string | null>(null);
  const [shown, setShown] = useState(COVERAGE_PAGE_SIZE);
  const matching = cards.filter((card) => region === null || card.county === region).length;
  const visible = visibleCoverage(cards, region, shown);

  function choose(next: string | null) {
    setRegion(next);
    setShown(COVERAGE_PAGE_SIZE);
  }

  return (
    <div>
      <ul className="flex flex-wrap gap-2" aria-label="Filter areas by region">
        {[null, ...coverageRegions(cards)].map((chip) => (
          <li key={chip ?? 'ALL'}>
            <button
              type="button"
              aria-pressed={region === chip}
              onClick={() => choose(chip)}
              className={`min-h-11 rounded-full border px-4 font-semibold ${
                region === chip
                  ? 'border-brand-900 bg-brand-900 text-white'
                  : 'border-slate-300 bg-white text-brand-900'
              }`}
            >
              {chip ?? 'ALL'}
            </button>
          </li>
        ))}
      </ul>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((card) => {
          const style = AVAILABILITY_STYLE[card.availability];
          return (
            <li
              key={card.slug}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
            >
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
              <div className="flex flex-1 flex-col p-6">
                <span className={`self-start rounded-full px-3 py-1 text-sm font-bold ${style.className}`}>
                  {style.label}
                </span>
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
        })}
      </ul>
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
