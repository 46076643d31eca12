import type { GroupField } from 'payload';
import { labelledOptions } from './select-options';

/**
 * The shared button's 16 variants (content-and-api.md §1), in the spec's order. The button
 * component draws each (`.btn-<variant>` in globals.css); a call to action's buttonType picks one.
 */
export const BUTTON_TYPES = [
  'primary',
  'secondary',
  'alternate',
  'icon',
  'hyperlink',
  'outline',
  'summary',
  'secondaryRounded',
  'tertiary',
  'hyperlinkSecondary',
  'dark',
  'outlineShadow',
  'simpleOrange',
  'simpleBlue',
  'outlineGray',
  'degraded',
] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

/** §3 'Call-to-action': what a click does. */
export const CTA_EVENTS = ['go-to-packages', 'postcode-checker', 'external-link'] as const;
export type CtaEvent = (typeof CTA_EVENTS)[number];

/** What each event does, for the editor (decision 0480); the site's own reading is `ctaTarget`. */
export const CTA_EVENT_HELP =
  'go-to-packages: to the plans (the link is not used); postcode-checker: to the address finder (the link is not used); external-link: opens the link in a new tab. None: goes to the link.';

/** A call-to-action group (display, label, link, buttonType, event), reused by blocks and heroes. */
export function callToActionField(name = 'cta', label = 'Call to action'): GroupField {
  return {
    name,
    label,
    type: 'group',
    fields: [
      { name: 'display', type: 'checkbox', defaultValue: false },
      { name: 'label', type: 'text' },
      {
        name: 'link',
        type: 'text',
        admin: { description: 'A path on this site (/help) or a full https:// address.' },
      },
      {
        name: 'buttonType',
        type: 'select',
        defaultValue: 'primary',
        options: labelledOptions(BUTTON_TYPES),
      },
      {
        name: 'event',
        type: 'select',
        options: labelledOptions(CTA_EVENTS),
        admin: { description: CTA_EVENT_HELP },
      },
    ],
  };
}
