// @vitest-environment jsdom
import { TIMINGS_MS } from '@fibre/domain/timings';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoPages } from '@/cms/seed/pages';
import { DEMO_CHARITIES } from '@/cms/seed/reviews-and-charities';
import type { Charity, CharityVoteBlockData, Media } from '@/payload-types';
import { seriousA11yViolations } from '@/test-support/axe';
import { TEST_PAGE_REFS } from '@/test-support/demo-blocks';
import { click, leave, settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { cardOrder, cycledImage, hasRecentVote, rememberedVoteValue } from './charity-memory';
import { CharityVoteBlock } from './component';
import { CharityVote, type CharityVoteConfig, charityRules } from './component.client';

const seeded = demoPages({
  ...TEST_PAGE_REFS,
  charityIds: [1, 2, 3],
  charityCardImageIds: [11, 12, 13],
})
  .find((page) => page.slug === 'charity')
  ?.layout?.find((entry) => entry.blockType === 'charity-vote');
if (seeded?.blockType !== 'charity-vote') throw new Error('no charity vote on /charity');

const charities: Charity[] = DEMO_CHARITIES.map((charity, index) => ({
  ...charity,
  id: index + 1,
  updatedAt: '',
  createdAt: '',
}));
const image = (id: number, name: string): Media => ({
  id,
  alt: name,
  url: `/media/${name}.png`,
  updatedAt: '',
  createdAt: '',
});
// The block as Payload returns it at depth 1: the seeded ids populated.
const block: CharityVoteBlockData = {
  ...seeded,
  charities,
  cardImages: [image(11, 'snow-1'), image(12, 'snow-2'), image(13, 'snow-3')],
};

const config: CharityVoteConfig = {
  charities: charities.map((charity) => ({
    charity: charity.charity,
    description: charity.charityDescription,
  })),
  images: ['a', 'b', 'c'].map((name) => ({ url: `/${name}.png`, alt: '' })),
  otherDescription: 'Tell us which local charity we should support.',
  submitLabel: 'Submit my choice',
  thankYouHeading: 'Thank you for choosing!',
  thankYouMessage: 'We will share the results with everyone who voted.',
};

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const radios = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
];
const submit = (container: HTMLElement) =>
  container.querySelector<HTMLButtonElement>('button[type="submit"]');

// The form loads its rules once shown (decision 0588); a visitor types after they arrive.
beforeAll(async () => {
  await charityRules.load();
});

describe('the charity vote block from the demo content', () => {
  it('renders the three charities with Other at index 3, cycling the three pictures, and passes axe', async () => {
    const markup = renderToStaticMarkup(<CharityVoteBlock block={block} />);
    document.body.innerHTML = markup;
    expect(radios(document.body).map((radio) => radio.value)).toEqual([
      'Demoton Food Bank',
      'Valley Mountain Rescue',
      'Digital Inclusion Trust',
      'Other',
    ]);
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/media/snow-1.png',
      '/media/snow-2.png',
      '/media/snow-3.png',
      '/media/snow-1.png',
    ]);
    expect(submit(document.body)?.disabled).toBe(true);
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });
});

describe('the charity vote (§4, §5)', () => {
  it('enables submit once a card is chosen and sends its name with PUT', async () => {
    const fetch = vi.fn(async () => Response.json({ recorded: true, charity: 'Valley Mountain Rescue' }));
    vi.stubGlobal('fetch', fetch);
    const { container, unmount } = await mount(<CharityVote config={config} />);
    expect(submit(container)?.disabled).toBe(true);
    await click(radios(container)[1]);
    expect(submit(container)?.disabled).toBe(false);
    await click(submit(container));
    await settle();
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/donation-tracker');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ charity: 'Valley Mountain Rescue' });
    expect(container.querySelector('[role="status"]')?.textContent).toContain('Thank you for choosing!');
    expect(hasRecentVote(window.localStorage.getItem('donateChoiceCompleted'), Date.now())).toBe(true);
    unmount();
  });

  it("asks for the name on 'Other' and sends the typed name", async () => {
    const fetch = vi.fn(async () => Response.json({ recorded: true, charity: 'Local Food Bank' }));
    vi.stubGlobal('fetch', fetch);
    const { container, unmount } = await mount(<CharityVote config={config} />);
    await click(radios(container)[3]);
    await click(submit(container));
    const error = container.querySelector('[id$="-other-name-error"]');
    expect(error?.textContent).toBe('Error: Please enter the name of the charity');
    expect(container.querySelector('[role="alert"]')?.parentElement?.querySelector('a')?.textContent).toBe(
      'Please enter the name of the charity',
    );
    expect(fetch).not.toHaveBeenCalled();
    const name = container.querySelector<HTMLInputElement>('input[name="other_name"]');
    if (!name) throw new Error('no name box');
    await typeInto(name, 'Local Food Bank');
    await click(submit(container));
    await settle();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ charity: 'Local Food Bank' });
    unmount();
  });

  it('asks for a choice when the cards are left without one, on the question, and clears it once chosen', async () => {
    const { container, unmount } = await mount(<CharityVote config={config} />);
    const group = container.querySelector('fieldset');
    await leave(radios(container)[0] as HTMLInputElement);
    await settle();
    const error = container.querySelector(`#${group?.id}-error`);
    expect(error?.textContent).toBe('Error: Please choose a charity');
    expect(group?.getAttribute('aria-describedby')).toBe(`${group?.id}-error`);
    await click(radios(container)[2]);
    await settle();
    expect(container.querySelector(`#${group?.id}-error`)).toBeNull();
    unmount();
  });

  it("asks for the 'Other' name once its box is left blank, and the summary links to it", async () => {
    const { container, unmount } = await mount(<CharityVote config={config} />);
    await click(radios(container)[3]);
    const name = container.querySelector<HTMLInputElement>('input[name="other_name"]');
    if (!name) throw new Error('no name box');
    await leave(name);
    await settle();
    expect(container.querySelector(`#${name.id}-error`)?.textContent).toBe(
      'Error: Please enter the name of the charity',
    );
    await click(submit(container));
    await settle();
    const link = container.querySelector('[role="alert"] a');
    expect(link?.getAttribute('href')).toBe(`#${name.id}`);
    expect(document.activeElement?.contains(link ?? null)).toBe(true);
    unmount();
  });

  it("passes axe with the 'Other' name error shown", async () => {
    const { container } = await mount(<CharityVote config={config} />);
    await click(radios(container)[3]);
    await click(submit(container));
    // seriousA11yViolations replaces the page with the markup, so this runs last.
    expect(await seriousA11yViolations(container.innerHTML)).toEqual([]);
  });

  it('thanks the visitor and logs when the route fails or cannot be reached', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const fetch of [
      vi.fn(async () => new Response('{}', { status: 503 })),
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ]) {
      window.localStorage.clear();
      vi.stubGlobal('fetch', fetch);
      const { container, unmount } = await mount(<CharityVote config={config} />);
      await click(radios(container)[0]);
      await click(submit(container));
      await settle();
      expect(container.querySelector('[role="status"]')?.textContent).toContain('Thank you for choosing!');
      expect(window.localStorage.getItem('donateChoiceCompleted')).not.toBeNull();
      unmount();
    }
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toBe('Charity donation failed');
  });

  it("says 'Thanks! You have already chosen a charity!' within 7 days, and asks again after", async () => {
    window.localStorage.setItem('donateChoiceCompleted', rememberedVoteValue(Date.now() - 1000));
    const first = await mount(<CharityVote config={config} />);
    expect(first.container.textContent).toBe('Thanks! You have already chosen a charity!');
    first.unmount();
    window.localStorage.setItem(
      'donateChoiceCompleted',
      rememberedVoteValue(Date.now() - TIMINGS_MS.charityChoiceTtl - 1),
    );
    const later = await mount(<CharityVote config={config} />);
    expect(radios(later.container)).toHaveLength(4);
    later.unmount();
  });
});

describe('the vote memory and the cards', () => {
  it('remembers for exactly 604800000 ms and ignores damaged values', () => {
    const now = 1_800_000_000_000;
    expect(hasRecentVote(rememberedVoteValue(now - TIMINGS_MS.charityChoiceTtl + 1), now)).toBe(true);
    expect(hasRecentVote(rememberedVoteValue(now - TIMINGS_MS.charityChoiceTtl), now)).toBe(false);
    expect(hasRecentVote(null, now)).toBe(false);
    expect(hasRecentVote('true', now)).toBe(false);
    expect(hasRecentVote('{not json', now)).toBe(false);
    expect(hasRecentVote(rememberedVoteValue(now + 60_000), now)).toBe(false);
  });

  it('puts Other at index 3, or last when there are fewer charities, and cycles the pictures', () => {
    expect(cardOrder(['a', 'b', 'c', 'd', 'e'], 'Other')).toEqual(['a', 'b', 'c', 'Other', 'd', 'e']);
    expect(cardOrder(['a', 'b'], 'Other')).toEqual(['a', 'b', 'Other']);
    expect([0, 1, 2, 3, 4].map((index) => cycledImage(['x', 'y', 'z'], index))).toEqual([
      'x',
      'y',
      'z',
      'x',
      'y',
    ]);
    expect(cycledImage([], 2)).toBeUndefined();
  });
});
