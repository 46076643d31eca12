import { DEMO_ADMIN_DISTRICT, DEMO_ADMIN_WARD } from '@fibre/domain/demo/addresses';
import { postcodeCheckResultSchema } from '@fibre/domain/schemas/address-item';
import { normalisePostcode, POSTCODE_MAX_INPUT_LENGTH } from '@fibre/domain/schemas/postcode';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { postcodeIsKnown } from '../../repositories/address.repository';

const foundSchema = z.object({ status: z.literal(200), result: postcodeCheckResultSchema });
const notFoundSchema = z.object({ status: z.literal(404), error: z.string() });

/**
 * GET /postcodes/{postcode}: the stand-in for the public postcode lookup, in that service's own
 * response shape, answered from the API's address data. Public like the service it stands in
 * for, so no token (decision 0062). Any text is looked up: an unknown or malformed postcode
 * gets the public service's 404 body, not our validation error.
 */
export const postcodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:postcode',
    {
      schema: {
        tags: ['service'],
        operationId: 'lookUpPostcode',
        summary: 'Public postcode lookup stand-in',
        description:
          "Answers as the public postcode service does: `{status: 200, result: {postcode, admin_ward, admin_district}}` or `{status: 404, error: 'Postcode not found'}`. No token needed.",
        security: [],
        params: z.strictObject({ postcode: z.string() }),
        response: { 200: foundSchema, 404: notFoundSchema },
      },
    },
    async (request, reply) => {
      const raw = request.params.postcode;
      const postcode = raw.length <= POSTCODE_MAX_INPUT_LENGTH ? normalisePostcode(raw) : null;
      if (postcode === null || !(await postcodeIsKnown(app.db, postcode))) {
        return reply.code(404).send({ status: 404 as const, error: 'Postcode not found' });
      }
      return {
        status: 200 as const,
        result: { postcode, admin_ward: DEMO_ADMIN_WARD, admin_district: DEMO_ADMIN_DISTRICT },
      };
    },
  );
};
