import type { GroupField } from 'payload';
import { labelledOptions } from './select-options';

/** The button variants of content-and-api.md §1 an editor may pick. */
export const BUTTON_TYPES = [
  'primary',
  'secondary',
  'alternate',
  'outline',
  'hyperlink',
  'tertiary',
  'dark',
] as const;

/** §3 'Call-to-action': what a click does. */
export const CTA_EVENTS = ['go-to-packages', 'postcode-checker', 'external-link'] as const;

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
        admin: {
          description:
            'go-to-packages: to the plans; postcode-checker: to the address finder; external-link: opens the link.',
        },
      },
    ],
  };
}
