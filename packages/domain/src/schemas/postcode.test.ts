import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_ADDRESSES } from '../demo/addresses';
import {
  createContactPostcodeSchema,
  createPostcodeSchema,
  normalisePostcode,
  POSTCODE_MAX_INPUT_LENGTH,
  postcodeParamSchema,
  postcodeParamsSchema,
  postcodeSchema,
} from './postcode';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const digit = fc.constantFrom(...'0123456789'.split(''));
/** Postcodes of every shape the package knows: A9 9AA, A99 9AA, A9A 9AA, AA9 9AA, AA99 9AA, AA9A 9AA. */
const postcodeParts = fc.record({
  area: fc.array(letter, { minLength: 1, maxLength: 2 }).map((a) => a.join('')),
  district: digit,
  extra: fc.option(fc.oneof(letter, digit), { nil: '' }),
  sector: digit,
  unit: fc.array(letter, { minLength: 2, maxLength: 2 }).map((a) => a.join('')),
});

describe('postcodeSchema', () => {
  it.each([
    ['HB1 1AA', 'HB1 1AA'],
    ['hb1 1aa', 'HB1 1AA'],
    ['  hb11aa  ', 'HB1 1AA'],
    ['Hb1    1aA', 'HB1 1AA'],
    ['SW1A 1AA', 'SW1A 1AA'],
    ['sw1a1aa', 'SW1A 1AA'],
    ['M1 1AE', 'M1 1AE'],
    ['B33 8TH', 'B33 8TH'],
    ['CR2 6XH', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['W1A 0AX', 'W1A 0AX'],
  ])('accepts %j as %j', (input, output) => {
    expect(postcodeSchema.parse(input)).toBe(output);
  });

  it.each(['HB1', 'HB1 1A', '1HB 1AA', 'HB1 AAA', 'HBC1 1AA', 'HB1 11A', 'GIR 0AA', 'HB1-1AA', 'HB1 1AA X'])(
    'rejects %j with the spec message',
    (input) => {
      expect(messages(postcodeSchema.safeParse(input))).toEqual(['Invalid postcode format']);
    },
  );

  it.each([undefined, null, 42, '', '   '])('asks for details when %j is given', (input) => {
    expect(messages(postcodeSchema.safeParse(input))).toEqual(['Please enter your details']);
  });

  it('refuses input longer than 16 characters even when the package would accept its spacing', () => {
    expect(POSTCODE_MAX_INPUT_LENGTH).toBe(16);
    const sixteen = `HB1${' '.repeat(10)}1AA`;
    expect(sixteen).toHaveLength(16);
    expect(postcodeSchema.parse(sixteen)).toBe('HB1 1AA');
    expect(messages(postcodeSchema.safeParse(`HB1${' '.repeat(11)}1AA`))).toEqual([
      'Invalid postcode format',
    ]);
  });

  it('accepts every demo address postcode unchanged', () => {
    for (const address of DEMO_ADDRESSES) {
      expect(postcodeSchema.parse(address.postcode)).toBe(address.postcode);
    }
  });

  it('round-trips every postcode the package normalises, whatever its case and spacing', () => {
    fc.assert(
      fc.property(
        postcodeParts,
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 2 }),
        (parts, lower, spaces, outer) => {
          const outward = `${parts.area}${parts.district}${parts.extra}`;
          const inward = `${parts.sector}${parts.unit}`;
          const typed = `${outer}${outward}${' '.repeat(spaces)}${inward}${outer}`;
          const input = lower ? typed.toLowerCase() : typed;
          const output = postcodeSchema.parse(input);
          expect(output).toBe(`${outward} ${inward}`);
          expect(postcodeSchema.parse(output)).toBe(output);
          expect(normalisePostcode(input)).toBe(output);
        },
      ),
    );
  });

  it('agrees with the package on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: POSTCODE_MAX_INPUT_LENGTH }), (input) => {
        const result = postcodeSchema.safeParse(input);
        const expected = normalisePostcode(input);
        if (input.trim() === '') expect(result.success).toBe(false);
        else expect(result.success ? result.data : null).toBe(expected);
      }),
    );
  });
});

describe('createPostcodeSchema', () => {
  it('uses the messages it is given', () => {
    const schema = createPostcodeSchema({ requiredMessage: 'Need it', invalidMessage: 'Bad one' });
    expect(messages(schema.safeParse(''))).toEqual(['Need it']);
    expect(messages(schema.safeParse('HB1'))).toEqual(['Bad one']);
    expect(messages(schema.safeParse('X'.repeat(17)))).toEqual(['Bad one']);
  });
});

describe('createContactPostcodeSchema', () => {
  it('shows the configured text when blank and the spec message when malformed', () => {
    const schema = createContactPostcodeSchema('Enter your postcode');
    expect(messages(schema.safeParse(' '))).toEqual(['Enter your postcode']);
    expect(messages(schema.safeParse('HB1 1A'))).toEqual(['Invalid postcode format']);
    expect(schema.parse('hb1 1ab')).toBe('HB1 1AB');
  });
  it("defaults the blank message to 'Field is required'", () => {
    expect(messages(createContactPostcodeSchema().safeParse(''))).toEqual(['Field is required']);
  });
});

describe('postcodeParamSchema', () => {
  it('normalises a path postcode and calls a missing one invalid', () => {
    expect(postcodeParamSchema.parse('HB11AA')).toBe('HB1 1AA');
    expect(messages(postcodeParamSchema.safeParse(''))).toEqual(['Invalid postcode format']);
    expect(messages(postcodeParamSchema.safeParse('HB1'))).toEqual(['Invalid postcode format']);
  });
  it('wraps it in strict path parameters', () => {
    expect(postcodeParamsSchema.parse({ postcode: 'hb1 1aa' })).toEqual({ postcode: 'HB1 1AA' });
    expect(postcodeParamsSchema.safeParse({ postcode: 'HB1 1AA', extra: 1 }).success).toBe(false);
  });
});
