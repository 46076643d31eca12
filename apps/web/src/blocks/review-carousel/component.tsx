import { getTopReviews } from '@/cms/queries';
import type { Review, ReviewCarouselBlockData } from '@/payload-types';
import { shownReviews } from './carousel';
import type { CarouselReview } from './component.client';
import { ReviewCarousel } from './component.lazy';

export function ReviewCarouselView({
  block,
  reviews,
}: {
  block: ReviewCarouselBlockData;
  reviews: readonly Review[];
}) {
  const slides: CarouselReview[] = shownReviews(reviews).map(({ id, stars, keyquote, quote, reviewer }) => ({
    id,
    stars,
    keyquote,
    quote,
    reviewer,
  }));
  if (slides.length === 0) return null;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h2 className="text-center text-3xl font-extrabold text-brand-900">
        {block.heading ?? 'What our customers say about us'}
      </h2>
      <div className="mt-8">
        <ReviewCarousel reviews={slides} />
      </div>
    </section>
  );
}

/** The review carousel: the 4 and 5 star reviews read on the server (the reviews tag). */
export async function ReviewCarouselBlock({ block }: { block: ReviewCarouselBlockData }) {
  return <ReviewCarouselView block={block} reviews={await getTopReviews()} />;
}
