import type { ButtonType } from '@/fields/call-to-action';
import type { Page } from '@/payload-types';
import type { HERO_COLOUR_THEMES } from './config';

type ColourTheme = (typeof HERO_COLOUR_THEMES)[number];

export interface MainHeroColours {
  theme: ColourTheme;
  section: string;
  /** The quieter words (pre-heading, sub-headline, description, small text). */
  muted: string;
  /** The postcode box's and countdown's tone: white words on dark, or dark words on light. */
  tone: 'dark' | 'light';
  trustItem: string;
  /** The CTA's look when staff picked no buttonType. */
  ctaFallback: ButtonType;
}

/** The main hero's colour options (decision 0481): each pair meets WCAG 2.2 AA. */
const COLOURS: Record<ColourTheme, Omit<MainHeroColours, 'theme'>> = {
  dark: {
    section: 'bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white',
    muted: 'text-brand-100',
    tone: 'dark',
    trustItem: 'bg-white/10',
    ctaFallback: 'alternate',
  },
  light: {
    section: 'bg-brand-50 text-brand-900',
    muted: 'text-slate-700',
    tone: 'light',
    trustItem: 'bg-white',
    ctaFallback: 'secondary',
  },
  white: {
    section: 'border-b border-slate-200 bg-white text-brand-900',
    muted: 'text-slate-700',
    tone: 'light',
    trustItem: 'bg-brand-50',
    ctaFallback: 'secondary',
  },
};

export function mainHeroColours(theme: ColourTheme | null | undefined): MainHeroColours {
  const chosen = theme ?? 'dark';
  return { theme: chosen, ...COLOURS[chosen] };
}

/**
 * The main hero's countdown (AddCountdownTimer, TimerEnd): null unless it is turned on with an end
 * still to come (§4: not shown at all if the end is already past).
 */
export function mainHeroTimer(
  hero: Pick<Page['hero'], 'addCountdownTimer' | 'timerEnd' | 'timerLabel'>,
  nowMs: number,
): { endsAt: string; label: string } | null {
  if (!hero.addCountdownTimer || !hero.timerEnd) return null;
  const end = Date.parse(hero.timerEnd);
  if (!Number.isFinite(end) || end <= nowMs) return null;
  return { endsAt: hero.timerEnd, label: hero.timerLabel?.trim() || 'Offer ends in' };
}
