import { describe, expect, it } from 'vitest';
import { createSwitchAnswersSchema } from './switch-answers';

const asked = { asked: true, keepingLandline: false };

const messages = (options: Parameters<typeof createSwitchAnswersSchema>[0], input: object) => {
  const result = createSwitchAnswersSchema(options).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('createSwitchAnswersSchema', () => {
  it('asks whether there is a landline to stop once switching from a listed provider', () => {
    expect(messages(asked, {})).toEqual({ ceaseLandline: 'Please select an option' });
  });

  it('wants a valid UK landline number to stop when the answer is yes', () => {
    expect(messages(asked, { ceaseLandline: true, ceaseLandlineNumber: '07700 900123' })).toEqual({
      ceaseLandlineNumber: 'Please enter a valid telephone number',
    });
    expect(messages(asked, { ceaseLandline: true })).toEqual({
      ceaseLandlineNumber: 'Please enter a valid telephone number',
    });
  });

  it('gives the number to stop normalised and the account number without spaces', () => {
    const answers = createSwitchAnswersSchema(asked).parse({
      providerAccountNumber: ' AB 1234 5678 ',
      ceaseLandline: true,
      ceaseLandlineNumber: '01632 960456',
    });
    expect(answers).toEqual({ account_number: 'AB12345678', cease_landline_number: '01632960456' });
  });

  it('leaves the account number optional and refuses odd characters in it', () => {
    expect(createSwitchAnswersSchema(asked).parse({ ceaseLandline: false })).toEqual({
      account_number: undefined,
      cease_landline_number: undefined,
    });
    expect(messages(asked, { ceaseLandline: false, providerAccountNumber: 'AB/12' })).toEqual({
      providerAccountNumber: 'Enter an account number using only letters, numbers, hyphens and underscores',
    });
  });

  it('does not ask about stopping a landline that is being kept', () => {
    const keeping = { asked: true, keepingLandline: true };
    expect(
      createSwitchAnswersSchema(keeping).parse({ ceaseLandline: true, ceaseLandlineNumber: '01632 960456' }),
    ).toEqual({ account_number: undefined, cease_landline_number: undefined });
  });

  it('asks nothing and sends nothing without switching help from a listed provider', () => {
    const notAsked = { asked: false, keepingLandline: false };
    expect(messages(notAsked, {})).toEqual({});
    expect(
      createSwitchAnswersSchema(notAsked).parse({ providerAccountNumber: 'AB1', ceaseLandline: true }),
    ).toEqual({ account_number: undefined, cease_landline_number: undefined });
  });
});
