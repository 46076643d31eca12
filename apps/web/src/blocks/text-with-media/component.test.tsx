// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Media } from '@/payload-types';
import { seriousA11yViolations } from '@/test-support/axe';
import { demoBlock, testMedia } from '@/test-support/demo-blocks';
import { TextWithMediaBlock } from './component';

const demo = demoBlock('charity', 'text-with-media');

function upload(id: number, filename: string, mimeType: string): Media {
  return {
    id,
    alt: filename,
    url: `/cms-api/media/file/${filename}`,
    filename,
    mimeType,
    updatedAt: '',
    createdAt: '',
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('text with image or video from /charity’s demo content', () => {
  it('renders the markdown beside the picture, the picture on the left from 768 px', async () => {
    const markup = renderToStaticMarkup(
      <TextWithMediaBlock block={{ ...demo, image: testMedia(30, 'Our team repairing a footpath') }} />,
    );
    expect(await seriousA11yViolations(markup)).toEqual([]);
    expect(document.querySelector('h2')?.textContent).toBe('Volunteering days');
    expect(document.querySelector('strong')?.textContent).toBe('1,200 hours');
    expect(document.querySelectorAll('li')).toHaveLength(2);
    const img = document.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('Our team repairing a footpath');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['768', '480']);
    // The words come first in reading order; on wide screens they move right of the picture.
    expect(document.querySelector('h2')?.closest('div')?.className).toContain('md:order-2');
    expect(document.querySelector('video')).toBeNull();
  });

  it('plays a video with its English captions when staff choose video', async () => {
    const markup = renderToStaticMarkup(
      <TextWithMediaBlock
        block={{
          ...demo,
          mediaType: 'video',
          mediaPosition: 'right',
          video: upload(31, 'volunteers.webm', 'video/webm'),
          captions: upload(32, 'volunteers.vtt', 'text/vtt'),
        }}
      />,
    );
    expect(await seriousA11yViolations(markup)).toEqual([]);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('video source')?.getAttribute('type')).toBe('video/webm');
    expect(document.querySelector('video track')?.getAttribute('kind')).toBe('captions');
    expect(document.querySelector('h2')?.closest('div')?.className ?? '').not.toContain('md:order-2');
  });
});
