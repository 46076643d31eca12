import Link from 'next/link';
import type { ReactNode } from 'react';

export interface MessagePageLink {
  href: string;
  label: string;
  /** The main call to action is a filled button; others are plain links. */
  primary?: boolean;
}

export interface MessagePageProps {
  heading: string;
  children: ReactNode;
  links?: readonly MessagePageLink[];
}

/**
 * A plain page with one message and where to go next: the journey's dead ends (unavailable,
 * existing customer) and, until the CMS issue gives them blocks, the register-interest area pages.
 */
export function MessagePage({ heading, children, links = [] }: MessagePageProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{heading}</h1>
      <div className="mt-6 space-y-4 text-lg text-slate-700">{children}</div>
      {links.length > 0 && (
        <ul className="mt-8 flex flex-wrap items-center gap-4">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className={
                  link.primary
                    ? 'btn btn-primary'
                    : 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900'
                }
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
