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

/**
 * The demo mascot, drawn on the spot like the other pictures: a round, smiling fibre-optic 'spark'
 * with big eyes, on a transparent 4:3 canvas so the thumbnail keeps all of it.
 */
export async function mascotImage(width = 800, height = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 600">
  <g stroke="#f59e0b" stroke-width="18" stroke-linecap="round">
    <line x1="400" y1="150" x2="400" y2="40"/><line x1="300" y1="180" x2="230" y2="90"/><line x1="500" y1="180" x2="570" y2="90"/>
  </g>
  <circle cx="400" cy="400" r="230" fill="#f97316"/>
  <circle cx="320" cy="360" r="52" fill="white"/><circle cx="480" cy="360" r="52" fill="white"/>
  <circle cx="332" cy="372" r="24" fill="#1e293b"/><circle cx="492" cy="372" r="24" fill="#1e293b"/>
  <path d="M320 470 Q400 540 480 470" fill="none" stroke="#1e293b" stroke-width="16" stroke-linecap="round"/>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
