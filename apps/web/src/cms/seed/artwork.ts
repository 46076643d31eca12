import sharp from 'sharp';
import { house, INK, person, pine, seededRandom, sky, svgDocument, tree, wifi } from './artwork-parts';

/**
 * The demo content's pictures, drawn for the project as SVG in the site's colours and rendered to
 * sized WebP (decision 0451). Scenes are 1600 × 1000 with their subject in the middle, so the
 * CMS's 4:3 thumbnail keeps it; logos are 1200 × 900.
 */
export interface Artwork {
  data: Buffer;
  mimetype: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

export const SCENE_SIZE = { width: 1600, height: 1000 } as const;
export const LOGO_SIZE = { width: 1200, height: 900 } as const;

async function render(svg: string, width: number, height: number): Promise<Artwork> {
  const data = await sharp(Buffer.from(svg))
    .resize(width, height)
    .webp({ quality: 86, alphaQuality: 100 })
    .toBuffer();
  return { data, mimetype: 'image/webp', extension: 'webp', width, height };
}

function scene(body: string, size: { width: number; height: number } = SCENE_SIZE): Promise<Artwork> {
  return render(svgDocument(size.width, size.height, body), size.width, size.height);
}

const WALLS = ['#f6d7c3', '#e8c28f', '#c9d8f2', '#f3e3c3', '#d9c2e8', '#bfe0cf', '#f2b8a2'];
const ROOFS = [INK.navy, INK.blue, '#7a3b2e', '#4b5563'];

/** A street of the area: a terrace under the sky, the fibre running from a pole to each home. */
export function streetScene(name: string, hue = 0): Promise<Artwork> {
  const random = seededRandom(`${name}:${hue}`);
  const homes: string[] = [];
  const drops: string[] = [];
  for (let x = 60; x < 1560; ) {
    const width = 190 + Math.round(random() * 90);
    const height = 260 + Math.round(random() * 170);
    homes.push(
      house(
        x,
        820,
        width,
        height,
        WALLS[Math.floor(random() * WALLS.length)] ?? INK.sand,
        ROOFS[Math.floor(random() * ROOFS.length)] ?? INK.navy,
      ),
    );
    drops.push(
      `M800 330 Q${(800 + x + width / 2) / 2} ${400 + random() * 60} ${x + width / 2} ${820 - height + 40}`,
    );
    x += width + 30;
  }
  return scene(`${sky(INK.mist, INK.pale)}<circle cx="${200 + random() * 1200}" cy="160" r="70" fill="#ffd166"/>
  <rect y="820" width="1600" height="180" fill="${INK.grass}"/><rect y="860" width="1600" height="90" fill="${INK.road}"/>
  <path d="M0 905 H1600" stroke="${INK.white}" stroke-width="8" stroke-dasharray="60 50"/>
  ${homes.join('')}<rect x="788" y="320" width="24" height="520" fill="#7a5232"/>
  <path d="${drops.join(' ')}" fill="none" stroke="${INK.bright}" stroke-width="6"/>${tree(1500, 840, 200)}${tree(90, 840, 170)}`);
}

/** A family on the sofa, streaming on the television, the router's Wi-Fi over them. */
export function familyStreaming(): Promise<Artwork> {
  return scene(FAMILY_STREAMING);
}

/**
 * The same room, upright (900 × 1200) for the main hero's phone picture (decision 0481): the sofa
 * and the family, cut from the wide scene rather than squeezed.
 */
export function familyStreamingUpright(): Promise<Artwork> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200" viewBox="640 0 750 1000">${FAMILY_STREAMING}</svg>`;
  return render(svg, 900, 1200);
}

const FAMILY_STREAMING = `<rect width="1600" height="1000" fill="${INK.mist}"/><rect y="780" width="1600" height="220" fill="#c8a57a"/>
  <rect x="1080" y="170" width="380" height="300" rx="12" fill="${INK.pale}" stroke="${INK.white}" stroke-width="16"/>
  <rect x="140" y="250" width="560" height="330" rx="20" fill="${INK.navy}"/><rect x="165" y="275" width="510" height="280" rx="8" fill="${INK.mid}"/>
  <path d="M385 360 L385 470 L480 415 Z" fill="${INK.white}"/><rect x="380" y="580" width="80" height="200" fill="${INK.navy}"/><rect x="260" y="760" width="320" height="24" rx="10" fill="${INK.navy}"/>
  <rect x="1180" y="690" width="130" height="40" rx="12" fill="${INK.white}"/><circle cx="1210" cy="710" r="7" fill="${INK.green}"/>${wifi(1245, 680, 34)}
  ${person(900, 770, { shirt: INK.pink, skin: 1 })}${person(1040, 770, { shirt: INK.mid, skin: 1, armsUp: true })}${person(1160, 790, { shirt: '#ffd166', skin: 3, scale: 0.7 })}
  <rect x="780" y="640" width="520" height="150" rx="40" fill="${INK.blue}"/><rect x="760" y="600" width="70" height="190" rx="30" fill="${INK.navy}"/><rect x="1250" y="600" width="70" height="190" rx="30" fill="${INK.navy}"/>`;

/** An engineer at an open street cabinet, splicing the bright fibres. */
export function engineerAtCabinet(): Promise<Artwork> {
  const fibres = [INK.bright, '#ffd166', INK.grass, INK.mid, '#f97316', INK.white]
    .map(
      (colour, index) =>
        `<path d="M740 ${420 + index * 40} C820 ${420 + index * 40} 840 ${520 + index * 30} 900 ${540 + index * 18}" fill="none" stroke="${colour}" stroke-width="10"/>`,
    )
    .join('');
  return scene(`${sky(INK.pale, INK.mist)}<rect y="800" width="1600" height="200" fill="${INK.stone}"/>
  ${tree(180, 810, 260)}${tree(1430, 810, 300)}<rect x="520" y="330" width="240" height="470" rx="16" fill="${INK.green}"/>
  <rect x="545" y="360" width="190" height="410" rx="8" fill="#0c4a2a"/><rect x="760" y="330" width="130" height="470" rx="10" fill="#168a4a" transform="skewY(8) translate(0 -105)"/>
  ${fibres}${person(1040, 800, { shirt: INK.blue, skin: 2, engineer: true, armsUp: true })}
  <rect x="1180" y="650" width="150" height="150" rx="14" fill="${INK.navy}"/><rect x="1200" y="630" width="110" height="30" rx="8" fill="${INK.hiVis}"/>`);
}

/** The router from the front, its four lights lit: the light guide's picture. */
export function routerLights(): Promise<Artwork> {
  const lights = [INK.green, INK.mid, INK.hiVis, '#b3261e']
    .map(
      (colour, index) =>
        `<circle cx="${560 + index * 160}" cy="560" r="30" fill="${colour}"/><circle cx="${560 + index * 160}" cy="560" r="52" fill="${colour}" opacity="0.25"/>`,
    )
    .join('');
  return scene(`<rect width="1600" height="1000" fill="${INK.pale}"/><rect y="700" width="1600" height="300" fill="${INK.mist}"/>
  <rect x="420" y="380" width="760" height="360" rx="60" fill="${INK.white}"/><rect x="420" y="660" width="760" height="80" rx="30" fill="#e2e8f0"/>
  <rect x="520" y="300" width="24" height="110" rx="12" fill="${INK.navy}"/><rect x="1056" y="300" width="24" height="110" rx="12" fill="${INK.navy}"/>
  ${lights}${wifi(800, 330, 40)}`);
}

/** One of the three build steps: a survey, a build and a connection. */
export function buildStep(step: 'survey' | 'build' | 'connect'): Promise<Artwork> {
  const ground = `${sky(INK.mist, INK.pale)}<rect y="780" width="1600" height="220" fill="${INK.stone}"/>`;
  if (step === 'survey')
    return scene(`${ground}${tree(1400, 790, 280)}<ellipse cx="560" cy="830" rx="170" ry="40" fill="${INK.navy}"/>
    <path d="M1000 800 L1060 560 L1120 800 M1060 560 L1060 800" stroke="${INK.navy}" stroke-width="14"/><rect x="1020" y="520" width="90" height="50" rx="10" fill="${INK.hiVis}"/>
    ${person(820, 800, { shirt: INK.blue, skin: 0, engineer: true })}<rect x="860" y="600" width="70" height="90" rx="8" fill="${INK.white}" stroke="${INK.navy}" stroke-width="6"/>`);
  if (step === 'build')
    return scene(`${ground}<rect x="0" y="820" width="1600" height="70" fill="#4b3a2a"/><rect x="0" y="840" width="1600" height="24" rx="12" fill="${INK.hiVis}"/>
    <circle cx="1220" cy="640" r="150" fill="${INK.navy}"/><circle cx="1220" cy="640" r="110" fill="none" stroke="${INK.bright}" stroke-width="40"/><circle cx="1220" cy="640" r="40" fill="${INK.stone}"/>
    <path d="M1080 700 C900 760 760 800 600 850" fill="none" stroke="${INK.bright}" stroke-width="12"/>
    ${person(520, 800, { shirt: INK.mid, skin: 1, engineer: true, armsUp: true })}${person(340, 800, { shirt: INK.pink, skin: 2, engineer: true })}`);
  return scene(`<rect width="1600" height="1000" fill="#f3e3c3"/><rect y="800" width="1600" height="200" fill="#a7774d"/>
  <rect x="160" y="220" width="300" height="580" rx="12" fill="${INK.blue}"/><circle cx="420" cy="520" r="16" fill="#ffd166"/>
  <rect x="880" y="360" width="200" height="260" rx="24" fill="${INK.white}" stroke="${INK.stone}" stroke-width="8"/><circle cx="980" cy="450" r="16" fill="${INK.green}"/>
  <path d="M980 620 V800" stroke="${INK.bright}" stroke-width="10"/>${person(1240, 800, { shirt: INK.navy, skin: 3, engineer: true, armsUp: true })}`);
}

/** Our team mending a footpath with a wheelbarrow, trees behind. */
export function volunteers(): Promise<Artwork> {
  return scene(`${sky(INK.pale, INK.mist)}${tree(200, 760, 320)}${tree(1420, 760, 360)}${tree(1200, 760, 240)}
  <rect y="760" width="1600" height="240" fill="${INK.grass}"/><path d="M0 900 C500 820 1100 980 1600 860 L1600 940 C1100 1040 500 880 0 980 Z" fill="${INK.sand}"/>
  ${person(520, 880, { shirt: INK.pink, skin: 0, armsUp: true })}${person(760, 900, { shirt: INK.mid, skin: 2 })}${person(1000, 880, { shirt: INK.green, skin: 1, armsUp: true })}
  <path d="M1060 880 L1200 880 L1170 820 L1090 820 Z" fill="${INK.navy}"/><circle cx="1080" cy="900" r="22" fill="${INK.road}"/>`);
}

/** A deaf caller's phone, an interpreter signing on its screen. */
export function relayCall(): Promise<Artwork> {
  return scene(`<rect width="1600" height="1000" fill="${INK.navy}"/><circle cx="800" cy="500" r="420" fill="${INK.blue}"/>
  <rect x="590" y="120" width="420" height="780" rx="60" fill="#111827"/><rect x="615" y="175" width="370" height="670" rx="24" fill="${INK.pale}"/>
  ${person(800, 845, { shirt: INK.pink, skin: 2, armsUp: true, scale: 1.45 })}
  <path d="M1090 380 a80 80 0 0 1 0 160 M1140 330 a140 140 0 0 1 0 260" fill="none" stroke="${INK.bright}" stroke-width="18" stroke-linecap="round"/>`);
}

/** A snowy scene for the charity vote's cards. */
export function snowScene(kind: 'hills' | 'village' | 'forest'): Promise<Artwork> {
  const random = seededRandom(kind);
  const flakes = Array.from(
    { length: 90 },
    () =>
      `<circle cx="${Math.round(random() * 1600)}" cy="${Math.round(random() * 760)}" r="${4 + Math.round(random() * 6)}" fill="${INK.white}"/>`,
  ).join('');
  const hills = `<path d="M0 700 C300 520 600 640 900 560 C1150 500 1400 600 1600 540 V1000 H0 Z" fill="${INK.white}"/><path d="M0 820 C400 720 900 860 1600 760 V1000 H0 Z" fill="#e6eefc"/>`;
  const middle =
    kind === 'village'
      ? [180, 520, 860, 1200]
          .map((x, index) => house(x, 840, 230, 220 + index * 20, WALLS[index] ?? INK.sand, INK.white))
          .join('')
      : kind === 'forest'
        ? Array.from({ length: 11 }, (_, index) =>
            pine(80 + index * 145, 860 + (index % 2) * 40, 300 + random() * 160, true),
          ).join('')
        : `${pine(1200, 780, 260, true)}${pine(1330, 800, 220, true)}`;
  return scene(`${sky('#9db4e8', INK.pale)}${hills}${middle}${flakes}`);
}

/** The three demo charities' emblems, on a card of their own colour. */
export function charityLogo(charity: string, hue: number): Promise<Artwork> {
  const emblem = /food/i.test(charity)
    ? `<path d="M480 470 H720 A120 120 0 0 1 480 470 Z" fill="${INK.white}"/><circle cx="600" cy="400" r="46" fill="#ff6b6b"/><path d="M600 356 q20 -40 50 -30" stroke="${INK.green}" stroke-width="12" fill="none"/>`
    : /rescue|mountain/i.test(charity)
      ? `<path d="M420 600 L560 360 L620 450 L680 380 L800 600 Z" fill="${INK.white}"/><rect x="582" y="250" width="36" height="110" fill="#ff6b6b"/><rect x="545" y="287" width="110" height="36" fill="#ff6b6b"/>`
      : `<rect x="470" y="330" width="260" height="180" rx="16" fill="${INK.white}"/><rect x="430" y="510" width="340" height="30" rx="12" fill="${INK.white}"/><path d="M600 470 l-50 -50 a30 30 0 0 1 50 -30 a30 30 0 0 1 50 30 z" fill="${INK.bright}"/>`;
  const card = `hsl(${hue % 360} 55% 32%)`;
  const body = `<rect width="1200" height="900" fill="${INK.mist}"/><circle cx="600" cy="450" r="330" fill="${card}"/><circle cx="600" cy="450" r="330" fill="none" stroke="${INK.white}" stroke-width="14" stroke-dasharray="4 22"/>${emblem}`;
  return render(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE.width}" height="${LOGO_SIZE.height}" viewBox="0 0 1200 900">${body}</svg>`,
    LOGO_SIZE.width,
    LOGO_SIZE.height,
  );
}

/** Sparky, the demo mascot: a round, smiling fibre 'spark' on a clear 4:3 canvas. */
export function mascot(): Promise<Artwork> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <g stroke="#f59e0b" stroke-width="18" stroke-linecap="round">
    <line x1="400" y1="150" x2="400" y2="40"/><line x1="300" y1="180" x2="230" y2="90"/><line x1="500" y1="180" x2="570" y2="90"/>
  </g>
  <circle cx="400" cy="400" r="230" fill="#f97316"/>
  <circle cx="320" cy="360" r="52" fill="white"/><circle cx="480" cy="360" r="52" fill="white"/>
  <circle cx="332" cy="372" r="24" fill="#1e293b"/><circle cx="492" cy="372" r="24" fill="#1e293b"/>
  <path d="M320 470 Q400 540 480 470" fill="none" stroke="#1e293b" stroke-width="16" stroke-linecap="round"/>
</svg>`;
  return render(svg, 800, 600);
}

/** A picture file the seed uploads. */
export type ArtworkFile = Pick<Artwork, 'data' | 'mimetype' | 'extension'>;

export function artworkSlug(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** The hue of a coverage area's street, by its place in the list. */
export function streetHue(index: number): number {
  return (index * 37) % 360;
}

/** The hue of a charity's logo card, by its place in the list. */
export function charityHue(index: number): number {
  return 120 + index * 60;
}

/**
 * Every picture the seed uploads, by the name of its committed file (seed/media/<name>.webp):
 * drawn once by scripts/demo-artwork.ts rather than at each first start, which on a busy machine
 * took longer than a server may take to answer.
 */
export function demoArtworkList(
  areaNames: readonly string[],
  charityNames: readonly string[],
): { name: string; draw: () => Promise<Artwork> }[] {
  return [
    ...areaNames.map((area, index) => ({
      name: `street-${artworkSlug(area)}`,
      draw: () => streetScene(area, streetHue(index)),
    })),
    ...charityNames.map((charity, index) => ({
      name: `logo-${artworkSlug(charity)}`,
      draw: () => charityLogo(charity, charityHue(index)),
    })),
    ...(['hills', 'village', 'forest'] as const).map((kind) => ({
      name: `snow-${kind}`,
      draw: () => snowScene(kind),
    })),
    { name: 'family-streaming', draw: familyStreaming },
    { name: 'family-streaming-mobile', draw: familyStreamingUpright },
    { name: 'engineer-at-cabinet', draw: engineerAtCabinet },
    { name: 'router-lights', draw: routerLights },
    ...(['survey', 'build', 'connect'] as const).map((step) => ({
      name: `step-${step}`,
      draw: () => buildStep(step),
    })),
    { name: 'volunteers', draw: volunteers },
    { name: 'relay-call', draw: relayCall },
    { name: 'mascot', draw: mascot },
  ];
}
