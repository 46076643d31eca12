import { type PostcodeCheckResult, postcodeCheckResultSchema } from '@fibre/domain/schemas/address-item';
import { normalisePostcode } from '@fibre/domain/schemas/postcode';
import { z } from 'zod';

/**
 * The public postcode lookup (content-and-api.md §7): GET {POSTCODE_LOOKUP_URL}/postcodes/{postcode},
 * the result read on status 200 (admin_ward, admin_district). Locally the provider API answers it
 * from its own address data (decision 0062), so the default base URL is the provider API's.
 */
const DEFAULT_TIMEOUT_MS = 5_000;

const foundSchema = z.object({ status: z.literal(200), result: postcodeCheckResultSchema });

export interface PostcodeLookupConfig {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class PostcodeLookupUnavailableError extends Error {
  override readonly name = 'PostcodeLookupUnavailableError';
}

export function createPostcodeLookup(config: PostcodeLookupConfig) {
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl.replace(/\/+$/, '');
  return {
    /** The postcode's ward and district; null for a postcode that is malformed or unknown (404). */
    async lookUp(postcode: string): Promise<PostcodeCheckResult | null> {
      const normalised = normalisePostcode(postcode);
      if (normalised === null) return null;
      let response: Response;
      try {
        response = await doFetch(`${base}/postcodes/${encodeURIComponent(normalised)}`, {
          redirect: 'error',
          signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (error) {
        throw new PostcodeLookupUnavailableError('The postcode lookup could not be reached', {
          cause: error,
        });
      }
      if (response.status === 404) return null;
      if (response.status !== 200) {
        throw new PostcodeLookupUnavailableError(`The postcode lookup answered ${response.status}`);
      }
      const parsed = foundSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success)
        throw new PostcodeLookupUnavailableError('The postcode lookup answered something unreadable');
      return parsed.data.result;
    },
  };
}

export type PostcodeLookup = ReturnType<typeof createPostcodeLookup>;
