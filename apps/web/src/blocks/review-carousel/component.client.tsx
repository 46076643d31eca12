'use client';

import { useId, useState } from 'react';
import { CAROUSEL_SPEED_MS, wrapIndex } from './carousel';

export interface CarouselReview {
  id: number;
  stars: number;
  keyquote: string;
  quote: string;
  reviewer: string;
}

/**
 * One review at a time, sliding in 500 ms; Previous and Next wrap round (infinite loop); a dot per
 * review. No autoplay: a moving slide a visitor cannot stop fails WCAG 2.2.2.
 */
export function ReviewCarousel({ reviews }: { reviews: CarouselReview[] }) {
  const [index, setIndex] = useState(0);
  const baseId = useId();
  const count = reviews.length;
  if (count === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label="Customer reviews">
      {/* Positioned, so it clips the slides' absolutely placed screen-reader text too: escaping it,
          the hidden slides widened the page past a phone's screen and taps landed off target. */}
      <div className="relative overflow-hidden">
        <ul
          className="flex transition-transform ease-in-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${CAROUSEL_SPEED_MS}ms` }}
          aria-live="polite"
        >
          {reviews.map((review, position) => (
            <li
              key={review.id}
              id={`${baseId}-slide-${position}`}
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              aria-hidden={position !== index}
              inert={position !== index}
              className="w-full flex-none px-1"
            >
              <figure className="rounded-2xl border border-slate-200 bg-white p-6">
                <p className="font-bold text-brand-900">
                  <span aria-hidden="true">{'★'.repeat(review.stars)}</span>
                  <span className="sr-only">{review.stars} out of 5 stars</span>
                </p>
                <blockquote className="mt-2">
                  <p className="text-xl font-bold">{review.keyquote}</p>
                  <p className="mt-2 text-slate-700">{review.quote}</p>
                </blockquote>
                <figcaption className="mt-3 text-sm text-slate-600">{review.reviewer}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      {/* On a phone the dots take a row of their own above Previous and Next: in one row they were
          wider than the screen, and the page with them. */}
      <div className="mt-4 flex flex-wrap items-center justify-center gap-4">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => setIndex(wrapIndex(index, -1, count))}
        >
          Previous<span className="sr-only"> review</span>
        </button>
        <ul className="order-first flex w-full justify-center gap-1 sm:order-none sm:w-auto">
          {reviews.map((review, position) => (
            <li key={review.id}>
              <button
                type="button"
                aria-label={`Show review ${position + 1}`}
                aria-current={position === index}
                aria-controls={`${baseId}-slide-${position}`}
                onClick={() => setIndex(position)}
                className="flex h-11 w-11 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`h-3 w-3 rounded-full ${position === index ? 'bg-brand-900' : 'border border-brand-900 bg-white'}`}
                />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => setIndex(wrapIndex(index, 1, count))}
        >
          Next<span className="sr-only"> review</span>
        </button>
      </div>
    </section>
  );
}
