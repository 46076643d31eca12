import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPage } from '@/cms/queries';
import { HOME_SLUG } from '@/collections/pages';
import { CmsPageView, pageMetadata } from '@/views/page-view';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage(HOME_SLUG);
  return page ? pageMetadata(page, { isRootPath: true }) : {};
}

/** The home page: the CMS page with the slug 'home' (main hero, postcode box, reviews strip). */
export default async function HomePage() {
  const page = await getPage(HOME_SLUG);
  if (!page) notFound();
  return <CmsPageView page={page} isRootPath />;
}
