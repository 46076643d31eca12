import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/components/pages/not-found-page';

// The not-found boundary's own metadata is not applied when a page calls notFound(); this is.
export const metadata = notFoundMetadata;

/**
 * Every URL no other route matches lands here and answers the 404 inside the content layout. With
 * the site's root layout in a route group there is no app/not-found.tsx to catch unmatched URLs, and
 * the CMS admin will add a second root layout beside it (decision 0150).
 */
export default function UnmatchedPage(): never {
  notFound();
}
