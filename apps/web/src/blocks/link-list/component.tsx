import Link from 'next/link';
import type { LinkListBlockData } from '@/payload-types';

/** An address outside the site opens as a plain link; the site's own paths go through Next's Link. */
function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** The link list: each link a row with its description. */
export function LinkListBlock({ block }: { block: LinkListBlockData }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h2 className="text-2xl font-extrabold text-brand-900">{block.heading}</h2>
      <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {(block.links ?? []).map((link, index) => (
          <li key={link.id ?? index} className="py-4">
            {isExternal(link.href) ? (
              <a
                href={link.href}
                rel="noopener"
                className="text-lg font-semibold text-brand-700 underline underline-offset-4"
              >
                {link.label}
              </a>
            ) : (
              <Link
                href={link.href}
                className="text-lg font-semibold text-brand-700 underline underline-offset-4"
              >
                {link.label}
              </Link>
            )}
            {link.description ? <p className="mt-1 text-slate-700">{link.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
