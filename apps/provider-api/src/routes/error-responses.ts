import { z } from 'zod';

/** The error body of every failure, as documented in the OpenAPI document. */
export const errorBodySchema = z.object({
  error: z.string().describe('A stable dotted key, e.g. uprn.get.not_found'),
  message: z.string(),
  fields: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('For validation failures: each failing field and why'),
});

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (validation.invalid_body, validation.invalid_params, validation.invalid_query, request.invalid_json)',
  401: 'Missing or wrong token (auth.unauthorized)',
  404: 'Unknown resource',
  409: 'Conflict',
  413: 'Body too large (request.too_large)',
  415: 'Body is not JSON (request.unsupported_media_type)',
  422: 'Understood but refused',
  503: 'Unavailable',
};

/** Error responses for a route's schema, e.g. `...errorResponses(400, 401, 404)`. */
export function errorResponses(...codes: number[]): Record<number, z.ZodType> {
  return Object.fromEntries(
    codes.map((code) => [code, errorBodySchema.describe(DESCRIPTIONS[code] ?? 'Error')]),
  );
}

/** The failures every authenticated route can give. */
export const AUTH_ERRORS = [401] as const;
/** The failures every write route can give before its handler runs. */
export const WRITE_ERRORS = [400, 401, 413, 415] as const;
