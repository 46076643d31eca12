import type { ButtonType } from '@/fields/call-to-action';

/** The shared button's look (content-and-api.md §1); its variants are the CMS's buttonType values. */
export type ButtonVariant = ButtonType;

/** 'sm' is the special small one: a smaller font and height, for dense places (decision 0480). */
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * The colours a button may be given over its variant's own, by name so the classes stay static.
 * Each is light or dark, so a pair is readable only when one is light and the other dark.
 */
export const BUTTON_COLOURS = {
  brand: { bg: 'bg-brand-900', fg: 'text-brand-900', dark: true },
  blue: { bg: 'bg-brand-600', fg: 'text-brand-600', dark: true },
  accent: { bg: 'bg-accent-600', fg: 'text-accent-600', dark: true },
  orange: { bg: 'bg-orange-700', fg: 'text-orange-700', dark: true },
  slate: { bg: 'bg-slate-700', fg: 'text-slate-700', dark: true },
  white: { bg: 'bg-white', fg: 'text-white', dark: false },
  paleBlue: { bg: 'bg-brand-50', fg: 'text-brand-50', dark: false },
} as const;
export type ButtonColour = keyof typeof BUTTON_COLOURS;

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Sits in a line of text: no minimum height, little padding, on the text's baseline. */
  inline?: boolean;
  bgColor?: ButtonColour;
  fgColor?: ButtonColour;
  /** A 2px border in the text's colour. */
  border?: boolean;
  fullWidth?: boolean;
  className?: string;
}

const SIZE_CLASS: Record<ButtonSize, string | null> = { sm: 'btn-sm', md: null, lg: 'btn-lg' };

/**
 * The class list of a look. Colours given here win over the variant's own (utilities come after
 * Tailwind's components layer), and a colour pair that cannot be read is refused: the variant's
 * own colours stay.
 */
export function buttonLookClass({
  variant = 'primary',
  size = 'md',
  inline = false,
  bgColor,
  fgColor,
  border = false,
  fullWidth = false,
  className,
}: ButtonLook = {}): string {
  const readable = !bgColor || !fgColor || BUTTON_COLOURS[bgColor].dark !== BUTTON_COLOURS[fgColor].dark;
  return [
    'btn',
    `btn-${variant}`,
    SIZE_CLASS[size],
    inline ? 'btn-inline' : null,
    border ? 'border-2 border-current' : null,
    fullWidth ? 'w-full' : null,
    readable && bgColor ? BUTTON_COLOURS[bgColor].bg : null,
    readable && fgColor ? BUTTON_COLOURS[fgColor].fg : null,
    className || null,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The class list of a button look, for the few `<button>`s that must look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return buttonLookClass({ variant, className });
}
