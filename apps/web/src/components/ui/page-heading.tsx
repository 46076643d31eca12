import type { ReactNode } from 'react';

export interface PageHeadingProps {
  /** The page's one h1. */
  title: ReactNode;
  /** The line under it, in the larger body size. */
  lead?: ReactNode;
  className?: string;
}

/** The h1 every page opens with, and its optional lead line: one size and colour across the site. */
export function PageHeading({ title, lead, className }: PageHeadingProps) {
  return (
    <div className={className}>
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
      {lead !== undefined && <p className="mt-3 text-lg text-slate-700">{lead}</p>}
    </div>
  );
}
