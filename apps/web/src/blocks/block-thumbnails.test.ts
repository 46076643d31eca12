import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockThumbnailPath, PAGE_BLOCKS } from './configs';

const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));
const thumbnail = (url: string) => readFileSync(path.join(PUBLIC_DIR, url), 'utf8');

describe('the block chooser’s thumbnails and labels (decision 0501)', () => {
  it.each(PAGE_BLOCKS.map((block) => [block.slug, block] as const))(
    '%s has its own picture and a human label',
    (slug, block) => {
      expect(block.imageURL).toBe(blockThumbnailPath(slug));
      const svg = thumbnail(block.imageURL ?? '');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 240 160"/);
      expect(svg.trimEnd()).toMatch(/<\/svg>$/);
      expect(svg).not.toMatch(/<script|on\w+=|href=/i);
      const singular = block.labels?.singular;
      expect(typeof singular).toBe('string');
      // Words, not the slug or a camelCase value.
      expect(singular).toMatch(/^[A-Z0-9]/);
      expect(singular).not.toBe(slug);
      expect(singular).not.toMatch(/[a-z][A-Z]/);
      expect(block.imageAltText).toBe(`Sketch of the ${singular} block`);
    },
  );

  it('draws every block differently, and nothing for a block that is not there', () => {
    const pictures = PAGE_BLOCKS.map((block) => thumbnail(block.imageURL ?? ''));
    expect(new Set(pictures.map((svg) => svg.replace(/aria-label="[^"]*"/, ''))).size).toBe(
      PAGE_BLOCKS.length,
    );
    const files = readdirSync(path.join(PUBLIC_DIR, 'cms-blocks')).sort();
    expect(files).toEqual(PAGE_BLOCKS.map((block) => `${block.slug}.svg`).sort());
  });
});
