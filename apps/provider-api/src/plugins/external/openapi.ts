import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The document without the component schemas nothing refers to: the zod transform names an input
 * and an output variant of each named schema, and the error body is only ever an output.
 */
function withoutUnusedSchemas<Document extends object>(document: Document): Document {
  const components = (document as { components?: { schemas?: Record<string, unknown> } }).components ?? {};
  const schemas = { ...(components.schemas ?? {}) };
  let removed = true;
  // Again until nothing goes: a schema only an unused schema referred to is unused too.
  while (removed) {
    removed = false;
    for (const name of Object.keys(schemas)) {
      const { [name]: _self, ...others } = schemas;
      const rest = JSON.stringify({ ...document, components: { ...components, schemas: others } });
      if (!rest.includes(`"#/components/schemas/${name}"`)) {
        delete schemas[name];
        removed = true;
      }
    }
  }
  return { ...document, components: { ...components, schemas } };
}

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas, at GET /openapi.json, and
 * its reference page at GET /docs. Both are public: the contract is not a secret, the data is.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Fibre provider API',
          description:
            'The system of record behind the ordering website: products, promotions, network coverage by ' +
            'postcode and uprn, customers and orders, installation slots and direct debits. Every provider ' +
            'route needs `Authorization: Bearer <token>`. Every error is JSON `{ error, message, fields? }` ' +
            'with a stable dotted key. POST /customer/{action} honours an `Idempotency-Key` header.',
          version: '1.0.0',
          // The project is private and its package.json files name no licence: say so plainly.
          license: { name: 'Proprietary: no licence is granted', identifier: 'LicenseRef-Proprietary' },
        },
        // Relative: the API is reached where this document was served from (a generated
        // client takes the base URL as an option).
        servers: [{ url: '/', description: 'The server that serves this document' }],
        // Every operation needs the token unless it says `security: []` (health, postcode stand-in).
        security: [{ bearerAuth: [] }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'The provider API token' },
          },
        },
        tags: [
          { name: 'catalogue', description: 'Products, promotions and One Touch Switch providers' },
          { name: 'coverage', description: 'Addresses and their network coverage' },
          {
            name: 'customers',
            description: 'Sign-ups, pre-orders, interest, call-backs and customer records',
          },
          { name: 'installation', description: 'Work orders and installation slots' },
          {
            name: 'orders',
            description:
              'Placed orders after the order: states (TMF622), history, search, moves and receipts',
          },
          { name: 'payments', description: 'Direct debits, payment requests and the monthly payment' },
          { name: 'service', description: 'Health, the public postcode lookup stand-in and this document' },
        ],
      },
      transform: jsonSchemaTransform,
      transformObject: (input) => withoutUnusedSchemas(jsonSchemaTransformObject(input)),
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
      staticCSP: true,
      // The page is also opened over plain http on loopback, where upgrading requests breaks it.
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
