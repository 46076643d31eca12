import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/components/pages/not-found-page';

// The not-found boundary's own metadata is not applied when a page calls notFound(); this is.
export const metadata = notFoundMetadata;

/**
 * A checkout step that does not exist (yet) is a 404 with the journey's reduced footer, as every
 * /checkout/* page has; the real steps (decision 0200) are more specific routes and win (decision 0150).
 */
export default function UnknownCheckoutStepPage(): never {
  notFound();
}
