import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type Artwork,
  buildStep,
  charityLogo,
  demoArtworkList,
  engineerAtCabinet,
  familyStreaming,
  familyStreamingUpright,
  LOGO_SIZE,
  mascot,
  relayCall,
  routerLights,
  SCENE_SIZE,
  snowScene,
  streetScene,
  volunteers,
} from './artwork';
import { INK } from './artwork-parts';
import { DEMO_COVERAGE_AREAS } from './coverage-areas';
import { DEMO_CHARITIES } from './reviews-and-charities';

const PALETTE = Object.values(INK).map((hex) =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)),
);

/** The share of a picture's pixels drawn in the site's own colours (a gradient placeholder has next to none). */
async function paletteShare(art: Artwork): Promise<number> {
  const { data, info } = await sharp(art.data)
    .resize(80, 50, { fit: 'fill', kernel: 'nearest' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let matched = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    const pixel = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
    if (PALETTE.some((colour) => colour.every((value, index) => Math.abs(value - (pixel[index] ?? 0)) <= 14)))
      matched++;
  }
  return matched / (info.width * info.height);
}

const SCENES: [string, () => Promise<Artwork>][] = [
  ['a street', () => streetScene('Ashby Green', 37)],
  ['the family streaming', familyStreaming],
  ['the engineer at the cabinet', engineerAtCabinet],
  ['the router lights', routerLights],
  ['the survey', () => buildStep('survey')],
  ['the build', () => buildStep('build')],
  ['the connection', () => buildStep('connect')],
  ['the volunteers', volunteers],
  ['the relay call', relayCall],
  ['snowy hills', () => snowScene('hills')],
  ['a snowy village', () => snowScene('village')],
  ['a snowy forest', () => snowScene('forest')],
];

describe('the demo artwork (decision 0451)', () => {
  it.each(SCENES)('draws %s as a 1600 × 1000 WebP in the site’s colours', async (_name, draw) => {
    const art = await draw();
    const meta = await sharp(art.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', SCENE_SIZE.width, SCENE_SIZE.height]);
    expect([art.width, art.height, art.mimetype]).toEqual([
      SCENE_SIZE.width,
      SCENE_SIZE.height,
      'image/webp',
    ]);
    expect(await paletteShare(art)).toBeGreaterThan(0.3);
  });

  it('draws each charity’s logo at 1200 × 900, each different', async () => {
    const logos = await Promise.all(
      ['Demoton Food Bank', 'Valley Mountain Rescue', 'Digital Inclusion Trust'].map((name, index) =>
        charityLogo(name, 120 + index * 60),
      ),
    );
    for (const logo of logos) {
      const meta = await sharp(logo.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', LOGO_SIZE.width, LOGO_SIZE.height]);
    }
    expect(new Set(logos.map((logo) => logo.data.toString('base64'))).size).toBe(3);
  });

  it('draws a different street for each area, and the same one each time', async () => {
    const [a, b, again] = await Promise.all([
      streetScene('Ashby Green'),
      streetScene('Brookfield'),
      streetScene('Ashby Green'),
    ]);
    expect(a.data.equals(b.data)).toBe(false);
    expect(a.data.equals(again.data)).toBe(true);
  });

  it('keeps the mascot’s clear background', async () => {
    const meta = await sharp((await mascot()).data).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([800, 600, true]);
  });

  it("draws the hero's phone picture upright at 900 × 1200", async () => {
    const art = await familyStreamingUpright();
    expect([art.width, art.height]).toEqual([900, 1200]);
    expect(art.data.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('has every picture the seed uploads committed in seed/media, in step with its drawing', async () => {
    const list = demoArtworkList(
      DEMO_COVERAGE_AREAS.map((area) => area.name),
      DEMO_CHARITIES.map((charity) => charity.charity),
    );
    expect(list).toHaveLength(DEMO_COVERAGE_AREAS.length + DEMO_CHARITIES.length + 13);
    for (const { name, draw } of list) {
      const committed = readFileSync(new URL(`./media/${name}.webp`, import.meta.url));
      const drawn = await draw();
      const meta = await sharp(committed).metadata();
      expect([meta.format, meta.width, meta.height], name).toEqual(['webp', drawn.width, drawn.height]);
      // Pixels, not bytes: another build of the encoder may write the same picture differently.
      const [a, b] = await Promise.all(
        [committed, drawn.data].map((data) => sharp(data).resize(160, 100, { fit: 'fill' }).raw().toBuffer()),
      );
      const difference = (a ?? Buffer.alloc(0)).reduce(
        (sum, value, index) => sum + Math.abs(value - (b?.[index] ?? 0)),
        0,
      );
      expect(difference / (a?.length ?? 1), name).toBeLessThan(3);
    }
  }, 120_000);
});
