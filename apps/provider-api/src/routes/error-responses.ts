import { errorBodySchema } from '@fibre/domain/schemas/error-body';
import type { z } from 'zod';

/**
 * The domain's one error body, named for the OpenAPI document: every error response refers to
 * the one ErrorBody component instead of repeating it.
 */
const documentedErrorBodySchema = errorBodySchema.meta({ id: 'ErrorBody' });

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
    codes.map((code) => [code, documentedErrorBodySchema.describe(DESCRIPTIONS[code] ?? 'Error')]),
  );
}

/** The failures every authenticated route can give. */
export const AUTH_ERRORS = [401] as const;
/** The failures every write route can give before its handler runs. */
export const WRITE_ERRORS = [400, 401, 413, 415] as const;
