// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RELAY_VIDEO_TRANSCRIPT } from '@/cms/seed/content-blocks-more';
import type { Media } from '@/payload-types';
import { seriousA11yViolations } from '@/test-support/axe';
import { demoBlock, testMedia } from '@/test-support/demo-blocks';
import { RelayVideoBlock } from './component';
import { paragraphs } from './paragraphs';

const demo = demoBlock('contact-us', 'relay-video');

function upload(id: number, filename: string, mimeType: string): Media {
  return {
    id,
    alt: filename,
    url: `/cms-api/media/file/${filename}`,
    filename,
    mimeType,
    width: 1280,
    height: 720,
    updatedAt: '',
    createdAt: '',
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the 999 BSL relay block from /contact-us’s demo content', () => {
  it('says what the service is, with the App Store, Google Play and web links and the poster, axe-clean', async () => {
    const markup = renderToStaticMarkup(
      <RelayVideoBlock block={{ ...demo, poster: testMedia(7, '999 BSL') }} />,
    );
    expect(await seriousA11yViolations(markup)).toEqual([]);
    const section = document.querySelector('section');
    expect(section?.querySelector('h2')?.textContent).toBe('Contact 999 in British Sign Language');
    expect(section?.getAttribute('aria-labelledby')).toBe(section?.querySelector('h2')?.id);
    expect(section?.querySelectorAll('h2 ~ div p')).toHaveLength(2);
    const apps = [...document.querySelectorAll('ul[aria-label="Get the app"] a')];
    expect(apps.map((link) => link.textContent)).toEqual([
      'Download on theApp Store',
      'Get it onGoogle Play',
    ]);
    expect(apps.map((link) => new URL(link.getAttribute('href') ?? '').hostname)).toEqual([
      'apps.apple.com',
      'play.google.com',
    ]);
    expect(document.querySelector('a[href="https://999bsl.co.uk/"]')?.textContent).toBe(
      'Use 999 BSL in your web browser',
    );
    // Without a video (a seed that could not read its file): the poster stands in, and no
    // transcript of a video not shown.
    expect(document.querySelector('video')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('999 BSL');
    expect(document.querySelector('details')).toBeNull();
  });

  it('plays an uploaded video with English captions and offers its transcript', async () => {
    const markup = renderToStaticMarkup(
      <RelayVideoBlock
        block={{
          ...demo,
          video: upload(8, 'how-999-bsl-works.mp4', 'video/mp4'),
          captions: upload(9, 'how-999-bsl-works.vtt', 'text/vtt'),
          poster: testMedia(7, '999 BSL'),
          transcript: RELAY_VIDEO_TRANSCRIPT,
        }}
      />,
    );
    expect(await seriousA11yViolations(markup)).toEqual([]);
    const video = document.querySelector('video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('poster')).toBe('/cms-api/media/file/demo-7-768x480.png');
    expect(video?.querySelector('source')?.getAttribute('type')).toBe('video/mp4');
    const track = video?.querySelector('track');
    expect([track?.getAttribute('kind'), track?.getAttribute('srclang'), track?.getAttribute('src')]).toEqual(
      ['captions', 'en', '/cms-api/media/file/how-999-bsl-works.vtt'],
    );
    expect(document.querySelector('details summary')?.textContent).toBe('Read the video transcript');
    const transcript = [...document.querySelectorAll('details p')].map((p) => p.textContent);
    expect(transcript).toHaveLength(5);
    expect(transcript[0]).toBe('How 999 BSL works.');
  });

  it('splits a textarea into paragraphs at blank lines', () => {
    expect(paragraphs(' One.\n\n\n Two,\nstill two. \n \n')).toEqual(['One.', 'Two,\nstill two.']);
  });
});
