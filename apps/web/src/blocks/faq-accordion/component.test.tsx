// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_FAQ_ITEMS } from '@/cms/seed/faq-items';
import type { FaqItem } from '@/payload-types';
import { seriousA11yViolations } from '@/test-support/axe';
import { FaqAccordionBlock } from './component';
import { FaqAccordion, type RenderedFaq } from './component.client';
import { visibleFaqs } from './faq-list';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/state/journey-store', () => ({
  useJourney: () => ({ setPostcodeString: vi.fn(), clearAddress: vi.fn() }),
}));
// As the unit tests' alias does for a block's own lazy leaf (decision 0312): the client part at once.
vi.mock('@/heroes/hero-postcode-checker.lazy', async () => ({
  HeroPostcodeChecker: (await import('@/heroes/hero-postcode-checker.client')).HeroPostcodeChecker,
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

describe('the FAQ items’ calls to action (ctaDisplay, ctaLabel, ctaButtonType, ctaLink, ctaEvent)', () => {
  const block = {
    blockType: 'faq-accordion' as const,
    faqs,
    showFilters: false,
    displayPostcodeChecker: false,
  };
  const linkNamed = (label: string) =>
    [...document.querySelectorAll('a')].find((a) => a.textContent?.startsWith(label));

  it('draws each demo item’s button under its answer, acting on its event and buttonType', () => {
    document.body.innerHTML = renderToStaticMarkup(<FaqAccordionBlock block={block} />);
    const check = linkNamed('Check your address');
    expect(check?.getAttribute('href')).toBe('/address-finder');
    expect(check?.className).toBe('btn btn-outline btn-sm mt-4');
    const plans = linkNamed('See the plans');
    expect(plans?.getAttribute('href')).toBe('/service-available?addressType=RES');
    expect(plans?.className).toContain('btn-secondary');
    const ofcom = linkNamed('Ofcom’s advice on phones');
    expect([ofcom?.getAttribute('href'), ofcom?.getAttribute('target')]).toEqual([
      'https://www.ofcom.org.uk',
      '_blank',
    ]);
    expect(ofcom?.className).toContain('btn-hyperlink');
    // Each button sits inside its own item's answer.
    expect(plans?.closest('li')?.querySelector('h3')?.textContent).toContain('Can I keep my phone number?');
  });

  it('draws no button for an item whose ctaDisplay is off', () => {
    const off = faqs.map((item) => ({ ...item, ctaDisplay: false }));
    document.body.innerHTML = renderToStaticMarkup(<FaqAccordionBlock block={{ ...block, faqs: off }} />);
    expect(document.querySelectorAll('a.btn')).toHaveLength(0);
  });
});

describe('the FAQ block’s isSimple', () => {
  it('shows every question with its answer: no accordion, no chips, no background', async () => {
    const markup = renderToStaticMarkup(
      <FaqAccordionBlock
        block={{
          blockType: 'faq-accordion',
          heading: 'Questions about',
          headingBlue: 'phone add-ons',
          faqs,
          isSimple: true,
          showFilters: true,
          showBackground: true,
          displayPostcodeChecker: false,
        }}
      />,
    );
    document.body.innerHTML = markup;
    const list = document.querySelector('[data-testid="faq-simple"]');
    expect(list?.querySelectorAll('h3')).toHaveLength(faqs.length);
    expect(document.querySelectorAll('button')).toHaveLength(0);
    expect(document.querySelector('[hidden]')).toBeNull();
    expect(document.querySelector('section')?.className ?? '').not.toContain('bg-brand-50');
    expect(document.body.textContent).toContain('Most installations take 2 to 4 hours.');
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });

  it('is off for the accordion the demo /help page shows', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <FaqAccordionBlock block={{ blockType: 'faq-accordion', faqs, isSimple: false }} />,
    );
    expect(document.querySelector('[data-testid="faq-simple"]')).toBeNull();
    expect(document.querySelectorAll('button[aria-expanded]').length).toBeGreaterThan(0);
  });
});
