import type { Block } from 'payload';
import { SITE_ICON_LABELS, SITE_ICON_NAMES } from '@/components/ui/site-icon-names';

/**
 * §2 'numbered steps with optional Still in a contract? call-me bubble'; each step is §3's 'Info
 * step' (label, instructions, icon, display).
 */
export const numberedStepsBlockConfig: Block = {
  slug: 'numbered-steps',
  interfaceName: 'NumberedStepsBlockData',
  labels: { singular: 'Numbered steps', plural: 'Numbered steps' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'steps',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'instructions', type: 'textarea', required: true },
        {
          name: 'icon',
          type: 'select',
          options: SITE_ICON_NAMES.map((value) => ({ label: SITE_ICON_LABELS[value], value })),
          admin: { description: 'Shown beside the step’s number; none when left empty.' },
        },
        { name: 'display', type: 'checkbox', defaultValue: true },
      ],
    },
    {
      name: 'showCallMeBubble',
      label: "Show the 'Still in a contract?' bubble",
      type: 'checkbox',
      defaultValue: false,
    },
    {
      name: 'bubble',
      type: 'group',
      admin: { condition: (_, sibling) => Boolean(sibling?.showCallMeBubble) },
      fields: [
        { name: 'heading', type: 'text', defaultValue: 'Still in a contract?' },
        { name: 'text', type: 'textarea' },
        { name: 'phone', type: 'text', admin: { description: 'Shown and dialled, e.g. 0808 157 0192.' } },
      ],
    },
  ],
};
