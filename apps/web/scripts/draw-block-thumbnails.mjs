// Draws the CMS block chooser's thumbnails (decision 0501): one small SVG per page block, a sketch of
// what the block looks like in the site's colours, written to public/cms-blocks/<block-slug>.svg.
// Run after adding a block: `node apps/web/scripts/draw-block-thumbnails.mjs`; commit the files.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const C = {
  ink: '#0b1a4a', // brand-900
  brand: '#2446b8', // brand-600
  brandDark: '#142a74', // brand-800
  pale: '#eef3ff', // brand-50
  soft: '#dbe5ff', // brand-100
  accent: '#c5006a', // accent-600
  accentPale: '#fff0f7', // accent-50
  green: '#11703b',
  red: '#b3261e',
  amber: '#f2b233',
  line: '#b8c2d9',
  white: '#ffffff',
};
const W = 240;
const H = 160;

const rect = (x, y, w, h, fill, r = 3, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const pathD = (d, stroke, width = 3, fill = 'none') =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const label = (x, y, text, fill = C.white, size = 12) =>
  `<text x="${x}" y="${y}" fill="${fill}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" text-anchor="middle">${text}</text>`;
/** A heading: a bold bar. */
const heading = (x, y, w, fill = C.ink) => rect(x, y, w, 8, fill, 2);
/** Lines of body text. */
const lines = (x, y, w, count, gap = 8, fill = C.line) =>
  Array.from({ length: count }, (_, i) =>
    rect(x, y + i * gap, i === count - 1 ? w * 0.6 : w, 4, fill, 2),
  ).join('');
const button = (x, y, w, fill = C.accent, h = 12) => rect(x, y, w, h, fill, h / 2);
const card = (x, y, w, h, fill = C.white) =>
  rect(x, y, w, h, fill, 6, ` stroke="${C.soft}" stroke-width="2"`);
const field = (x, y, w, h = 14) => rect(x, y, w, h, C.white, 3, ` stroke="${C.line}" stroke-width="2"`);
/** A picture: sky, sun and hills. */
const picture = (x, y, w, h) =>
  `${rect(x, y, w, h, C.soft, 4)}${circle(x + w * 0.72, y + h * 0.3, Math.min(w, h) * 0.1, C.amber)}${pathD(
    `M${x} ${y + h} L${x + w * 0.35} ${y + h * 0.45} L${x + w * 0.6} ${y + h * 0.8} L${x + w * 0.75} ${y + h * 0.6} L${x + w} ${y + h} Z`,
    C.brand,
    0,
    C.brand,
  )}`;
const tick = (x, y, color = C.green) => pathD(`M${x} ${y} l4 4 l7 -8`, color, 2.5);
const star = (cx, cy, r, fill = C.amber) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};
const chevron = (x, y, dir = 'right', color = C.ink) =>
  pathD(
    dir === 'right'
      ? `M${x} ${y - 5} l5 5 l-5 5`
      : dir === 'left'
        ? `M${x + 5} ${y - 5} l-5 5 l5 5`
        : `M${x - 5} ${y} l5 5 l5 -5`,
    color,
    2.5,
  );
const plus = (x, y, color = C.accent) => pathD(`M${x - 5} ${y} h10 M${x} ${y - 5} v10`, color, 2.5);
const three = (fn) => [0, 1, 2].map((i) => fn(14 + i * 74, i)).join('');

/** Each block's sketch, keyed by its slug (src/blocks/<slug>). */
const DRAWINGS = {
  'rich-text': () => heading(24, 24, 120) + lines(24, 46, 192, 4) + lines(24, 90, 192, 4),
  'faq-accordion': () =>
    heading(24, 18, 110) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          card(24, 36 + i * 28, 192, 22) + rect(34, 45 + i * 28, 100, 4, C.ink, 2) + plus(202, 47 + i * 28),
      )
      .join(''),
  'coverage-listing': () =>
    [0, 1, 2, 3].map((i) => button(16 + i * 54, 14, 46, i === 0 ? C.brand : C.soft, 12)).join('') +
    [0, 1, 2]
      .map(
        (i) =>
          card(14 + i * 74, 36, 66, 110) +
          picture(20 + i * 74, 42, 54, 40) +
          rect(20 + i * 74, 90, 40, 6, C.ink, 2) +
          circle(68 + i * 74, 93, 4, [C.green, C.brand, C.red][i]) +
          lines(20 + i * 74, 104, 50, 3),
      )
      .join(''),
  'contact-card': () =>
    picture(10, 30, 40, 100) +
    picture(190, 30, 40, 100) +
    card(58, 24, 124, 112, C.pale) +
    circle(120, 48, 12, C.brand) +
    pathD('M114 44 q2 8 10 10', C.white, 3) +
    heading(82, 68, 76) +
    lines(78, 84, 84, 2) +
    button(84, 108, 72, C.accent),
  'icon-card-grid': () =>
    three(
      (x, i) =>
        card(x, 24, 66, 112) +
        circle(x + 33, 52, 16, [C.brand, C.accent, C.green][i]) +
        tick(x + 27, 52, C.white) +
        rect(x + 12, 78, 42, 6, C.ink, 2) +
        lines(x + 10, 92, 46, 3),
    ),
  'text-element-list': () =>
    heading(24, 20, 110) +
    [0, 1, 2, 3, 4]
      .map((i) => tick(26, 46 + i * 22) + rect(46, 44 + i * 22, 150 - (i % 2) * 40, 5, C.line, 2))
      .join(''),
  'two-column-text': () => heading(24, 20, 140) + lines(24, 44, 90, 9, 10) + lines(126, 44, 90, 9, 10),
  'link-list': () =>
    heading(24, 18, 100) +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          rect(24, 42 + i * 22, 192, 1.5, C.soft, 0) +
          rect(24, 30 + i * 22 + 20, 110 - (i % 3) * 20, 5, C.brand, 2) +
          chevron(208, 52 + i * 22, 'right', C.brand),
      )
      .join(''),
  'anchor-link-button': () =>
    lines(40, 30, 160, 2) +
    button(70, 70, 100, C.accent, 24) +
    label(112, 86, 'Jump') +
    chevron(150, 80, 'down', C.white) +
    lines(40, 118, 160, 2),
  'image-banner': () =>
    picture(10, 16, 220, 128) +
    rect(22, 44, 110, 72, 'rgba(11,26,74,0.85)', 6) +
    heading(32, 56, 80, C.white) +
    lines(32, 72, 88, 2, 8, C.soft) +
    button(32, 96, 56, C.accent),
  'numbered-steps': () =>
    pathD('M52 56 H188', C.soft, 4) +
    three(
      (x, i) =>
        circle(x + 38, 56, 18, C.brand) +
        label(x + 38, 61, String(i + 1), C.white, 15) +
        rect(x + 12, 88, 52, 6, C.ink, 2) +
        lines(x + 8, 102, 60, 3),
    ),
  'colour-card-list': () =>
    three(
      (x, i) =>
        rect(x, 24, 66, 112, [C.brand, C.accent, C.green][i], 8) +
        heading(x + 10, 40, 40, C.white) +
        lines(x + 10, 58, 46, 4, 8, 'rgba(255,255,255,0.7)') +
        button(x + 10, 112, 40, C.white),
    ),
  'large-info-card': () =>
    card(10, 16, 220, 128, C.pale) +
    picture(20, 26, 96, 108) +
    heading(128, 34, 84) +
    lines(128, 54, 90, 5) +
    button(128, 112, 60),
  'sales-countdown-banner': () =>
    rect(8, 36, 224, 88, C.ink, 8) +
    heading(24, 50, 100, C.white) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          rect(24 + i * 36, 72, 30, 34, C.white, 4) +
          label(39 + i * 36, 94, ['02', '14', '37', '09'][i], C.ink, 12),
      )
      .join('') +
    button(172, 82, 48, C.accent, 16),
  'review-carousel': () =>
    chevron(12, 80, 'left') +
    chevron(222, 80, 'right') +
    [0, 1]
      .map(
        (i) =>
          card(30 + i * 94, 28, 86, 104) +
          [0, 1, 2, 3, 4].map((s) => star(44 + i * 94 + s * 14, 46, 6)).join('') +
          lines(40 + i * 94, 62, 66, 4) +
          rect(40 + i * 94, 110, 40, 5, C.ink, 2),
      )
      .join(''),
  'share-tab': () =>
    lines(20, 24, 150, 8, 12) +
    rect(190, 30, 40, 104, C.brand, 8) +
    [0, 1, 2]
      .map(
        (i) =>
          circle(210, 52 + i * 30, 10, C.white) +
          circle(210, 52 + i * 30, 4, [C.brand, C.accent, C.green][i]),
      )
      .join(''),
  'check-availability': () =>
    rect(10, 24, 220, 112, C.pale, 8) +
    heading(30, 40, 140) +
    lines(30, 56, 160, 1) +
    field(30, 76, 120, 24) +
    rect(38, 86, 50, 5, C.line, 2) +
    button(156, 76, 56, C.accent, 24),
  'one-touch-switch': () =>
    card(14, 20, 212, 120, C.pale) +
    circle(56, 80, 26, C.brand) +
    pathD('M42 72 h26 l-6 -6 M70 88 h-26 l6 6', C.white, 3) +
    heading(96, 50, 100) +
    lines(96, 68, 110, 3) +
    button(96, 104, 70),
  'full-length-card': () =>
    card(8, 44, 224, 72, C.pale) +
    heading(22, 58, 110) +
    lines(22, 76, 120, 3) +
    button(162, 72, 56, C.accent, 16),
  'side-info-panel': () =>
    heading(16, 22, 110) +
    lines(16, 44, 130, 10, 10) +
    rect(158, 20, 70, 120, C.pale, 6) +
    circle(193, 44, 10, C.brand) +
    lines(168, 64, 50, 5) +
    button(168, 118, 50),
  'action-card-list': () =>
    [0, 1, 2]
      .map(
        (i) =>
          card(16, 16 + i * 44, 208, 36) +
          circle(38, 34 + i * 44, 10, [C.brand, C.accent, C.green][i]) +
          rect(58, 28 + i * 44, 100, 6, C.ink, 2) +
          rect(58, 40 + i * 44, 70, 4, C.line, 2) +
          chevron(204, 34 + i * 44, 'right', C.accent),
      )
      .join(''),
  'addon-chooser': () =>
    three(
      (x, i) =>
        card(x, 24, 66, 112, i === 1 ? C.accentPale : C.white) +
        rect(x + 8, 34, 12, 12, i === 1 ? C.accent : C.white, 2, ` stroke="${C.accent}" stroke-width="2"`) +
        (i === 1 ? tick(x + 9, 40, C.white) : '') +
        rect(x + 10, 58, 44, 6, C.ink, 2) +
        lines(x + 10, 72, 46, 2) +
        label(x + 33, 118, '£5', C.ink, 14),
    ),
  'bundle-selector': () =>
    [0, 1, 2].map((i) => rect(40 + i * 54, 10, 50, 14, i === 0 ? C.ink : C.soft, 7)).join('') +
    three(
      (x, i) =>
        card(x, 34, 66, 112, i === 1 ? C.pale : C.white) +
        rect(x + 10, 44, 46, 6, C.ink, 2) +
        label(x + 33, 82, ['£25', '£32', '£45'][i], C.brand, 18) +
        lines(x + 10, 94, 46, 2) +
        button(x + 10, 124, 46),
    ),
  'relay-video': () =>
    rect(20, 14, 200, 112, C.ink, 6) +
    circle(120, 70, 22, C.accent) +
    `<polygon points="113,58 113,82 133,70" fill="${C.white}"/>` +
    rect(60, 108, 120, 6, C.white, 2) +
    lines(20, 136, 200, 2),
  'image-cards': () =>
    three(
      (x) =>
        card(x, 24, 66, 112) +
        picture(x + 4, 28, 58, 56) +
        rect(x + 10, 94, 44, 6, C.ink, 2) +
        lines(x + 10, 108, 46, 2),
    ),
  'two-column-card-grid': () =>
    [0, 1, 2, 3]
      .map((i) => {
        const x = 16 + (i % 2) * 108;
        const y = 14 + Math.floor(i / 2) * 68;
        return (
          card(x, y, 100, 60) +
          circle(x + 18, y + 18, 8, C.brand) +
          rect(x + 32, y + 14, 56, 6, C.ink, 2) +
          lines(x + 12, y + 34, 76, 2)
        );
      })
      .join(''),
  'text-with-media': () =>
    heading(16, 34, 96) + lines(16, 54, 104, 6) + button(16, 110, 56) + picture(132, 24, 96, 112),
  'card-column': () =>
    [0, 1, 2]
      .map(
        (i) =>
          card(60, 10 + i * 48, 120, 42) +
          rect(72, 22 + i * 48, 70, 6, C.ink, 2) +
          lines(72, 34 + i * 48, 90, 1),
      )
      .join(''),
  'search-bar': () =>
    heading(40, 40, 160) +
    field(30, 66, 180, 30) +
    circle(192, 81, 7, 'none', ` stroke="${C.ink}" stroke-width="3"`) +
    pathD('M197 86 l6 6', C.ink, 3) +
    rect(42, 78, 80, 6, C.line, 2) +
    lines(50, 112, 140, 2),
  'peeking-mascot': () =>
    lines(20, 30, 140, 9, 12) +
    rect(178, 0, 62, 160, C.pale, 0) +
    circle(230, 84, 40, C.accent) +
    circle(212, 72, 8, C.white) +
    circle(210, 73, 4, C.ink) +
    pathD('M204 100 q10 8 20 0', C.white, 3) +
    rect(186, 40, 12, 24, C.accent, 6),
  'recommendation-cards': () =>
    three(
      (x, i) =>
        card(x, 28, 66, 108, i === 1 ? C.pale : C.white) +
        (i === 1 ? button(x + 8, 20, 50, C.accent, 14) + label(x + 33, 31, 'Best', C.white, 9) : '') +
        rect(x + 10, 50, 46, 6, C.ink, 2) +
        lines(x + 10, 64, 46, 3) +
        button(x + 10, 112, 46, C.brand),
    ),
  'outage-form': () =>
    rect(16, 14, 208, 26, C.accentPale, 6) +
    pathD('M30 34 l8 -14 l8 14 Z', C.red, 2.5) +
    rect(54, 24, 120, 6, C.ink, 2) +
    [0, 1].map((i) => rect(16, 52 + i * 34, 60, 5, C.ink, 2) + field(16, 60 + i * 34, 208, 18)).join('') +
    button(16, 128, 70, C.accent, 18),
  'charity-vote': () =>
    heading(24, 16, 120) +
    [0, 1, 2]
      .map(
        (i) =>
          card(24, 34 + i * 30, 192, 24, i === 0 ? C.accentPale : C.white) +
          circle(40, 46 + i * 30, 6, i === 0 ? C.accent : C.white, ` stroke="${C.accent}" stroke-width="2"`) +
          rect(54, 43 + i * 30, 100, 6, C.ink, 2) +
          pathD(`M196 ${42 + i * 30} q-6 -6 -8 0 q-2 6 8 10 q10 -4 8 -10 q-2 -6 -8 0`, C.accent, 2),
      )
      .join('') +
    button(24, 130, 70, C.brand, 18),
  'contact-form': () =>
    [0, 1].map((i) => rect(16 + i * 108, 14, 50, 5, C.ink, 2) + field(16 + i * 108, 22, 100, 18)).join('') +
    rect(16, 50, 50, 5, C.ink, 2) +
    field(16, 58, 208, 18) +
    rect(16, 86, 60, 5, C.ink, 2) +
    field(16, 94, 208, 36) +
    button(16, 138, 70, C.accent, 16),
  'speed-test': () =>
    pathD('M50 118 A70 70 0 0 1 190 118', C.soft, 14) +
    pathD('M50 118 A70 70 0 0 1 160 66', C.accent, 14) +
    pathD('M120 118 L152 76', C.ink, 4) +
    circle(120, 118, 7, C.ink) +
    label(120, 146, '900 Mbps', C.ink, 14),
  'reviews-widget': () =>
    card(20, 36, 200, 88, C.pale) +
    label(62, 92, '4.8', C.ink, 30) +
    [0, 1, 2, 3, 4].map((s) => star(112 + s * 20, 72, 9)).join('') +
    lines(112, 92, 90, 2),
  'live-chat-prompt': () =>
    lines(16, 24, 140, 6, 12) +
    rect(110, 86, 96, 40, C.brand, 14) +
    `<polygon points="190,124 206,140 176,124" fill="${C.brand}"/>` +
    [0, 1, 2].map((i) => circle(138 + i * 20, 106, 5, C.white)).join('') +
    circle(214, 140, 14, C.accent),
  'refer-a-friend': () =>
    rect(20, 20, 56, 50, C.accent, 6) +
    rect(20, 36, 56, 6, C.white, 0) +
    rect(44, 20, 8, 50, C.white, 0) +
    pathD('M48 20 q-14 -14 -20 0 M48 20 q14 -14 20 0', C.accent, 3) +
    heading(92, 26, 120) +
    lines(92, 44, 128, 2) +
    field(20, 92, 140, 24) +
    label(90, 109, 'FRIEND50', C.ink, 12) +
    button(168, 92, 52, C.brand, 24) +
    [0, 1, 2].map((i) => circle(32 + i * 26, 138, 9, [C.brand, C.green, C.ink][i])).join(''),
  'register-interest-form': () =>
    heading(16, 12, 150) +
    [0, 1].map((i) => field(16 + i * 108, 30, 100, 18)).join('') +
    field(16, 56, 208, 18) +
    field(16, 82, 208, 18) +
    chevron(208, 87, 'down') +
    rect(16, 110, 12, 12, C.white, 2, ` stroke="${C.line}" stroke-width="2"`) +
    rect(34, 114, 120, 5, C.line, 2) +
    button(16, 134, 90, C.accent, 18),
};

const svg = (slug, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${slug}">` +
  `${rect(0, 0, W, H, C.white, 0)}${body}</svg>\n`;

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'cms-blocks');
mkdirSync(out, { recursive: true });
for (const [slug, draw] of Object.entries(DRAWINGS))
  writeFileSync(path.join(out, `${slug}.svg`), svg(slug, draw()));
console.log(`Drew ${Object.keys(DRAWINGS).length} block thumbnails in public/cms-blocks.`);
