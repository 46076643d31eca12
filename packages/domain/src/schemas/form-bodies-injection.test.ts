import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEMO_ADDRESSES } from '../demo/addresses';
import { donationTrackerBodySchema } from './charity';
import { createContactFormSchema } from './contact-form';
import { callMeBodySchema, prospectBodySchema } from './customer-requests';
import { outageBodySchema } from './outage';
import {
  registerInterestBodySchema,
  registerInterestFormSchema,
  registerInterestPayload,
} from './register-interest';

/**
 * No form that sends mail or writes a record (contact, prospect, call-back, register
 * interest, outage, charity vote) takes text that could start a header line or carry markup
 * (decision 0387): whatever a hostile value is, a value the schema accepts holds no CR, LF, NUL,
 * line separator, '<' or '>' (a contact message keeps its own line breaks, and only them).
 */
const buildRoad = DEMO_ADDRESSES.find((address) => address.uprn === '100000000021');
if (!buildRoad) throw new Error('no 10 Build Road in the demo data');
const registerInterest = registerInterestPayload(
  registerInterestFormSchema.parse({
    contact_title: 'DR',
    contact_name: 'Sam',
    contact_surname: 'Build',
    email: 'sam@example.com',
    phone: '+44 7700 900123',
    accept_terms: true,
  }),
  buildRoad,
);

const FORMS: Array<[string, z.ZodType, Record<string, unknown>, readonly string[]]> = [
  [
    'contact',
    createContactFormSchema({
      city: { display: true },
      address: { display: true },
      postcode: { display: true },
      message: { display: true },
    }),
    {
      user_name: 'Jo Bloggs',
      user_email: 'jo@example.com',
      user_phone: '07700 900123',
      user_agree: true,
      user_city: 'Demoton',
      user_address: '1 Fibre Street',
      user_postcode: 'HB1 1AA',
      user_message: 'Hello',
    },
    ['user_name', 'user_email', 'user_phone', 'user_city', 'user_address', 'user_postcode', 'user_message'],
  ],
  [
    'prospect',
    prospectBodySchema,
    { email: 'jo@example.com', phone: '07700 900123', uprn: '100000000001' },
    ['email', 'phone', 'uprn'],
  ],
  [
    'call-back',
    callMeBodySchema,
    {
      email: 'jo@example.com',
      contact_name: 'Jo',
      contact_surname: 'Bloggs',
      uprn: '100000000001',
      postcode: 'hb1 1aa',
      street_name: 'Fibre Street',
      phone: '020 7946 0000',
      current_provider: 'BT',
    },
    ['email', 'contact_name', 'contact_surname', 'postcode', 'street_name', 'phone', 'current_provider'],
  ],
  ['outage', outageBodySchema, { email: 'jo@example.com' }, ['email']],
  ['charity vote', donationTrackerBodySchema, { charity: 'Valley Mountain Rescue' }, ['charity']],
  [
    'register interest',
    registerInterestBodySchema,
    registerInterest as Record<string, unknown>,
    Object.entries(registerInterest)
      .filter(([, value]) => typeof value === 'string')
      .map(([key]) => key),
  ],
];

/** Text made of what a header or markup injection needs, mixed with ordinary characters. */
const hostile = fc.string({
  unit: fc.constantFrom(
    'a',
    'B',
    '1',
    ' ',
    '@',
    '.',
    ':',
    '\r',
    '\n',
    '<',
    '>',
    '\u0000',
    '\u2028',
    '/',
    'x',
  ),
  maxLength: 40,
});
const REFUSED_EVERYWHERE = ['<', '>', '\u0000', '\u2028'];

describe.each(FORMS)(
  'the %s body takes no header line or markup (decision 0387)',
  (_form, schema, valid, fields) => {
    it('accepts its valid body', () => {
      expect(schema.safeParse(valid).success).toBe(true);
    });

    it.each(fields)('%s: an accepted value holds no CR, LF, NUL, separator, < or >', (field) => {
      fc.assert(
        fc.property(hostile, fc.constantFrom('Bcc: victim@example.com', '<script>', ''), (text, tail) => {
          const value = `${text}\r\n${tail}${text}`;
          for (const candidate of [value, `${text}${tail}`]) {
            const parsed = schema.safeParse({ ...valid, [field]: candidate });
            if (!parsed.success) continue;
            const kept = String((parsed.data as Record<string, unknown>)[field]);
            for (const refused of REFUSED_EVERYWHERE) expect(kept).not.toContain(refused);
            if (field !== 'user_message') {
              expect(kept).not.toContain('\r');
              expect(kept).not.toContain('\n');
            }
          }
        }),
        { numRuns: 200 },
      );
    });
  },
);
