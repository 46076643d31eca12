import type { Page, Review } from '@/payload-types';

/** The main hero's trust badge: short reasons to choose us, each ticked. */
export function TrustBadge({
  points,
  itemClass,
}: {
  points: Page['hero']['trustPoints'];
  itemClass: string;
}) {
  if (!points?.length) return null;
  return (
    <ul className="grid gap-3 text-base sm:grid-cols-2 lg:grid-cols-1" aria-label="Why customers choose us">
      {points.map((entry) => (
        <li key={entry.id ?? entry.point} className={`flex items-start gap-3 rounded-xl p-4 ${itemClass}`}>
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
  );
}

/** The reviews strip under the main hero (§2), with its default heading. */
export function ReviewsStrip({ heading, reviews }: { heading: string; reviews: Review[] }) {
  return (
    <section aria-labelledby="reviews-strip-heading" className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h2 id="reviews-strip-heading" className="text-2xl font-extrabold text-brand-900">
          {heading}
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
  );
}
