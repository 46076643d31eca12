import type { FaqCategory } from '@/cms/vocabulary';

export interface FaqEntry {
  id: number;
  question: string;
  categories: FaqCategory[];
}

/** With filters on, the list starts with the first 4 items by question (§4). */
const FIRST_ITEMS_WITH_FILTERS = 4;

function byQuestion<T extends { question: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.question.localeCompare(b.question, 'en-GB'));
}

/**
 * The items shown (content-and-api.md §4): a category shows only the items carrying it, sorted by
 * question; 'See All' (null) the full list; with filters on and nothing chosen yet, the first 4.
 */
export function visibleFaqs<T extends FaqEntry>(
  items: readonly T[],
  options: { showFilters: boolean; category: FaqCategory | null; seeAll: boolean },
): T[] {
  if (options.category)
    return byQuestion(items.filter((item) => item.categories.includes(options.category as FaqCategory)));
  if (options.showFilters && !options.seeAll) return byQuestion(items).slice(0, FIRST_ITEMS_WITH_FILTERS);
  return options.showFilters ? byQuestion(items) : [...items];
}
