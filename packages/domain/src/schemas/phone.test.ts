import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createContactFormPhoneSchema,
  createUkPhoneSchema,
  formatUkPhone,
  landlineNumberSchema,
  normaliseUkPhone,
  PHONE_MAX_INPUT_LENGTH,
  parseUkPhone,
  UK_PHONE_GROUPINGS,
  ukPhoneSchema,
} from './phone';

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('parseUkPhone', () => {
  it.each([
    ['07700 900123', '07700900123'],
    ['07700900123', '07700900123'],
    ['07700 900 123', '07700900123'],
    ['+44 7700 900123', '07700900123'],
    ['+447700900123', '07700900123'],
    ['+44 7700 900 123', '07700900123'],
    ['(07700) 900123', '07700900123'],
    ['020 7946 0000', '02079460000'],
    ['+44 20 7946 0000', '02079460000'],
    ['+4420 7946 0000', '02079460000'],
    ['(020) 7946 0000', '02079460000'],
    ['(020)79460000', '02079460000'],
    ['0117 496 0000', '01174960000'],
    ['+44 117 496 0000', '01174960000'],
    ['(0117) 496 0000', '01174960000'],
    ['01632 960 001', '01632960001'],
    ['01632 960001', '01632960001'],
    ['0300 123 4567', '03001234567'],
    ['0500 123 4567', '05001234567'],
    ['0800 123 4567', '08001234567'],
    ['0909 879 0000', '09098790000'],
    ['  07700 900123  ', '07700900123'],
  ])('reads %j as %j', (input, national) => {
    expect(parseUkPhone(input)).toEqual({ national, extension: null });
  });

  it.each([
    ['07700 900123#123', '07700900123', '123'],
    ['07700 900123 #1234', '07700900123', '1234'],
    ['+44 20 7946 0000#4567', '02079460000', '4567'],
    ['0117 496 0000 #999', '01174960000', '999'],
  ])('reads the extension of %j', (input, national, extension) => {
    expect(parseUkPhone(input)).toEqual({ national, extension });
  });

  it.each([
    ['too short', '0770090012'],
    ['too long', '077009001234'],
    ['ten-digit freephone', '0800 123 456'],
    ['no trunk prefix', '7700 900123'],
    ['44 without plus', '44 7700 900123'],
    ['0044 prefix', '0044 7700 900123'],
    ['+44 and trunk 0', '+44 07700 900123'],
    ['+44 (0) form', '+44 (0)20 7946 0000'],
    ['double space', '07700  900123'],
    ['space inside area code', '077 00 900123'],
    ['grouping 4-4-2', '0770 0900 123'],
    ['grouping 5-5 after 0', '077009 00123'],
    ['unbalanced bracket', '(07700 900123'],
    ['closing bracket only', '07700) 900123'],
    ['bracketed +44', '(+44 7700) 900123'],
    ['hyphens', '07700-900123'],
    ['dots', '07700.900.123'],
    ['letters', '07700 9OO123'],
    ['tab', '07700\t900123'],
    ['two-digit extension', '07700 900123#12'],
    ['five-digit extension', '07700 900123#12345'],
    ['space after #', '07700 900123# 123'],
    ['two spaces before #', '07700 900123  #123'],
    ['# without digits', '07700 900123#'],
    ['extension word', '07700 900123 ext 123'],
    ['starts 00', '00700 900123'],
    ['starts 04', '04700 900123'],
    ['starts 06', '06700 900123'],
    ['+44 then 0', '+440700900123'],
    ['+44 then 4', '+44 4700 900123'],
    ['+44 then 6', '+44 6700 900123'],
    ['empty', ''],
  ])('refuses a number with %s (%j)', (_why, input) => {
    expect(parseUkPhone(input)).toBeNull();
    expect(normaliseUkPhone(input)).toBeNull();
  });

  it('accepts every allocated first digit and no other', () => {
    for (const digit of '0123456789') {
      const allowed = '1235789'.includes(digit);
      expect(parseUkPhone(`0${digit}700 900123`) !== null).toBe(allowed);
      expect(parseUkPhone(`+44${digit}700900123`) !== null).toBe(allowed);
    }
  });
});

describe('UK_PHONE_GROUPINGS', () => {
  it('are the three groupings of 10 digits after the trunk 0', () => {
    expect(UK_PHONE_GROUPINGS).toEqual([
      [4, 3, 3],
      [3, 3, 4],
      [2, 4, 4],
    ]);
    for (const grouping of UK_PHONE_GROUPINGS) {
      expect(grouping.reduce((sum, n) => sum + n, 0)).toBe(10);
    }
  });
});

describe('formatUkPhone and normaliseUkPhone', () => {
  it('give national digits and the extension after #', () => {
    expect(formatUkPhone({ national: '07700900123', extension: null })).toBe('07700900123');
    expect(formatUkPhone({ national: '07700900123', extension: '123' })).toBe('07700900123#123');
    expect(normaliseUkPhone('+44 20 7946 0000 #1234')).toBe('02079460000#1234');
  });

  const digits = (length: number) =>
    fc
      .array(fc.constantFrom(...'0123456789'.split('')), { minLength: length, maxLength: length })
      .map((d) => d.join(''));
  const typedPhone = fc
    .record({
      grouping: fc.constantFrom(...UK_PHONE_GROUPINGS),
      first: fc.constantFrom(...'1235789'.split('')),
      rest: digits(9),
      prefix: fc.constantFrom('0', '+44', '+44 ', '('),
      spaces: fc.tuple(fc.boolean(), fc.boolean()),
      extension: fc.option(fc.oneof(digits(3), digits(4)), { nil: null }),
      spaceBeforeHash: fc.boolean(),
    })
    .map(({ grouping, first, rest, prefix, spaces, extension, spaceBeforeHash }) => {
      const nsn = `${first}${rest}`;
      const [area] = grouping;
      const middleEnd = area + grouping[1];
      const areaText = prefix === '(' ? `(0${nsn.slice(0, area)})` : `${prefix}${nsn.slice(0, area)}`;
      const text = `${areaText}${spaces[0] ? ' ' : ''}${nsn.slice(area, middleEnd)}${spaces[1] ? ' ' : ''}${nsn.slice(middleEnd)}`;
      const ext = extension === null ? '' : `${spaceBeforeHash ? ' ' : ''}#${extension}`;
      return { text: `${text}${ext}`, national: `0${nsn}`, extension };
    });

  it('reads every number written in an accepted grouping', () => {
    fc.assert(
      fc.property(typedPhone, ({ text, national, extension }) => {
        expect(parseUkPhone(text)).toEqual({ national, extension });
      }),
    );
  });

  it('is idempotent: the stored form is valid and stores as itself', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          typedPhone.map((p) => p.text),
          fc.string({ maxLength: 20 }),
        ),
        (text) => {
          const once = normaliseUkPhone(text);
          if (once !== null) expect(normaliseUkPhone(once)).toBe(once);
        },
      ),
    );
  });
});

describe('ukPhoneSchema', () => {
  it('stores the normalised number', () => {
    expect(ukPhoneSchema.parse(' +44 7700 900123 ')).toBe('07700900123');
    expect(ukPhoneSchema.parse('0117 496 0000#123')).toBe('01174960000#123');
  });
  it("says 'Phone is invalid' for a broken number", () => {
    expect(messages(ukPhoneSchema.safeParse('12345'))).toEqual(['Phone is invalid']);
  });
  it('refuses text longer than the limit before reading it', () => {
    expect(PHONE_MAX_INPUT_LENGTH).toBe(25);
    expect(messages(ukPhoneSchema.safeParse('0'.repeat(26)))).toEqual(['Phone is invalid']);
    const longestValid = '+44 7700 900 123 #1234';
    expect(ukPhoneSchema.parse(longestValid)).toBe('07700900123#1234');
  });
  it.each([undefined, null, '', '   '])('asks for details when %j is given', (value) => {
    expect(messages(ukPhoneSchema.safeParse(value))).toEqual(['Please enter your details']);
  });
  it('uses the messages it is given', () => {
    const schema = createUkPhoneSchema({ requiredMessage: 'Field is required', invalidMessage: 'Bad' });
    expect(messages(schema.safeParse(''))).toEqual(['Field is required']);
    expect(messages(schema.safeParse('x'))).toEqual(['Bad']);
    expect(messages(schema.safeParse('1'.repeat(26)))).toEqual(['Bad']);
  });
});

describe('landlineNumberSchema', () => {
  it.each([
    ['020 7946 0000', '02079460000'],
    ['0117 496 0000', '01174960000'],
    ['01632 960 001', '01632960001'],
    ['+44 300 123 4567', '03001234567'],
  ])('keeps the landline %j', (input, stored) => {
    expect(landlineNumberSchema.parse(input)).toBe(stored);
  });

  it.each([
    '07700 900123',
    '0800 123 4567',
    '0500 123 4567',
    '0909 879 0000',
    '020 7946 0000#123',
    'abc',
    '',
    '0'.repeat(26),
  ])('refuses %j', (input) => {
    expect(messages(landlineNumberSchema.safeParse(input))).toEqual([
      'Please enter a valid telephone number',
    ]);
  });

  it('refuses a missing number with the same message', () => {
    expect(messages(landlineNumberSchema.safeParse(undefined))).toEqual([
      'Please enter a valid telephone number',
    ]);
  });
});

describe('contact form phone', () => {
  it.each([
    '07700900123',
    '0770090012',
    '07700 900 123',
    '+447700900123',
    '+44 7700 900123',
    '447700900123',
    '44 7700 900 123',
    '0 7 7 0 0 9 0 0 1 2 3',
    '+44770090012',
    ' 07700900123 ',
  ])('accepts %j', (input) => {
    expect(createContactFormPhoneSchema().parse(input)).toBe(input.trim());
  });

  it.each([
    '077009001',
    '077009001234',
    '7700900123',
    '0044 7700 900123',
    '07700  900123',
    '07700-900123',
    '+44 ',
    '07700900123#123',
  ])('refuses %j', (input) => {
    expect(messages(createContactFormPhoneSchema().safeParse(input))).toEqual(['Phone is invalid']);
  });

  it('uses the configured text for blank and invalid', () => {
    const schema = createContactFormPhoneSchema('Enter a UK phone number');
    expect(messages(schema.safeParse(''))).toEqual(['Enter a UK phone number']);
    expect(messages(schema.safeParse(undefined))).toEqual(['Enter a UK phone number']);
    expect(messages(schema.safeParse('123'))).toEqual(['Enter a UK phone number']);
  });
});
