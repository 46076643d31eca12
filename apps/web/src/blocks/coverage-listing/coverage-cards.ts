import type { Availability } from '@/cms/vocabulary';

export interface CoverageCard {
  slug: string;
  name: string;
  county: string;
  excerpt: string;
  availability: Availability;
  imageUrl: string | null;
  imageAlt: string;
}

/** §4 'Coverage listing': 6 at first, 6 more per 'Load more'. */
export const COVERAGE_PAGE_SIZE = 6;

/** §3: AVAILABLE green, BUILDING blue, COLLECTING_INTEREST red, COMING_SOON yellow. */
export const AVAILABILITY_STYLE: Record<Availability, { label: string; className: string }> = {
  AVAILABLE: { label: 'Available', className: 'bg-green-700 text-white' },
  BUILDING: { label: 'Building', className: 'bg-brand-700 text-white' },
  COLLECTING_INTEREST: { label: 'Collecting interest', className: 'bg-red-700 text-white' },
  COMING_SOON: { label: 'Coming soon', className: 'bg-yellow-300 text-slate-900' },
};

/** Where a card leads (§2): an available area to its page, one collecting interest to /service-unavailable. */
export function coverageCardHref(card: Pick<CoverageCard, 'slug' | 'availability'>): string {
  return card.availability === 'COLLECTING_INTEREST'
    ? '/service-unavailable'
    : `/coverage/location/${card.slug}`;
}

/** The regions (counties) for the chips, sorted. */
export function coverageRegions(cards: readonly CoverageCard[]): string[] {
  return [...new Set(cards.map((card) => card.county))].sort((a, b) => a.localeCompare(b, 'en-GB'));
}

/** The cards shown: sorted by name, filtered by region (null: all), the first `shown`. */
export function visibleCoverage(
  cards: readonly CoverageCard[],
  region: string | null,
  shown: number,
): CoverageCard[] {
  return [...cards]
    .filter((card) => region === null || card.county === region)
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'))
    .slice(0, shown);
}
