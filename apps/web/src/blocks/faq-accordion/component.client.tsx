'use client';

import { type ReactNode, useId, useState } from 'react';
import { FAQ_CATEGORIES, type FaqCategory } from '@/cms/vocabulary';
import { FilterChip } from '@/components/ui/chip';
import { type FaqEntry, visibleFaqs } from './faq-list';

export interface RenderedFaq extends FaqEntry {
  /** The markdown answer, already rendered on the server. */
  answer: ReactNode;
}

/**
 * The accordion (§4): at most one item open; clicking the open one closes it; a category chip
 * filters (sorted by question) and closes any open item; 'See All' restores the full list.
 */
export function FaqAccordion({ items, showFilters }: { items: RenderedFaq[]; showFilters: boolean }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const [category, setCategory] = useState<FaqCategory | null>(null);
  const [seeAll, setSeeAll] = useState(false);
  const baseId = useId();
  const shown = visibleFaqs(items, { showFilters, category, seeAll });

  function choose(next: FaqCategory | null) {
    setCategory(next);
    setSeeAll(next === null);
    setOpenId(null);
  }

  return (
    <div>
      {showFilters ? (
        <ul className="flex flex-wrap gap-2" aria-label="Filter questions by topic">
          {[null, ...FAQ_CATEGORIES].map((chip) => {
            const selected = chip === null ? seeAll && category === null : category === chip;
            return (
              <li key={chip ?? 'all'}>
                <FilterChip pressed={selected} onPress={() => choose(chip)}>
                  {chip ?? 'See All'}
                </FilterChip>
              </li>
            );
          })}
        </ul>
      ) : null}
      <ul className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
        {shown.map((item) => {
          const open = openId === item.id;
          const panelId = `${baseId}-answer-${item.id}`;
          return (
            <li key={item.id}>
              <h3>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : item.id)}
                  className="flex min-h-11 w-full items-center justify-between gap-4 py-4 text-left text-lg font-bold text-brand-900"
                >
                  {item.question}
                  <span aria-hidden="true" className="text-2xl">
                    {open ? '−' : '+'}
                  </span>
                </button>
              </h3>
              <div
                id={panelId}
                hidden={!open}
                className="pb-4 text-slate-700 [&_a:not(.btn)]:font-semibold [&_a:not(.btn)]:text-brand-700 [&_a:not(.btn)]:underline"
              >
                {item.answer}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
