import sharp from 'sharp';

/**
 * A placeholder picture made on the spot (nothing can be downloaded): a two-colour gradient with a
 * label, as a PNG. Payload then makes its sizes (thumbnail, card, large) from it.
 */
export async function placeholderImage(
  label: string,
  hue: number,
  width = 1600,
  height = 1000,
): Promise<Buffer> {
  const safe = label.replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,55%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(height / 10)}" fill="white" text-anchor="middle" dominant-baseline="middle">${safe}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
