/** A schema.org JSON-LD object. */
export type JsonLd = { '@context': string; '@type': string } & Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The Organization on every page, from the metadata-defaults global: staff's JSON when it is an
 * object (its '@context' and '@type' defaulted), else the brand name alone; the site's address as
 * `url` unless staff gave one.
 */
export function organizationJsonLd(defaults: {
  siteName: string;
  organisationStructuredData?: unknown;
  origin: string;
}): JsonLd {
  const given = isRecord(defaults.organisationStructuredData) ? defaults.organisationStructuredData : {};
  return {
    name: defaults.siteName,
    url: `${defaults.origin}/`,
    ...given,
    '@context': typeof given['@context'] === 'string' ? given['@context'] : 'https://schema.org',
    '@type': typeof given['@type'] === 'string' ? given['@type'] : 'Organization',
  };
}

/** Markdown to the plain text search engines show: links keep their words, emphasis and list marks go. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** The FAQPage of a page's questions (the /help accordion), or null when it has none. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): JsonLd | null {
  if (items.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: markdownToPlainText(item.answer) },
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so the text cannot close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
