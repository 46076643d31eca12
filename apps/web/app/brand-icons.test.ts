import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { APPLE_ICON_SIZE, ICO_SIZES, renderBrandIcons } from '../scripts/brand-icons';

/** The favicon set Next serves from app/ (decision 0451), as committed. */
const file = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url));

describe('the favicon set (decision 0451)', () => {
  it('has a favicon.ico with a 16, 32 and 48 px PNG, each its stated size', async () => {
    const ico = file('favicon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, ICO_SIZES.length]);
    for (const [index, size] of ICO_SIZES.entries()) {
      const entry = 6 + 16 * index;
      expect([ico.readUInt8(entry), ico.readUInt8(entry + 1)]).toEqual([size, size]);
      const png = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
  });

  it('has an opaque 180 px apple-touch icon in the brand navy', async () => {
    const apple = sharp(file('apple-icon.png'));
    const meta = await apple.metadata();
    expect([meta.width, meta.height]).toEqual([APPLE_ICON_SIZE, APPLE_ICON_SIZE]);
    const { data } = await apple.clone().raw().ensureAlpha().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 4)]).toEqual([0x0b, 0x1a, 0x4a, 255]);
  });

  it('keeps the committed icons in step with icon.svg (pixels, not bytes: encoders may differ)', async () => {
    const { ico, apple } = await renderBrandIcons(file('icon.svg').toString('utf8'));
    expect(ico.length).toBeGreaterThan(6 + 16 * ICO_SIZES.length);
    const pixels = (png: Buffer) => sharp(png).raw().ensureAlpha().toBuffer();
    const [made, committed] = await Promise.all([pixels(apple), pixels(file('apple-icon.png'))]);
    expect(made.length).toBe(committed.length);
    const meanDifference =
      made.reduce((sum, value, index) => sum + Math.abs(value - (committed[index] ?? 0)), 0) / made.length;
    expect(meanDifference).toBeLessThan(1);
  });
});
