// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_COVERAGE_AREAS } from '@/cms/seed/coverage-areas';
import { CoverageListing } from './component.client';
import { type CoverageCard, coverageCardHref } from './coverage-cards';

const cards: CoverageCard[] = DEMO_COVERAGE_AREAS.map((area) => ({
  slug: area.slug,
  name: area.name,
  county: area.county,
  excerpt: area.excerpt,
  availability: area.availability,
  imageUrl: null,
  imageAlt: '',
}));

afterEach(() => {
  document.body.innerHTML = '';
});

async function mount() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<CoverageListing cards={cards} />));
  const names = () => [...container.querySelectorAll('h3')].map((heading) => heading.textContent);
  const button = (text: string) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent === text);
  return { container, root, names, button };
}

describe('the coverage listing (§4)', () => {
  it('shows 6 areas sorted by name, and 6 more per Load more until all are shown', async () => {
    const { names, button, root } = await mount();
    const sorted = cards.map((card) => card.name).sort((a, b) => a.localeCompare(b, 'en-GB'));
    expect(names()).toEqual(sorted.slice(0, 6));
    await act(async () => button('Load more')?.click());
    expect(names()).toEqual(sorted.slice(0, 12));
    await act(async () => button('Load more')?.click());
    expect(names()).toEqual(sorted);
    expect(button('Load more')).toBeUndefined();
    act(() => root.unmount());
  });

  it('filters by county with the region chips, ALL showing everything again', async () => {
    const { names, button, root } = await mount();
    await act(async () => button('Northmoor')?.click());
    expect(button('Northmoor')?.getAttribute('aria-pressed')).toBe('true');
    expect(names()).toEqual(['Hartwood', 'Ivybridge Moor', 'Juniper Fields', 'Kingsley']);
    await act(async () => button('ALL')?.click());
    expect(names()).toHaveLength(6);
    act(() => root.unmount());
  });

  it('filters by availability beside the region chips, both together, All showing every area again', async () => {
    const { names, button, container, root } = await mount();
    const availabilityChips = [
      ...container.querySelectorAll('ul[aria-label="Filter areas by availability"] button'),
    ].map((chip) => chip.textContent);
    expect(availabilityChips).toEqual(['All', 'Available', 'Building', 'Collecting interest', 'Coming soon']);
    expect(button('All')?.getAttribute('aria-pressed')).toBe('true');
    await act(async () => button('Available')?.click());
    expect(names()).toEqual(['Ashby Green', 'Brookfield', 'Dunmere', 'Hartwood', 'Longmarsh']);
    expect(container.querySelector('[data-testid="coverage-count"]')?.textContent).toBe(
      'Showing 5 of 5 areas',
    );
    await act(async () => button('Northmoor')?.click());
    expect(names()).toEqual(['Hartwood']);
    await act(async () => button('Collecting interest')?.click());
    expect(names()).toEqual(['Juniper Fields']);
    await act(async () => button('ALL')?.click());
    expect(names()).toEqual(['Foxley', 'Juniper Fields', 'Northgate']);
    await act(async () => button('All')?.click());
    expect(names()).toHaveLength(6);
    expect(button('Load more')).toBeDefined();
    act(() => root.unmount());
  });

  it('says so when no area matches both filters', async () => {
    const { names, button, container, root } = await mount();
    const demoshire = cards.filter((card) => card.county === 'Demoshire').map((card) => card.availability);
    expect(demoshire).not.toContain('COLLECTING_INTEREST');
    await act(async () => button('Demoshire')?.click());
    await act(async () => button('Collecting interest')?.click());
    expect(names()).toEqual([]);
    expect(container.textContent).toContain('No areas match these filters.');
    act(() => root.unmount());
  });

  it('shows each availability in its colour, and sends a collecting-interest card to /service-unavailable', async () => {
    const { container, root } = await mount();
    const badges = [...container.querySelectorAll('span[data-chip="coverage"]')].map((badge) => [
      badge.textContent,
      badge.className,
    ]);
    expect(badges.find(([label]) => label === 'Available')?.[1]).toContain('bg-success-700');
    expect(coverageCardHref({ slug: 'foxley', availability: 'COLLECTING_INTEREST' })).toBe(
      '/service-unavailable',
    );
    expect(coverageCardHref({ slug: 'demo-valley', availability: 'BUILDING' })).toBe(
      '/coverage/location/demo-valley',
    );
    act(() => root.unmount());
  });
});
