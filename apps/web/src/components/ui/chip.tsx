import type { ReactNode } from 'react';
import type { Availability } from '@/cms/vocabulary';

/** content-and-api.md §9 'Chip types'. */
export const CHIP_TYPES = ['primary', 'secondary', 'success', 'error', 'outline', 'coverage'] as const;
export type ChipType = (typeof CHIP_TYPES)[number];

/** The pill (16 px radius, §9) and the type's colours; every pair meets WCAG AA for its text. */
const BASE = 'inline-flex items-center rounded-pill font-bold';
const TYPE_CLASS: Record<Exclude<ChipType, 'coverage'>, string> = {
  primary: 'border border-brand-900 bg-brand-900 text-white',
  secondary: 'border border-brand-100 bg-brand-50 text-brand-900',
  success: 'border border-success-700 bg-success-700 text-white',
  error: 'border border-error-700 bg-error-700 text-white',
  outline: 'border border-slate-300 bg-white text-brand-900',
};

/** §3: AVAILABLE green, BUILDING blue, COLLECTING_INTEREST red, COMING_SOON yellow. */
const COVERAGE_CLASS: Record<Availability, string> = {
  AVAILABLE: 'border border-success-700 bg-success-700 text-white',
  BUILDING: 'border border-brand-700 bg-brand-700 text-white',
  COLLECTING_INTEREST: 'border border-error-700 bg-error-700 text-white',
  COMING_SOON: 'border border-yellow-300 bg-yellow-300 text-slate-900',
};

export type ChipLook =
  | { type: Exclude<ChipType, 'coverage'> }
  | { type: 'coverage'; availability: Availability };

/** The class list of a chip: one place for every chip's look, label or filter button. */
export function chipClass(look: ChipLook, size: 'sm' | 'md' = 'sm'): string {
  const colours = look.type === 'coverage' ? COVERAGE_CLASS[look.availability] : TYPE_CLASS[look.type];
  const spacing = size === 'sm' ? 'px-3 py-1 text-sm' : 'min-h-11 px-4';
  return `${BASE} ${spacing} ${colours}`;
}

/** A chip as a label (a status, a tag). */
export function Chip({ children, ...look }: ChipLook & { children: ReactNode }) {
  return (
    <span data-chip={look.type} className={chipClass(look)}>
      {children}
    </span>
  );
}

/**
 * A chip as a filter: a toggle button (aria-pressed), filled (primary) when chosen and outlined
 * otherwise, at least 44 px tall for a finger.
 */
export function FilterChip({
  pressed,
  onPress,
  children,
}: {
  pressed: boolean;
  onPress(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPress}
      data-chip={pressed ? 'primary' : 'outline'}
      className={chipClass({ type: pressed ? 'primary' : 'outline' }, 'md')}
    >
      {children}
    </button>
  );
}
