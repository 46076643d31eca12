// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_FAQ_ITEMS } from '@/cms/seed/faq-items';
import type { FaqItem } from '@/payload-types';
import { FaqAccordionBlock } from './component';
import { FaqAccordion, type RenderedFaq } from './component.client';
import { visibleFaqs } from './faq-list';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/state/journey-store', () => ({
  useJourney: () => ({ setPostcodeString: vi.fn(), clearAddress: vi.fn() }),
}));

const faqs: FaqItem[] = DEMO_FAQ_ITEMS.map((item, index) => ({
  ...item,
  id: index + 1,
  display: true,
  updatedAt: '',
  createdAt: '',
}));
const entries: RenderedFaq[] = faqs.map((item) => ({
  id: item.id,
  question: item.question,
  categories: item.category,
  answer: item.answer,
}));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('visibleFaqs (§4)', () => {
  it('starts with the first 4 items by question when filters are on', () => {
    const shown = visibleFaqs(entries, { showFilters: true, category: null, seeAll: false });
    expect(shown).toHaveLength(4);
    expect(shown.map((item) => item.question)).toEqual(
      [...entries.map((item) => item.question)].sort((a, b) => a.localeCompare(b, 'en-GB')).slice(0, 4),
    );
  });

  it('shows only a category’s items, sorted by question; See All shows them all', () => {
    const phone = visibleFaqs(entries, { showFilters: true, category: 'Phone', seeAll: false });
    expect(phone.every((item) => item.categories.includes('Phone'))).toBe(true);
    expect(phone.length).toBe(entries.filter((item) => item.categories.includes('Phone')).length);
    expect(visibleFaqs(entries, { showFilters: true, category: null, seeAll: true })).toHaveLength(
      entries.length,
    );
  });
});

describe('the FAQ accordion block', () => {
  it('renders the demo questions with markdown answers, the chips and the postcode checker', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <FaqAccordionBlock
        block={{
          blockType: 'faq-accordion',
          heading: 'Frequently asked',
          headingBlue: 'questions',
          faqs,
          showFilters: true,
          displayPostcodeChecker: true,
        }}
      />,
    );
    expect(document.querySelector('h2')?.textContent).toBe('Frequently asked questions');
    expect(
      [...document.querySelectorAll('[aria-label="Filter questions by topic"] button')].map(
        (b) => b.textContent,
      ),
    ).toEqual(['See All', 'Installation', 'Speed', 'Equipment', 'Phone']);
    expect(document.querySelectorAll('button[aria-expanded]')).toHaveLength(4);
    expect(document.body.textContent).toContain('Can you get Hey!Broadband?');
    expect(document.body.textContent).toContain('Enter your postcode to check availability.');
  });

  it('opens at most one item, closes it on a second click, and closes it when filtering', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<FaqAccordion items={entries} showFilters />));
    const questions = () => [...container.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')];
    await act(async () => questions()[0]?.click());
    await act(async () => questions()[1]?.click());
    expect(questions().map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'false',
      'true',
      'false',
      'false',
    ]);
    await act(async () => questions()[1]?.click());
    expect(questions().every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
    await act(async () => questions()[0]?.click());
    const speed = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Speed');
    await act(async () => speed?.click());
    expect(questions().every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(questions()).toHaveLength(entries.filter((item) => item.categories.includes('Speed')).length);
    act(() => root.unmount());
  });
});
