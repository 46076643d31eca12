import type { Metadata } from 'next';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';

export const notFoundMetadata: Metadata = { title: 'Page not found' };

/** The 404 page's body, the same in every route group; each group's not-found.tsx gives its footer. */
export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <PageHeading
        title="Page not found"
        lead="If you typed the web address, check it is correct. If you pasted it, check you copied the whole address."
      />
      <p className="mt-6 flex flex-wrap gap-3">
        <LinkButton href="/" variant="secondary">
          Go to the home page
        </LinkButton>
        <LinkButton href="/address-finder" variant="outline">
          Check availability
        </LinkButton>
      </p>
    </div>
  );
}
