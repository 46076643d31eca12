/** §9 'Widget types: reviews, microstar, mini'. */
export const REVIEW_WIDGET_TYPES = ['reviews', 'microstar', 'mini'] as const;
export type ReviewWidgetType = (typeof REVIEW_WIDGET_TYPES)[number];

/** Backgrounds an editor may pick; each keeps the heading's text contrast (axe). */
export const REVIEW_WIDGET_BACKGROUNDS = ['white', 'light-blue', 'grey'] as const;
export type ReviewWidgetBackground = (typeof REVIEW_WIDGET_BACKGROUNDS)[number];

export const REVIEW_WIDGET_BACKGROUND_CLASS: Record<ReviewWidgetBackground, string> = {
  white: 'bg-white',
  'light-blue': 'bg-brand-50',
  grey: 'bg-slate-100',
};

/** The review service's template for each widget type (its TrustBox templates). */
export const REVIEW_WIDGET_TEMPLATES: Record<ReviewWidgetType, { templateId: string; height: string }> = {
  reviews: { templateId: '54ad5defc6454f065c28af8b', height: '240px' },
  microstar: { templateId: '5419b732fbfb950b10de65e5', height: '24px' },
  mini: { templateId: '53aa8807dec7e10d38f59f36', height: '150px' },
};

/** §7: the widget speaks British English; the carousel shows only 4 and 5 star reviews. */
export const REVIEW_WIDGET_LOCALE = 'en-GB';
export const REVIEW_WIDGET_STARS = '4,5';
