import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPage } from '@/cms/queries';
import { AREA_PAGE_SLUG, HOME_SLUG } from '@/collections/pages';
import { notFoundMetadata } from '@/components/pages/not-found-page';
import { CmsPageView, pageMetadata } from '@/views/page-view';

type Props = { params: Promise<{ slug: string }> };

// No generateStaticParams: every page renders per request for its CSP nonce (decision 0180); the
// CMS reads are cached by tag instead (decision 0303).

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const page = slug === HOME_SLUG || slug === AREA_PAGE_SLUG ? null : await getPage(slug);
  return page ? pageMetadata(page, { isRootPath: false }) : notFoundMetadata;
}

/**
 * A content page from the CMS by its slug (/help, /coverage, /contact-us…). An unknown slug is the
 * 404 in the content layout; 'home' is served at / only.
 */
export default async function ContentPage({ params }: Props) {
  const { slug } = await params;
  // Home is served at /, the area template only under /coverage/location/{slug}.
  if (slug === HOME_SLUG || slug === AREA_PAGE_SLUG) notFound();
  const page = await getPage(slug);
  if (!page) notFound();
  return <CmsPageView page={page} isRootPath={false} />;
}
