import { AVAILABILITIES, type Availability } from '@/cms/vocabulary';

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

/** The availability's words on its card and on the filter (§3 'Coverage item' availability values). */
export const AVAILABILITY_LABEL: Record<Availability, string> = {
  AVAILABLE: 'Available',
  BUILDING: 'Building',
  COLLECTING_INTEREST: 'Collecting interest',
  COMING_SOON: 'Coming soon',
};

/** §3 'Page coverage filter': All (null), then each availability in the spec's order. */
export const AVAILABILITY_FILTERS: ReadonlyArray<Availability | null> = [null, ...AVAILABILITIES];

/** What the listing is filtered by; null is 'ALL' for the region and 'All' for the availability. */
export interface CoverageFilter {
  region: string | null;
  availability: Availability | null;
}

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

/** The cards that pass the filter: both the region and the availability must match (null: any). */
export function matchingCoverage(cards: readonly CoverageCard[], filter: CoverageFilter): CoverageCard[] {
  return cards.filter(
    (card) =>
      (filter.region === null || card.county === filter.region) &&
      (filter.availability === null || card.availability === filter.availability),
  );
}

/** The cards shown: filtered, sorted by name, the first `shown`. */
export function visibleCoverage(
  cards: readonly CoverageCard[],
  filter: CoverageFilter,
  shown: number,
): CoverageCard[] {
  return matchingCoverage(cards, filter)
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'))
    .slice(0, shown);
}
