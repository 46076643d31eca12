import Link from 'next/link';
import type { ReactNode } from 'react';

/** The three button looks of the shared button (content-and-api.md §1), as `.btn-*` in globals.css. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline';

export interface LinkButtonProps {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

/** The class list of a button look, for the few `<button>`s that must look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return className ? `btn btn-${variant} ${className}` : `btn btn-${variant}`;
}

/** A link to another page that looks like a button: navigation stays a link for assistive tech. */
export function LinkButton({ href, variant = 'primary', className, children }: LinkButtonProps) {
  return (
    <Link href={href} className={buttonClass(variant, className)}>
      {children}
    </Link>
  );
}

/** The look of a plain in-text link or link-styled button ('Find your address', 'Change'). */
export const TEXT_LINK_CLASS =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** A plain link in the brand's link look. */
export function TextLink({ href, className, children }: Omit<LinkButtonProps, 'variant'>) {
  return (
    <Link href={href} className={className ? `${TEXT_LINK_CLASS} ${className}` : TEXT_LINK_CLASS}>
      {children}
    </Link>
  );
}
