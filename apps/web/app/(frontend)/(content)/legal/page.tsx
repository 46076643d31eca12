import type { Metadata } from 'next';
import Link from 'next/link';
import { getLegalPages } from '@/cms/queries';

export const metadata: Metadata = {
  title: 'Terms and policies',
  description: 'Our terms and conditions, privacy policy and cookie policy.',
};

/** /legal: every published legal page (the contact form's terms link and the cookie question lead here). */
export default async function LegalIndexPage() {
  const pages = await getLegalPages();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-extrabold tracking-tight text-brand-900">Terms and policies</h1>
      <ul className="mt-8 space-y-6">
        {pages.map((page) => (
          <li key={page.id}>
            <h2 className="text-xl font-bold">
              <Link href={`/legal/page/${page.slug}`} className="text-brand-700 underline underline-offset-2">
                {page.title}
              </Link>
            </h2>
            {page.summary ? <p className="mt-1 text-slate-700">{page.summary}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
