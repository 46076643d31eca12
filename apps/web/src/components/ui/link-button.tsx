import Link from 'next/link';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { ButtonIcon, type ButtonIconName } from './button-icon';
import { type ButtonLook, buttonLookClass } from './button-look';

export { type ButtonVariant, buttonClass } from './button-look';

/** Everything the shared button takes (content-and-api.md §1) but its element's own attributes. */
export interface ButtonProps extends ButtonLook {
  icon?: ButtonIconName;
  children: ReactNode;
}

/**
 * The words and icon inside a shared button. The 'icon' variant shows only the icon (an arrow when
 * none is named) and keeps the words for screen readers.
 */
function ButtonContent({ variant, icon, children }: Pick<ButtonProps, 'variant' | 'icon' | 'children'>) {
  if (variant === 'icon') {
    return (
      <>
        <span className="sr-only">{children}</span>
        <ButtonIcon name={icon ?? 'arrow-right'} />
      </>
    );
  }
  return (
    <>
      <span>{children}</span>
      {icon ? <ButtonIcon name={icon} /> : null}
    </>
  );
}

export interface LinkButtonProps extends ButtonProps {
  href: string;
  /** Opens in a new tab (an outside site): says so to screen readers and never leaks the opener. */
  newTab?: boolean;
}

/** A link to another page that looks like a button: navigation stays a link for assistive tech. */
export function LinkButton({ href, newTab = false, icon, children, ...look }: LinkButtonProps) {
  const className = buttonLookClass(look);
  const content = (
    <ButtonContent variant={look.variant} icon={icon}>
      {children}
      {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </ButtonContent>
  );
  if (newTab) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {content}
      </a>
    );
  }
  return (
    <Link href={href} className={className}>
      {content}
    </Link>
  );
}

/** The shared button as a `<button>`: a disabled one is grey with white text and no hover (§1). */
export function Button({
  variant,
  size,
  inline,
  bgColor,
  fgColor,
  border,
  fullWidth,
  className,
  icon,
  children,
  type = 'button',
  ...attributes
}: ButtonProps & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'>) {
  return (
    <button
      type={type}
      className={buttonLookClass({ variant, size, inline, bgColor, fgColor, border, fullWidth, className })}
      {...attributes}
    >
      <ButtonContent variant={variant} icon={icon}>
        {children}
      </ButtonContent>
    </button>
  );
}

/** The look of a plain in-text link or link-styled button ('Find your address', 'Change'). */
export const TEXT_LINK_CLASS =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** A plain link in the brand's link look. */
export function TextLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={className ? `${TEXT_LINK_CLASS} ${className}` : TEXT_LINK_CLASS}>
      {children}
    </Link>
  );
}
