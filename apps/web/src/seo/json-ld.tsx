import { jsonLdText } from './structured-data';

/** A JSON-LD data block with the response's CSP nonce (a data block never runs; the nonce keeps the policy strict). */
export function JsonLdScript({ data, nonce }: { data: unknown; nonce: string | undefined }) {
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, `<` escaped by jsonLdText; not executed.
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
