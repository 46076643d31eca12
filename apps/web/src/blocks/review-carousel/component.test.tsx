// @vitest-environment jsdom
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_REVIEWS } from '@/cms/seed/reviews-and-charities';
import type { Review } from '@/payload-types';
import { demoBlock } from '@/test-support/demo-blocks';
import { mount } from '@/test-support/render';
import { wrapIndex } from './carousel';
import { ReviewCarouselView } from './component';

const reviews: Review[] = DEMO_REVIEWS.map((review, index) => ({
  ...review,
  id: index + 1,
  updatedAt: '',
  createdAt: '',
}));
const block = demoBlock('refer-a-friend', 'review-carousel');
const high = reviews.filter((review) => review.stars >= 4);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the review carousel from the demo reviews', () => {
  it('shows only the 4 and 5 star reviews, one slide and one dot each', () => {
    document.body.innerHTML = renderToStaticMarkup(<ReviewCarouselView block={block} reviews={reviews} />);
    expect(document.querySelector('h2')?.textContent).toBe('What our customers say about us');
    expect(document.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(high.length);
    expect(document.querySelectorAll('button[aria-label^="Show review"]')).toHaveLength(high.length);
    expect(document.body.textContent).not.toContain(reviews.find((review) => review.stars < 4)?.keyquote);
    expect(document.querySelector('ul')?.getAttribute('style')).toContain('transition-duration:500ms');
  });

  it("clips every slide's content, its absolutely placed star text too, inside a positioned frame", () => {
    document.body.innerHTML = renderToStaticMarkup(<ReviewCarouselView block={block} reviews={reviews} />);
    const frame = document.querySelector('[aria-roledescription="slide"]')?.parentElement?.parentElement;
    expect(frame?.classList.contains('overflow-hidden')).toBe(true);
    expect(frame?.classList.contains('relative')).toBe(true);
  });

  it('wraps round at both ends and moves to a dot’s review', async () => {
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(3, 1, 4)).toBe(0);
    const view = await mount(<ReviewCarouselView block={block} reviews={reviews} />);
    const current = () =>
      view.container.querySelector('[aria-roledescription="slide"]:not([aria-hidden="true"])')?.textContent;
    const button = (name: string) =>
      [...view.container.querySelectorAll('button')].find(
        (node) => node.textContent === name,
      ) as HTMLButtonElement;
    expect(current()).toContain(high[0]?.keyquote);
    await act(async () => button('Previous review').click());
    expect(current()).toContain(high.at(-1)?.keyquote);
    await act(async () => button('Next review').click());
    expect(current()).toContain(high[0]?.keyquote);
    await act(async () =>
      (view.container.querySelector('button[aria-label="Show review 2"]') as HTMLButtonElement).click(),
    );
    expect(current()).toContain(high[1]?.keyquote);
    expect(
      view.container.querySelector('button[aria-label="Show review 2"]')?.getAttribute('aria-current'),
    ).toBe('true');
    view.unmount();
  });
});
