import { CONTRACT_SUMMARY_PROVIDER } from '@fibre/domain/contract-summary';

/**
 * The one layout of the provider's e-mails (decision 0680): a branded HTML part a customer would
 * keep and a plain-text part with the same words, built from the same input so they cannot
 * disagree. Every value is escaped here; callers pass plain text, never HTML. Tables and inline
 * styles only, since mail clients ignore style sheets; one column, so it reads on a phone.
 */

export interface EmailRow {
  label: string;
  value: string;
}

export interface EmailLink {
  text: string;
  /** An absolute http(s) or mailto address. */
  href: string;
}

export interface EmailSection {
  heading: string;
  paragraphs?: readonly string[];
  /** A label: value table (the order's items and figures). */
  rows?: readonly EmailRow[];
  /** A bulleted list. */
  items?: readonly string[];
  links?: readonly EmailLink[];
  /** Paragraphs after everything else in the section (a note under its figures). */
  notes?: readonly string[];
}

export interface BrandedEmailInput {
  /** The subject, also the HTML's title. */
  subject: string;
  /** The big heading at the top. */
  heading: string;
  /** A line mail clients show beside the subject in the inbox; not shown in the body. */
  preview?: string;
  paragraphs?: readonly string[];
  rows?: readonly EmailRow[];
  links?: readonly EmailLink[];
  sections?: readonly EmailSection[];
  /** Lines under the body, before the provider's name and contact details. */
  footer?: readonly string[];
}

export interface BrandedEmail {
  html: string;
  text: string;
}

const BRAND = CONTRACT_SUMMARY_PROVIDER;
const COLOURS = { brand: '#142a74', ink: '#1a1a1f', muted: '#4a4a55', rule: '#dbe5ff', link: '#1b3593' };
const FONT = 'Arial, Helvetica, sans-serif';

/** Text as HTML: the five characters that could open markup or end an attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Only web and mail addresses may be links: a javascript: or data: address never reaches a mail. */
function safeHref(href: string): string {
  const url = URL.canParse(href) ? new URL(href) : null;
  if (!url || !['https:', 'http:', 'mailto:'].includes(url.protocol)) {
    throw new Error(`An e-mail link must be an absolute http(s) or mailto address: ${href}`);
  }
  return url.href;
}

function contactLine(): string {
  return `${BRAND.name}: call ${BRAND.phone} (${BRAND.openingHours}) or write to ${BRAND.email}.`;
}

function legalLine(): string {
  return `${BRAND.legalName}, ${BRAND.address}.`;
}

// ---- plain text -------------------------------------------------------------------------------

function textRows(rows: readonly EmailRow[]): string[] {
  return rows.map((row) => `${row.label}: ${row.value}`);
}

function textLinks(links: readonly EmailLink[]): string[] {
  return links.map((link) => `${link.text}: ${safeHref(link.href)}`);
}

function textSection(section: EmailSection): string[] {
  const lines = [section.heading, '-'.repeat(Math.min(section.heading.length, 60))];
  for (const paragraph of section.paragraphs ?? []) lines.push(paragraph, '');
  if (section.rows?.length) lines.push(...textRows(section.rows), '');
  if (section.items?.length) lines.push(...section.items.map((item) => `- ${item}`), '');
  if (section.links?.length) lines.push(...textLinks(section.links), '');
  for (const note of section.notes ?? []) lines.push(note, '');
  if (lines.at(-1) !== '') lines.push('');
  return lines;
}

function textPart(input: BrandedEmailInput): string {
  const lines = [BRAND.name, '', input.heading, '='.repeat(Math.min(input.heading.length, 60)), ''];
  for (const paragraph of input.paragraphs ?? []) lines.push(paragraph, '');
  if (input.rows?.length) lines.push(...textRows(input.rows), '');
  if (input.links?.length) lines.push(...textLinks(input.links), '');
  for (const section of input.sections ?? []) lines.push(...textSection(section));
  for (const line of input.footer ?? []) lines.push(line, '');
  lines.push(contactLine(), legalLine(), '');
  return lines.join('\n');
}

// ---- HTML -------------------------------------------------------------------------------------

const P_STYLE = `margin: 0 0 16px; font-family: ${FONT}; font-size: 16px; line-height: 1.5; color: ${COLOURS.ink}`;

function htmlParagraphs(paragraphs: readonly string[]): string[] {
  return paragraphs.map((paragraph) => `<p style="${P_STYLE}">${escapeHtml(paragraph)}</p>`);
}

function htmlRows(rows: readonly EmailRow[]): string[] {
  if (rows.length === 0) return [];
  const cell = `padding: 8px 0; border-bottom: 1px solid ${COLOURS.rule}; font-family: ${FONT}; font-size: 16px; line-height: 1.4; vertical-align: top`;
  return [
    // A data table (label and value), unlike the layout tables: no role="presentation", so a screen
    // reader keeps each row's header.
    '<table width="100%" cellpadding="0" cellspacing="0" style="border-collapse: collapse; margin: 0 0 16px">',
    ...rows.map(
      (row) =>
        `<tr><th scope="row" align="left" style="${cell}; width: 40%; padding-right: 12px; font-weight: bold; color: ${COLOURS.ink}">${escapeHtml(row.label)}</th><td style="${cell}; color: ${COLOURS.ink}">${escapeHtml(row.value)}</td></tr>`,
    ),
    '</table>',
  ];
}

function htmlItems(items: readonly string[]): string[] {
  if (items.length === 0) return [];
  return [
    `<ul style="margin: 0 0 16px; padding-left: 20px; font-family: ${FONT}; font-size: 16px; line-height: 1.5; color: ${COLOURS.ink}">`,
    ...items.map((item) => `<li style="margin: 0 0 6px">${escapeHtml(item)}</li>`),
    '</ul>',
  ];
}

function htmlLinks(links: readonly EmailLink[]): string[] {
  return links.map(
    (link) =>
      `<p style="${P_STYLE}"><a href="${escapeHtml(safeHref(link.href))}" style="color: ${COLOURS.link}; font-weight: bold; text-decoration: underline">${escapeHtml(link.text)}</a></p>`,
  );
}

function htmlSection(section: EmailSection): string[] {
  return [
    `<h2 style="margin: 24px 0 12px; font-family: ${FONT}; font-size: 20px; line-height: 1.3; color: ${COLOURS.brand}">${escapeHtml(section.heading)}</h2>`,
    ...htmlParagraphs(section.paragraphs ?? []),
    ...htmlRows(section.rows ?? []),
    ...htmlItems(section.items ?? []),
    ...htmlLinks(section.links ?? []),
    ...htmlParagraphs(section.notes ?? []),
  ];
}

function htmlPart(input: BrandedEmailInput): string {
  const small = `margin: 0 0 8px; font-family: ${FONT}; font-size: 14px; line-height: 1.5; color: ${COLOURS.muted}`;
  return [
    '<!doctype html>',
    '<html lang="en-GB">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(input.subject)}</title></head>`,
    '<body style="margin: 0; padding: 0; background: #f3f5fa">',
    input.preview
      ? `<div style="display: none; max-height: 0; overflow: hidden">${escapeHtml(input.preview)}</div>`
      : '',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background: #f3f5fa"><tr><td align="center" style="padding: 16px 8px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width: 600px; background: #ffffff; border-collapse: collapse">',
    `<tr><td style="background: ${COLOURS.brand}; padding: 20px 24px; font-family: ${FONT}; font-size: 24px; font-weight: bold; color: #ffffff">${escapeHtml(BRAND.name)}</td></tr>`,
    '<tr><td style="padding: 24px">',
    `<h1 style="margin: 0 0 16px; font-family: ${FONT}; font-size: 26px; line-height: 1.25; color: ${COLOURS.brand}">${escapeHtml(input.heading)}</h1>`,
    ...htmlParagraphs(input.paragraphs ?? []),
    ...htmlRows(input.rows ?? []),
    ...htmlLinks(input.links ?? []),
    ...(input.sections ?? []).flatMap(htmlSection),
    ...(input.footer ?? []).map((line) => `<p style="${P_STYLE}">${escapeHtml(line)}</p>`),
    '</td></tr>',
    `<tr><td style="padding: 16px 24px; border-top: 4px solid ${COLOURS.rule}">`,
    `<p style="${small}">${escapeHtml(contactLine())}</p>`,
    `<p style="${small}">${escapeHtml(legalLine())}</p>`,
    '</td></tr>',
    '</table>',
    '</td></tr></table>',
    '</body></html>',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** The HTML and plain-text parts of one e-mail, the same words in each. */
export function brandedEmail(input: BrandedEmailInput): BrandedEmail {
  return { html: htmlPart(input), text: textPart(input) };
}
