'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { usesReducedFooter } from './footer-paths';

/** Picks the footer for the current path; both variants are rendered on the server. */
export function FooterVariant({
  reducedOnPaths,
  full,
  reduced,
}: {
  reducedOnPaths: string[];
  full: ReactNode;
  reduced: ReactNode;
}) {
  const pathname = usePathname();
  return usesReducedFooter(pathname ?? '/', reducedOnPaths) ? reduced : full;
}
