import { PostcodeSearch } from '@/components/home/postcode-search';
import { CmsImage, populatedMedia } from '@/components/ui/cms-image';
import type { Page, Review } from '@/payload-types';
import { showsPostcodeChecker } from './hero-default';

/**
 * The main hero (§2, §3): pre-heading, headline, sub-headline, offer, description, small text, the
 * postcode box, the trust badge, the picture and the reviews strip. The headline is the page's
 * main heading only on `/`.
 */
export function HeroMain({
  hero,
  isRootPath,
  reviews,
}: {
  hero: Page['hero'];
  isRootPath: boolean;
  reviews: Review[];
}) {
  const Headline = isRootPath ? 'h1' : 'p';
  const image = populatedMedia(hero.image);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            {hero.preHeading ? (
              <p className="text-sm font-bold uppercase tracking-widest text-brand-100">{hero.preHeading}</p>
            ) : null}
            <Headline className="mt-3 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              {hero.headline}
            </Headline>
            {hero.subHeadline ? (
              <p className="mt-4 max-w-2xl text-lg text-brand-100 sm:text-xl">{hero.subHeadline}</p>
            ) : null}
            {hero.offer ? <p className="mt-4 text-2xl font-extrabold">{hero.offer}</p> : null}
            {hero.description ? <p className="mt-3 max-w-2xl text-brand-100">{hero.description}</p> : null}
            {showsPostcodeChecker(hero) ? (
              <div className="mt-8">
                <PostcodeSearch label={hero.postcodeLabel ?? undefined} tone="dark" />
              </div>
            ) : null}
            {hero.smallText ? <p className="mt-4 text-sm text-brand-100">{hero.smallText}</p> : null}
          </div>
          <div className="space-y-4">
            {image?.url ? (
              <CmsImage
                media={image}
                sizes="(min-width: 1024px) 40vw, 100vw"
                eager
                className="hidden h-auto w-full rounded-2xl lg:block"
              />
            ) : null}
            {hero.trustPoints?.length ? (
              <ul
                className="grid gap-3 text-base sm:grid-cols-2 lg:grid-cols-1"
                aria-label="Why customers choose us"
              >
                {hero.trustPoints.map((entry) => (
                  <li
                    key={entry.id ?? entry.point}
                    className="flex items-start gap-3 rounded-xl bg-white/10 p-4"
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 20 20"
                      className="mt-0.5 h-5 w-5 flex-none"
                      fill="currentColor"
                    >
                      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
                    </svg>
                    <span>{entry.point}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </section>
      {hero.showReviews && reviews.length > 0 ? (
        <section aria-labelledby="reviews-strip-heading" className="border-b border-slate-200 bg-white">
          <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
            <h2 id="reviews-strip-heading" className="text-2xl font-extrabold text-brand-900">
              {hero.reviewsHeading ?? 'What our customers say about us'}
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-3">
              {reviews.slice(0, 3).map((review) => (
                <li key={review.id} className="rounded-2xl border border-slate-200 p-5">
                  <p className="font-bold text-brand-900">
                    <span aria-hidden="true">{'★'.repeat(review.stars)}</span>
                    <span className="sr-only">{review.stars} out of 5 stars</span>
                  </p>
                  <p className="mt-2 font-bold">{review.keyquote}</p>
                  <p className="mt-1 text-slate-700">{review.quote}</p>
                  <p className="mt-3 text-sm text-slate-600">{review.reviewer}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
