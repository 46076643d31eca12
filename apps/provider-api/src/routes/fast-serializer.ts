import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rewrites zod's `anyOf: [{ type: T, … }, { type: 'null' }]` (a nullable) as `{ type: [T, 'null'], … }`:
 * fast-json-stringify writes that directly, where an `anyOf` makes it validate every value to pick a
 * branch. Nothing else changes; the serializer ignores `pattern` and `enum` (it writes, not checks).
 */
export function flattenNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(flattenNullables);
  if (!isObject(schema)) return schema;
  const { $schema: _dialect, ...rest } = schema;
  const anyOf = rest.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && isObject(anyOf[1]) && anyOf[1].type === 'null') {
    const [value] = anyOf;
    if (isObject(value) && typeof value.type === 'string') {
      const { anyOf: _branches, ...others } = rest;
      return flattenNullables({ ...others, ...value, type: [value.type, 'null'] });
    }
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, flattenNullables(value)]));
}

/**
 * A route's serializer compiler that writes the 200 response of a hot route with fast-json-stringify,
 * from the JSON Schema of the same zod schema (so the OpenAPI document, built from the zod schema, is
 * unchanged), and every other status with the zod serializer like the rest of the app. Only for
 * responses the route builds itself field by field: unlike the zod serializer it does not check
 * them, it writes the schema's properties and drops any others (docs/decisions/0112).
 */
type RouteResponse = { schema: unknown; method: string; url: string; httpStatus?: string };

/** fast-json-stringify's writer of a zod schema's output (see fastOkSerializer's caveats). */
export function fastJsonWriter(schema: z.ZodType): (data: unknown) => string {
  return fastJson(flattenNullables(z.toJSONSchema(schema, { io: 'output' })) as JsonSchema);
}

export function fastOkSerializer(okSchema: z.ZodType): (route: RouteResponse) => (data: unknown) => string {
  const writeOk = fastJsonWriter(okSchema);
  return (route) =>
    route.schema === okSchema && route.httpStatus === '200'
      ? writeOk
      : serializerCompiler({ ...route, schema: route.schema as z.ZodType });
}
