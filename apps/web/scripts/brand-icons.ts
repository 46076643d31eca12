/**
 * Renders the site's favicon set from app/icon.svg (decision 0451): favicon.ico (16, 32 and 48 px
 * PNGs in one ICO) and apple-icon.png (180 px, square and opaque as iOS wants it). Next serves
 * app/icon.svg, app/favicon.ico and app/apple-icon.png and links them in every page's head.
 * Run after changing icon.svg: `npx tsx apps/web/scripts/brand-icons.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const ICO_SIZES = [16, 32, 48] as const;
export const APPLE_ICON_SIZE = 180;

const appDir = fileURLToPath(new URL('../app/', import.meta.url));

/** An ICO file holding one PNG per size (the PNG-in-ICO form every current browser reads). */
export function icoFromPngs(pngs: readonly { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ data }) => data)]);
}

export async function renderBrandIcons(svg: string): Promise<{ ico: Buffer; apple: Buffer }> {
  const pngs = await Promise.all(
    ICO_SIZES.map(async (size) => ({
      size,
      data: await sharp(Buffer.from(svg), { density: 72 * (size / 64) * 4 })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  );
  // Square corners and no transparency: iOS rounds the corners itself and fills clear pixels black.
  const square = svg.replace(/ rx="\d+"/, '');
  const apple = await sharp(Buffer.from(square), { density: 72 * (APPLE_ICON_SIZE / 64) })
    .resize(APPLE_ICON_SIZE, APPLE_ICON_SIZE)
    .flatten({ background: '#0b1a4a' })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { ico: icoFromPngs(pngs), apple };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { ico, apple } = await renderBrandIcons(readFileSync(`${appDir}icon.svg`, 'utf8'));
  writeFileSync(`${appDir}favicon.ico`, ico);
  writeFileSync(`${appDir}apple-icon.png`, apple);
}
