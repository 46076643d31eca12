import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * A route validator whose body schema depends on the day (the 18-or-over check of a birthdate).
 * The domain has no clock, so its schema factory takes today; this builds the day's schema on
 * first use and keeps it until the day changes. Other parts (params, headers) validate as usual.
 */
export function datedBodyValidator<RouteSchema>(
  buildForDay: (day: string) => z.ZodType,
  currentDay: () => string,
): FastifySchemaCompiler<RouteSchema> {
  let cached: { day: string; schema: z.ZodType } | null = null;
  const schemaFor = (day: string) => {
    if (cached?.day !== day) cached = { day, schema: buildForDay(day) };
    return cached.schema;
  };
  return (route) => {
    if (route.httpPart !== 'body') return validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return (data: unknown) => {
      const result = schemaFor(currentDay()).safeParse(data);
      if (result.success) return { value: result.data };
      return {
        error: result.error.issues.map((issue) => ({
          keyword: issue.code,
          instancePath: `/${issue.path.join('/')}`,
          schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
          message: issue.message,
          params: issue.code === 'unrecognized_keys' ? { keys: issue.keys } : {},
        })),
      } as unknown as { error: Error };
    };
  };
}
