import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
        },
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
          { name: 'payments', description: 'Direct debits, payment requests and the monthly payment' },
          { name: 'service', description: 'Health, the public postcode lookup stand-in and this document' },
        ],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
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
