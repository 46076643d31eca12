import type { Block } from 'payload';
import { labelledOptions } from '@/fields/select-options';
import { REVIEW_WIDGET_BACKGROUNDS, REVIEW_WIDGET_TYPES } from './widget';

/** §3 'Reviews widget config': heading, description, display, widgetType, background colour, disableClick. */
export const reviewsWidgetBlockConfig: Block = {
  slug: 'reviews-widget',
  interfaceName: 'ReviewsWidgetBlockData',
  labels: { singular: 'Reviews widget', plural: 'Reviews widgets' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'description', type: 'textarea' },
    { name: 'display', type: 'checkbox', defaultValue: true },
    {
      name: 'widgetType',
      type: 'select',
      required: true,
      defaultValue: 'reviews',
      options: labelledOptions(REVIEW_WIDGET_TYPES, { microstar: 'Micro star', mini: 'Mini' }),
    },
    {
      name: 'backgroundColour',
      type: 'select',
      defaultValue: 'white',
      options: labelledOptions(REVIEW_WIDGET_BACKGROUNDS),
    },
    {
      name: 'disableClick',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The widget is shown but clicks on it do nothing.' },
    },
  ],
};
