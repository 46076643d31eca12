import { serverEnv } from '@/lib/env';
import type { ReviewsWidgetBlockData } from '@/payload-types';
import { ReviewsWidget } from './component.lazy';
import { REVIEW_WIDGET_BACKGROUND_CLASS, type ReviewWidgetBackground } from './widget';

/**
 * The reviews widget block (§2, §3, §4): the heading and description on the server; the review
 * service's widget in the browser, drawn only after mount and only with the visitor's consent to
 * customer review cookies (decision 0370). Nothing at all when staff hide it.
 */
export function ReviewsWidgetBlock({ block }: { block: ReviewsWidgetBlockData }) {
  if (block.display === false) return null;
  const reviews = serverEnv().browserServices.reviews;
  const background = (block.backgroundColour ?? 'white') as ReviewWidgetBackground;
  return (
    <section
      aria-label={block.heading ? undefined : 'Customer reviews'}
      aria-labelledby={block.heading ? `reviews-widget-${block.id ?? 'heading'}` : undefined}
      className={`${REVIEW_WIDGET_BACKGROUND_CLASS[background] ?? 'bg-white'} px-4 py-10 sm:px-6`}
      data-testid="reviews-widget-block"
    >
      <div className="mx-auto max-w-5xl">
        {block.heading ? (
          <h2
            id={`reviews-widget-${block.id ?? 'heading'}`}
            className="text-3xl font-extrabold text-brand-900"
          >
            {block.heading}
          </h2>
        ) : null}
        {block.description ? <p className="mt-3 text-lg text-slate-700">{block.description}</p> : null}
        {reviews ? (
          <div className="mt-6">
            <ReviewsWidget
              widgetType={block.widgetType}
              disableClick={Boolean(block.disableClick)}
              scriptBaseUrl={reviews.baseUrl}
              businessUnit={reviews.businessUnit}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
