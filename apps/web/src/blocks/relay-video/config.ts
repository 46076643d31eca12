import type { Block } from 'payload';

/**
 * §2 'video/relay block with app links for a 999 BSL service': how deaf visitors reach 999 through a
 * British Sign Language interpreter, a video (with its captions file) and a written transcript, and
 * the relay service's app store and web links (decision 0341).
 */
export const relayVideoBlockConfig: Block = {
  slug: 'relay-video',
  interfaceName: 'RelayVideoBlockData',
  labels: { singular: '999 BSL relay video', plural: '999 BSL relay videos' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Call 999 in British Sign Language' },
    { name: 'body', type: 'textarea', required: true },
    {
      name: 'video',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { in: ['video/mp4', 'video/webm'] } },
      admin: { description: 'An MP4 or WebM video, ideally signed in BSL.' },
    },
    {
      name: 'captions',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { equals: 'text/vtt' } },
      admin: { description: 'English captions for the video, as a WebVTT (.vtt) file.' },
    },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown before the video plays.' },
    },
    {
      name: 'transcript',
      type: 'textarea',
      admin: { description: 'What the video says, for visitors who cannot watch or hear it.' },
    },
    {
      name: 'appLinks',
      type: 'array',
      labels: { singular: 'App link', plural: 'App links' },
      fields: [
        {
          name: 'store',
          type: 'select',
          required: true,
          options: [
            { label: 'App Store (iPhone and iPad)', value: 'apple' },
            { label: 'Google Play (Android)', value: 'google' },
          ],
        },
        { name: 'href', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'webLinkLabel', type: 'text' },
        { name: 'webLinkHref', type: 'text' },
      ],
    },
  ],
};
