/**
 * The pieces the demo artwork is drawn from (decision 0451): the site's colours (app/(frontend)/
 * globals.css) and a few flat figures, as SVG fragments. No text: a server may have no fonts.
 */
export const INK = {
  navy: '#0b1a4a',
  blue: '#1b3593',
  mid: '#2446b8',
  pale: '#dbe5ff',
  mist: '#eef3ff',
  pink: '#c5006a',
  bright: '#ff3d9a',
  green: '#11703b',
  grass: '#6fbf73',
  leaf: '#2f8f4e',
  sand: '#f3e3c3',
  stone: '#9aa5b8',
  road: '#5b6477',
  white: '#ffffff',
  hiVis: '#f59e0b',
} as const;

const SKIN = ['#f1c7a5', '#c68a5f', '#8d5a3b', '#e0a67a'] as const;

/** A small deterministic generator, so the same name always draws the same picture. */
export function seededRandom(seed: string): () => number {
  let state = [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

export function sky(top: string, bottom: string): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1600" height="1000" fill="url(#sky)"/>`;
}

export interface PersonOptions {
  shirt: string;
  skin?: number;
  scale?: number;
  /** A hard hat and a hi-vis vest: an engineer. */
  engineer?: boolean;
  /** Arms raised (signing, waving, pulling). */
  armsUp?: boolean;
}

/** A standing person with feet at (x, y), 300 px tall at scale 1. */
export function person(x: number, y: number, options: PersonOptions): string {
  const skin = SKIN[(options.skin ?? 0) % SKIN.length];
  const arms = options.armsUp
    ? `<path d="M-38 -200 L-80 -270 M38 -200 L80 -270" stroke="${skin}" stroke-width="20" stroke-linecap="round"/>`
    : `<path d="M-40 -200 L-58 -110 M40 -200 L58 -110" stroke="${skin}" stroke-width="20" stroke-linecap="round"/>`;
  const hat = options.engineer
    ? `<path d="M-36 -262 A36 36 0 0 1 36 -262 L44 -258 L-44 -258 Z" fill="${INK.hiVis}"/>`
    : '';
  const vest = options.engineer
    ? `<rect x="-42" y="-205" width="84" height="112" rx="16" fill="${INK.hiVis}"/><rect x="-42" y="-160" width="84" height="12" fill="${INK.white}"/>`
    : '';
  return `<g transform="translate(${x} ${y}) scale(${options.scale ?? 1})">
  <rect x="-34" y="-100" width="28" height="100" rx="12" fill="${INK.navy}"/><rect x="6" y="-100" width="28" height="100" rx="12" fill="${INK.navy}"/>
  ${arms}<rect x="-46" y="-215" width="92" height="128" rx="30" fill="${options.shirt}"/>${vest}
  <circle cx="0" cy="-250" r="34" fill="${skin}"/>${hat}</g>`;
}

/** A house of the terrace, its front door on the ground at (x, y). */
export function house(
  x: number,
  y: number,
  width: number,
  height: number,
  wall: string,
  roof: string,
): string {
  const windows = [0.22, 0.62]
    .map(
      (at) =>
        `<rect x="${x + width * at}" y="${y - height * 0.78}" width="${width * 0.18}" height="${height * 0.22}" rx="6" fill="${INK.mist}" stroke="${INK.white}" stroke-width="6"/>`,
    )
    .join('');
  return `<g><rect x="${x}" y="${y - height}" width="${width}" height="${height}" fill="${wall}"/>
  <path d="M${x - 14} ${y - height} L${x + width / 2} ${y - height - width * 0.42} L${x + width + 14} ${y - height} Z" fill="${roof}"/>
  ${windows}<rect x="${x + width * 0.42}" y="${y - height * 0.36}" width="${width * 0.16}" height="${height * 0.36}" rx="8" fill="${INK.navy}"/></g>`;
}

export function tree(x: number, y: number, size: number, leaf: string = INK.leaf): string {
  return `<g><rect x="${x - size * 0.08}" y="${y - size * 0.6}" width="${size * 0.16}" height="${size * 0.6}" fill="#7a5232"/><circle cx="${x}" cy="${y - size * 0.85}" r="${size * 0.42}" fill="${leaf}"/></g>`;
}

export function pine(x: number, y: number, size: number, snow = false): string {
  const cap = snow
    ? `<path d="M${x} ${y - size} L${x - size * 0.2} ${y - size * 0.66} L${x + size * 0.2} ${y - size * 0.66} Z" fill="${INK.white}"/>`
    : '';
  return `<g><rect x="${x - size * 0.05}" y="${y - size * 0.2}" width="${size * 0.1}" height="${size * 0.2}" fill="#6b4a2e"/><path d="M${x} ${y - size} L${x - size * 0.34} ${y - size * 0.2} L${x + size * 0.34} ${y - size * 0.2} Z" fill="#1f6b45"/>${cap}</g>`;
}

/** Wi-Fi arcs rising from (x, y). */
export function wifi(x: number, y: number, size: number, colour: string = INK.bright): string {
  return [1, 2, 3]
    .map((ring) => {
      const r = ring * size;
      return `<path d="M${x - r * 0.7} ${y - r * 0.7} A${r} ${r} 0 0 1 ${x + r * 0.7} ${y - r * 0.7}" fill="none" stroke="${colour}" stroke-width="${size * 0.35}" stroke-linecap="round"/>`;
    })
    .join('');
}
