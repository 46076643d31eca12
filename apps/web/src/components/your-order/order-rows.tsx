import type { ReactNode } from 'react';

/** One term and its value in a summary list (GOV.UK summary list), stacked on a phone. */
export function OrderRow({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between sm:gap-6">
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="text-slate-800 sm:text-right" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A section of the order page with its h2. */
export function OrderSection({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  /** A link that acts on this section ('Change your installation date'), under it. */
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10" data-testid={id}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
      {action ? <p className="mt-4">{action}</p> : null}
    </section>
  );
}
