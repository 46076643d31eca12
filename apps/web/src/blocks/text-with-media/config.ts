import type { Block } from 'payload';

/** §2 'text with image or video': words (markdown) beside a picture or a captioned video. */
export const textWithMediaBlockConfig: Block = {
  slug: 'text-with-media',
  interfaceName: 'TextWithMediaBlockData',
  labels: { singular: 'Text with image or video', plural: 'Text with image or video blocks' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'textarea', required: true, admin: { description: 'Markdown.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'mediaType',
          type: 'select',
          required: true,
          defaultValue: 'image',
          options: [
            { label: 'Image', value: 'image' },
            { label: 'Video', value: 'video' },
          ],
        },
        {
          name: 'mediaPosition',
          type: 'select',
          required: true,
          defaultValue: 'right',
          options: [
            { label: 'Left of the text', value: 'left' },
            { label: 'Right of the text', value: 'right' },
          ],
        },
      ],
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { condition: (_, siblings) => siblings?.mediaType !== 'video' },
    },
    {
      name: 'video',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { in: ['video/mp4', 'video/webm'] } },
      admin: { condition: (_, siblings) => siblings?.mediaType === 'video' },
    },
    {
      name: 'captions',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { equals: 'text/vtt' } },
      admin: {
        condition: (_, siblings) => siblings?.mediaType === 'video',
        description: 'English captions for the video, as a WebVTT (.vtt) file.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'linkLabel', type: 'text' },
        { name: 'linkHref', type: 'text' },
      ],
    },
  ],
};
