'use client';

import { YOUR_ORDER_PATH } from '@fibre/domain/site-paths';
import Link from 'next/link';
import { type ReactNode, useEffect, useRef } from 'react';
import { TEXT_LINK_CLASS } from '@/components/ui/link-button';

/**
 * What a change on the order page says once it is made (GOV.UK's confirmation panel): a heading
 * that takes focus, so keyboard and screen-reader users hear it, the details, and the way back.
 */
export function ChangeDone({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section aria-labelledby="change-done-heading" className="mt-8" data-testid="change-done">
      <div className="rounded-md bg-brand-800 p-6 text-white">
        <h2
          id="change-done-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold focus:outline-none"
        >
          {title}
        </h2>
      </div>
      <div className="mt-4 space-y-3 text-slate-800">{children}</div>
      <p className="mt-6">
        <Link href={YOUR_ORDER_PATH} className={TEXT_LINK_CLASS}>
          Back to your order
        </Link>
      </p>
    </section>
  );
}
