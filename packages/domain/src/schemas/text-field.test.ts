import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BROKEN_TEXT_MESSAGE,
  checkedText,
  FIELD_MAX_LENGTHS,
  isMissing,
  isWellFormedText,
  matches,
  maxLength,
  normalisedText,
  optionalNormalisedText,
  optionalText,
  RUN_WITH_OTHER_ERRORS,
  requiredText,
  requiredYesNo,
  requireFields,
  tickedBox,
} from './text-field';
import { tooLongMessage, VALIDATION_MESSAGES } from './validation-messages';

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('FIELD_MAX_LENGTHS', () => {
  it('bounds names at 100 and e-mail at 254', () => {
    expect(FIELD_MAX_LENGTHS.name).toBe(100);
    expect(FIELD_MAX_LENGTHS.email).toBe(254);
  });
});

describe('requiredText', () => {
  const schema = requiredText(5);
  it('trims and keeps the text', () => {
    expect(schema.parse('  Jo ')).toBe('Jo');
  });
  it.each([undefined, null, 3, '', '   '])("says 'Please enter your details' for %j", (value) => {
    expect(messages(schema.safeParse(value))).toEqual(['Please enter your details']);
  });
  it('allows the maximum and refuses one more', () => {
    expect(schema.parse('abcde')).toBe('abcde');
    expect(messages(schema.safeParse('abcdef'))).toEqual(['Must be 5 characters or fewer']);
  });
  it('uses the message it is given', () => {
    expect(messages(requiredText(5, 'Field is required').safeParse(''))).toEqual(['Field is required']);
  });
});

describe('optionalText', () => {
  const schema = optionalText(3);
  it('may be absent or blank, and is trimmed', () => {
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('  ')).toBe('');
    expect(schema.parse(' ab ')).toBe('ab');
  });
  it('is bounded', () => {
    expect(messages(schema.safeParse('abcd'))).toEqual(['Must be 3 characters or fewer']);
  });
});

describe('requiredYesNo and tickedBox', () => {
  it('need an answer', () => {
    expect(requiredYesNo().parse(false)).toBe(false);
    expect(messages(requiredYesNo().safeParse(undefined))).toEqual(['Please select an option']);
    expect(messages(requiredYesNo('Pick').safeParse('yes'))).toEqual(['Pick']);
  });
  it('need a tick', () => {
    expect(tickedBox('Tick it').parse(true)).toBe(true);
    expect(messages(tickedBox('Tick it').safeParse(false))).toEqual(['Tick it']);
  });
});

describe('isMissing', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['  ', true],
    ['x', false],
    [0, false],
    [false, false],
  ])('%j missing: %s', (value, missing) => {
    expect(isMissing(value)).toBe(missing);
  });
});

describe('requireFields with RUN_WITH_OTHER_ERRORS', () => {
  const schema = z
    .object({ a: z.string().optional(), b: z.string().optional(), c: z.boolean() })
    .superRefine((value, ctx) => requireFields(value, ['a', 'b'], ctx), RUN_WITH_OTHER_ERRORS);

  it('flags each missing field by path, even when another field failed', () => {
    const issues = schema.safeParse({ a: ' ', c: 'no' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['c', 'Invalid input: expected boolean, received string'],
      ['a', 'Please enter your details'],
      ['b', 'Please enter your details'],
    ]);
  });
  it('passes when the fields are given', () => {
    expect(schema.safeParse({ a: 'x', b: 'y', c: true }).success).toBe(true);
  });
  it('is skipped when the input is not an object', () => {
    expect(schema.safeParse(undefined).error?.issues).toHaveLength(1);
    expect(schema.safeParse(null).error?.issues).toHaveLength(1);
    expect(RUN_WITH_OTHER_ERRORS.when({ value: {} })).toBe(true);
    expect(RUN_WITH_OTHER_ERRORS.when({ value: null })).toBe(false);
    expect(RUN_WITH_OTHER_ERRORS.when({ value: 'x' })).toBe(false);
  });
  it('uses the message it is given', () => {
    const issues: { message: string; path: string[] }[] = [];
    requireFields({ a: '' }, ['a'], { addIssue: (issue) => issues.push(issue) }, 'Field is required');
    expect(issues).toEqual([{ code: 'custom', message: 'Field is required', path: ['a'] }]);
  });
});

describe('VALIDATION_MESSAGES', () => {
  it('carry the spec words verbatim', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      required: 'Please enter your details',
      fieldRequired: 'Field is required',
      emailInvalid: 'Email is invalid',
      emailsDoNotMatch: 'Emails do not match',
      phoneInvalid: 'Phone is invalid',
      selectOption: 'Please select an option',
      dateInvalid: 'Please enter a valid date',
      underAge: 'Please confirm that you are at least 18 years old',
      telephoneInvalid: 'Please enter a valid telephone number',
      titleInvalid: 'Please enter a valid title',
      termsRequired: 'You must agree to the terms and conditions to proceed',
      postcodeInvalid: 'Invalid postcode format',
      postcodeNotFound: 'Postcode not found',
      promoCodeInvalid: 'Promo code not valid',
      telecareBlocked: "Sorry, you can't progress with your online order",
    });
  });
  it('word the length limit', () => {
    expect(tooLongMessage(100)).toBe('Must be 100 characters or fewer');
  });
});

describe('rules', () => {
  it('maxLength allows the limit and refuses one more', () => {
    expect(maxLength(3)('abc')).toBeNull();
    expect(maxLength(3)('abcd')).toBe('Must be 3 characters or fewer');
    expect(maxLength(3, 'Too long')('abcd')).toBe('Too long');
  });
  it('matches tests a pattern', () => {
    expect(matches(/^a+$/, 'Only a')('aaa')).toBeNull();
    expect(matches(/^a+$/, 'Only a')('ab')).toBe('Only a');
  });
});

describe('checkedText', () => {
  const schema = checkedText('Need it', [maxLength(4), matches(/^[a-z]+$/, 'Letters only')]);
  it('gives only the first broken rule', () => {
    expect(messages(schema.safeParse('ABCDEF'))).toEqual(['Must be 4 characters or fewer']);
    expect(messages(schema.safeParse('AB'))).toEqual(['Letters only']);
    expect(schema.safeParse('AB').error?.issues[0]?.code).toBe('custom');
    expect(messages(schema.safeParse('  '))).toEqual(['Need it']);
    expect(messages(schema.safeParse(undefined))).toEqual(['Need it']);
    expect(schema.parse(' ab ')).toBe('ab');
  });
  it('does not run the rules on a blank text', () => {
    let calls = 0;
    const counted = checkedText('Need it', [
      () => {
        calls += 1;
        return null;
      },
    ]);
    counted.safeParse('');
    expect(calls).toBe(0);
    counted.safeParse('x');
    expect(calls).toBe(1);
  });
});

describe('normalisedText', () => {
  const options = {
    requiredMessage: 'Need it',
    invalidMessage: 'Bad',
    maxLength: 4,
    normalise: (value: string) => (/^[a-z]+$/i.test(value) ? value.toUpperCase() : null),
  };
  const schema = normalisedText(options);
  it('outputs the normalised text', () => {
    expect(schema.parse(' abcd ')).toBe('ABCD');
  });
  it('distinguishes blank from invalid', () => {
    expect(messages(schema.safeParse(''))).toEqual(['Need it']);
    expect(messages(schema.safeParse(null))).toEqual(['Need it']);
    expect(messages(schema.safeParse('a1'))).toEqual(['Bad']);
    expect(schema.safeParse('a1').error?.issues[0]?.code).toBe('custom');
    expect(messages(schema.safeParse('abcde'))).toEqual(['Bad']);
  });
  it('never asks the normaliser about blank or over-long text', () => {
    const seen: string[] = [];
    const spy = normalisedText({
      ...options,
      normalise: (value) => {
        seen.push(value);
        return value;
      },
    });
    spy.safeParse('');
    spy.safeParse('abcde');
    expect(seen).toEqual([]);
  });

  const optional = optionalNormalisedText(options);
  it('optional: absent or blank give undefined', () => {
    expect(optional.parse(undefined)).toBeUndefined();
    expect(optional.parse('  ')).toBeUndefined();
    expect(optional.parse('ab')).toBe('AB');
  });
  it('optional: invalid, over-long or not text give the invalid message', () => {
    expect(messages(optional.safeParse('a1'))).toEqual(['Bad']);
    expect(optional.safeParse('a1').error?.issues[0]?.code).toBe('custom');
    expect(messages(optional.safeParse('abcde'))).toEqual(['Bad']);
    expect(messages(optional.safeParse(7))).toEqual(['Bad']);
  });
});

describe('rules on requiredText and optionalText', () => {
  const noDigits = matches(/^\D+$/, 'No digits');
  it('requiredText checks the length first, then the rules', () => {
    const schema = requiredText(5, 'Need it', [noDigits]);
    expect(schema.parse(' abc ')).toBe('abc');
    expect(messages(schema.safeParse('a1'))).toEqual(['No digits']);
    expect(messages(schema.safeParse('123456'))).toEqual(['Must be 5 characters or fewer']);
    expect(messages(schema.safeParse(' '))).toEqual(['Need it']);
  });
  it('optionalText checks a given text against its rules, with one message at a time', () => {
    const schema = optionalText(5, [noDigits, matches(/^[a-z]+$/, 'Lower case')]);
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('  ')).toBe('');
    expect(schema.parse(' abc ')).toBe('abc');
    expect(messages(schema.safeParse('a1'))).toEqual(['No digits']);
    expect(messages(schema.safeParse('A1'))).toEqual(['No digits']);
    expect(messages(schema.safeParse('AB'))).toEqual(['Lower case']);
    expect(messages(schema.safeParse('123456'))).toEqual(['Must be 5 characters or fewer']);
    expect(messages(schema.safeParse('abcde'))).toEqual([]);
    expect(schema.safeParse('a1').error?.issues[0]?.code).toBe('custom');
  });
});

describe('well-formed text (decision 0171: a lone surrogate was stored as invalid UTF-8)', () => {
  const lone = ['\ud800', 'abc\udfff', '\ude00x', 'Zo\ud83d'];

  it('agrees with String.prototype.isWellFormed on any UTF-16', () => {
    const isWellFormed = (text: string) =>
      (String.prototype as unknown as { isWellFormed: (this: string) => boolean }).isWellFormed.call(text);
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({
          unit: fc.integer({ min: 0xd7f0, max: 0xe010 }).map((code) => String.fromCharCode(code)),
        }),
        (a, b) => {
          expect(isWellFormedText(a + b)).toBe(isWellFormed(a + b));
        },
      ),
    );
    expect(isWellFormedText('Siân 😀')).toBe(true);
  });

  it.each(lone)('every kind of text field refuses %j', (text) => {
    expect(messages(requiredText(100).safeParse(text))).toEqual([BROKEN_TEXT_MESSAGE]);
    expect(messages(optionalText(100).safeParse(text))).toEqual([BROKEN_TEXT_MESSAGE]);
    expect(messages(checkedText('Required', []).safeParse(text))).toEqual([BROKEN_TEXT_MESSAGE]);
    const normalised = normalisedText({
      requiredMessage: 'Required',
      invalidMessage: 'Invalid',
      maxLength: 100,
      normalise: (value) => value,
    });
    expect(messages(normalised.safeParse(text))).toEqual(['Invalid']);
    const optional = optionalNormalisedText({
      invalidMessage: 'Invalid',
      maxLength: 100,
      normalise: (value) => value,
    });
    expect(messages(optional.safeParse(text))).toEqual(['Invalid']);
  });
});
