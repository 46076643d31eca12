import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { addressItemListSchema, addressItemSchema } from '@fibre/domain/schemas/address-item';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fastOkSerializer, flattenNullables } from './fast-serializer';

const route = (schema: z.ZodType, httpStatus: string) => ({ schema, method: 'GET', url: '/x', httpStatus });

describe('flattenNullables', () => {
  it('turns a nullable anyOf into a type list and drops $schema, keeping the rest', () => {
    expect(
      flattenNullables({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties: {
          a: { anyOf: [{ type: 'string', pattern: '^x$' }, { type: 'null' }], description: 'd' },
          b: { anyOf: [{ type: 'string' }, { type: 'number' }] },
          c: { anyOf: [{ anyOf: [{ type: 'string' }] }, { type: 'null' }] },
          d: { anyOf: [{ type: 'string' }, { type: 'null' }, { type: 'number' }] },
        },
        required: ['a'],
      }),
    ).toEqual({
      type: 'object',
      properties: {
        a: { type: ['string', 'null'], pattern: '^x$', description: 'd' },
        b: { anyOf: [{ type: 'string' }, { type: 'number' }] },
        c: { anyOf: [{ anyOf: [{ type: 'string' }] }, { type: 'null' }] },
        d: { anyOf: [{ type: 'string' }, { type: 'null' }, { type: 'number' }] },
      },
      required: ['a'],
    });
  });
});

describe('fastOkSerializer', () => {
  const compile = fastOkSerializer(addressItemListSchema);
  const zodWrite = serializerCompiler(route(addressItemListSchema, '200'));

  it('writes the demo addresses exactly as the zod serializer does', () => {
    const write = compile(route(addressItemListSchema, '200'));
    expect(write(DEMO_ADDRESSES)).toBe(zodWrite(DEMO_ADDRESSES));
    expect(JSON.parse(write(DEMO_ADDRESSES))).toEqual(DEMO_ADDRESSES);
  });

  it('writes nulls and drops properties the schema does not name', () => {
    const write = compile(route(addressItemListSchema, '200'));
    const [first] = DEMO_ADDRESSES;
    const item = { ...first, uprn: null, oss_type: null, mdu_status: null, checked_at: 'secret' };
    expect(JSON.parse(write([item]))).toEqual([{ ...first, uprn: null, oss_type: null, mdu_status: null }]);
  });

  it('leaves other statuses and other schemas to the zod serializer, which checks them', () => {
    const notOk = compile(route(addressItemListSchema, '400'));
    expect(() => notOk([{ uprn: 5 }])).toThrow();
    const otherSchema = compile(route(addressItemSchema, '200'));
    expect(() => otherSchema({ uprn: 5 })).toThrow();
    // The fast writer does not check enums: the route's own mapping guarantees them.
    const [first] = DEMO_ADDRESSES;
    const odd = [{ ...first, address_type: 'NOPE' }];
    expect(() => compile(route(addressItemListSchema, '400'))(odd)).toThrow();
    expect(JSON.parse(compile(route(addressItemListSchema, '200'))(odd))).toEqual(odd);
  });
});
