import {
  type AddressItem,
  addressItemListSchema,
  addressItemSchema,
  uprnSchema,
} from '@fibre/domain/schemas/address-item';
import { postcodeParamSchema } from '@fibre/domain/schemas/postcode';
import { uprnCheckedSchema } from '@fibre/domain/schemas/uprn-checked';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { announceAddressesChanged } from '../../coverage/address-change-channel';
import { postcodeBodyReader } from '../../coverage/postcode-body-reader';
import { onAddressesChanged, TtlLruCache } from '../../coverage/postcode-cache';
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

const uprnNotFound = () => notFound('uprn.get.not_found');

/** Postcodes whose address lists are kept, and for how long (docs/decisions/0113). */
const POSTCODE_CACHE_ENTRIES = 5000;
const POSTCODE_CACHE_TTL_MS = 10_000;

export const uprnRoutes: FastifyPluginAsyncZod = async (app) => {
  const addressLists = new TtlLruCache<AddressItem[]>({
    maxEntries: POSTCODE_CACHE_ENTRIES,
    ttlMs: POSTCODE_CACHE_TTL_MS,
  });
  // Lookups waiting together share one read on PostgreSQL (decision 0701).
  const readPostcodeBody = postcodeBodyReader(app.db, app.dialect);
  const stopListening = onAddressesChanged(() => addressLists.clear());
  app.addHook('onClose', async () => stopListening());

  app.get(
    '/uprnByPostcode/:postcode',
    {
      // The finder's hot route: about 30 items per response, each built by rowToAddressItem.
      serializerCompiler: fastOkSerializer(addressItemListSchema),
      schema: {
        tags: ['coverage'],
        operationId: 'listAddressesByPostcode',
        summary: 'Addresses at a postcode',
        description:
          'The address items at the postcode (any letter case and spacing), in natural address order. A ' +
          'well-formed postcode with no addresses gives an empty list.',
        params: z.strictObject({ postcode: postcodeParamSchema }),
        response: { 200: addressItemListSchema, ...errorResponses(400, ...AUTH_ERRORS) },
      },
    },
    async (request, reply) => {
      const { postcode } = request.params;
      const cached = addressLists.get(postcode);
      if (cached !== undefined) return cached;
      // The body stored for the postcode (decision 0611), written by the same serializer; a string
      // with a JSON content type goes out as it is.
      const body = await readPostcodeBody(postcode);
      // The type provider types send() with the schema's object; the ready JSON text is that object.
      if (body !== undefined)
        return reply.type('application/json; charset=utf-8').send(body as unknown as AddressItem[]);
      const generation = addressLists.generation;
      const items = (await findAddressesByPostcode(app.db, postcode)).map(rowToAddressItem);
      addressLists.set(postcode, items, generation);
      return items;
    },
  );

  app.get(
    '/:uprn',
    {
      schema: {
        tags: ['coverage'],
        operationId: 'getAddressByUprn',
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
        operationId: 'markUprnChecked',
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
      // After the commit, so no lookup can cache the row as it was before this write. No postcode's
      // list changes: a list does not show when a uprn was checked.
      await announceAddressesChanged(app.db, []);
      return { uprn: request.params.uprn, checked_at: now.toISOString() };
    },
  );
};
