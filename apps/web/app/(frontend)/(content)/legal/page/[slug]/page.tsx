import { RichText } from '@payloadcms/richtext-lexical/react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLegalPage } from '@/cms/queries';
import { notFoundMetadata } from '@/components/pages/not-found-page';
import { TextLink } from '@/components/ui/link-button';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getLegalPage((await params).slug);
  return page
    ? { title: page.title, ...(page.summary ? { description: page.summary } : {}) }
    : notFoundMetadata;
}

/** /legal/page/{slug}: one legal page's text. */
export default async function LegalPageView({ params }: Props) {
  const page = await getLegalPage((await params).slug);
  if (!page) notFound();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-extrabold tracking-tight text-brand-900">{page.title}</h1>
      <RichText
        data={page.body}
        className="mt-8 space-y-4 text-lg text-slate-700 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6"
      />
      <p className="mt-12">
        <TextLink href="/legal">All terms and policies</TextLink>
      </p>
    </article>
  );
}
