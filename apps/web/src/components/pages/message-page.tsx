import type { ReactNode } from 'react';
import { LinkButton, TextLink } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';

interface MessagePageLink {
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
 * existing customer) and the register-interest outcomes (decision 0363).
 */
export function MessagePage({ heading, children, links = [] }: MessagePageProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <PageHeading title={heading} />
      <div className="mt-6 space-y-4 text-lg text-slate-700">{children}</div>
      {links.length > 0 && (
        <ul className="mt-8 flex flex-wrap items-center gap-4">
          {links.map((link) => (
            <li key={link.href}>
              {link.primary ? (
                <LinkButton href={link.href}>{link.label}</LinkButton>
              ) : (
                <TextLink href={link.href}>{link.label}</TextLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
