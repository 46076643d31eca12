import { addressItemListSchema, addressItemSchema, uprnSchema } from '@fibre/domain';
import { postcodeParamSchema } from '@fibre/domain/schemas/postcode';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http-error';
import {
  findAddressByUprn,
  findAddressesByPostcode,
  markUprnChecked,
  rowToAddressItem,
} from '../../repositories/address.repository';
import { AUTH_ERRORS, errorResponses } from '../error-responses';
import { fastOkSerializer } from '../fast-serializer';

const uprnParamsSchema = z.strictObject({ uprn: uprnSchema });
const uprnCheckedSchema = z.object({ uprn: z.string(), checked_at: z.string().describe('ISO 8601 time') });

const uprnNotFound = () => notFound('uprn.get.not_found', 'No address has that uprn');

export const uprnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uprnByPostcode/:postcode',
    {
      // The finder's hot route: about 30 items per response, each built by rowToAddressItem.
      serializerCompiler: fastOkSerializer(addressItemListSchema),
      schema: {
        tags: ['coverage'],
        summary: 'Addresses at a postcode',
        description:
          'The address items at the postcode (any letter case and spacing), in natural address order. A ' +
          'well-formed postcode with no addresses gives an empty list.',
        params: z.strictObject({ postcode: postcodeParamSchema }),
        response: { 200: addressItemListSchema, ...errorResponses(400, ...AUTH_ERRORS) },
      },
    },
    async (request) => (await findAddressesByPostcode(app.db, request.params.postcode)).map(rowToAddressItem),
  );

  app.get(
    '/:uprn',
    {
      schema: {
        tags: ['coverage'],
        summary: 'An address by uprn',
        params: uprnParamsSchema,
        response: { 200: addressItemSchema, ...errorResponses(400, ...AUTH_ERRORS, 404) },
      },
    },
    async (request) => {
      const row = await findAddressByUprn(app.db, request.params.uprn);
      if (!row) throw uprnNotFound();
      return rowToAddressItem(row);
    },
  );

  app.put(
    '/uprnChecked/:uprn',
    {
      schema: {
        tags: ['coverage'],
        summary: 'Record that the website checked a uprn',
        description: 'No body. Stamps the address with the time of the check.',
        params: uprnParamsSchema,
        response: { 200: uprnCheckedSchema, ...errorResponses(400, ...AUTH_ERRORS, 404) },
      },
    },
    async (request) => {
      const now = app.now();
      const found = await app.db
        .transaction()
        .execute((trx) => markUprnChecked(trx, request.params.uprn, now));
      if (!found) throw uprnNotFound();
      return { uprn: request.params.uprn, checked_at: now.toISOString() };
    },
  );
};
