import type { Block } from 'payload';
import { labelledOptions } from '@/fields/select-options';

/** §2 'text element list': the list styles an editor may pick. */
const TEXT_LIST_STYLES = ['circle', 'square', 'disc', 'number', 'check'] as const;

/** A heading and a list of short texts in one of five styles. */
export const textElementListBlockConfig: Block = {
  slug: 'text-element-list',
  interfaceName: 'TextElementListBlockData',
  labels: { singular: 'Text element list', plural: 'Text element lists' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'listStyle',
      type: 'select',
      required: true,
      defaultValue: 'disc',
      options: labelledOptions(TEXT_LIST_STYLES, { number: 'Numbered', check: 'Ticks' }),
    },
    { name: 'items', type: 'array', minRows: 1, fields: [{ name: 'text', type: 'text', required: true }] },
  ],
};
