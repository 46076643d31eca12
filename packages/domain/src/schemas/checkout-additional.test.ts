import { describe, expect, it } from 'vitest';
import { DEMO_OTS_PROVIDERS } from '../demo/ots-providers';
import {
  canProgress,
  createCheckoutAdditionalBodySchema,
  createCheckoutAdditionalSchema,
  TELECARE_BLOCK_MESSAGE,
} from './checkout-additional';

function fieldMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

const bt = DEMO_OTS_PROVIDERS[0]!;
const answers = {
  needsHelpSwitchingProvider: true,
  hasAlternativeContactMethod: true,
  hasHealthcareOrMedicalAlarm: false,
  confirmResponsibility: true,
  currentProvider: bt.name,
  rcpid: bt.rcpid,
};

describe('TELECARE_BLOCK_MESSAGE', () => {
  it('is the spec wording', () => {
    expect(TELECARE_BLOCK_MESSAGE).toBe("Sorry, you can't progress with your online order");
  });
});

describe('createCheckoutAdditionalSchema without a home-phone add-on', () => {
  const schema = () => createCheckoutAdditionalSchema({ hasHomePhoneAddon: false });

  it('accepts the answers, keeping the provider id when help is wanted', () => {
    expect(schema().parse(answers)).toEqual({ ...answers, landlineNumber: undefined });
  });

  it('drops the provider id when switching help is not wanted, and takes free text', () => {
    const parsed = schema().parse({
      ...answers,
      needsHelpSwitchingProvider: false,
      currentProvider: ' My ISP ',
    });
    expect(parsed.rcpid).toBeUndefined();
    expect(parsed.currentProvider).toBe('My ISP');
  });

  it('does not ask about the landline', () => {
    expect(schema().safeParse(answers).success).toBe(true);
  });

  it("says 'Please select an option' for each unanswered yes/no, 'Field is required' for the provider", () => {
    expect(fieldMessages(schema().safeParse({}))).toEqual({
      needsHelpSwitchingProvider: ['Please select an option'],
      hasAlternativeContactMethod: ['Please select an option'],
      hasHealthcareOrMedicalAlarm: ['Please select an option'],
      confirmResponsibility: ['Please select an option'],
      currentProvider: ['Field is required'],
    });
  });

  it('needs the chosen provider from the dropdown when switching help is wanted', () => {
    expect(fieldMessages(schema().safeParse({ ...answers, rcpid: ' ' }))).toEqual({
      currentProvider: ['Field is required'],
    });
    expect(fieldMessages(schema().safeParse({ ...answers, rcpid: undefined, currentProvider: '' }))).toEqual({
      currentProvider: ['Field is required'],
    });
    expect(
      schema().safeParse({ ...answers, needsHelpSwitchingProvider: false, rcpid: undefined }).success,
    ).toBe(true);
  });

  it('blocks a telecare or medical alarm user with the spec message', () => {
    expect(fieldMessages(schema().safeParse({ ...answers, hasHealthcareOrMedicalAlarm: true }))).toEqual({
      hasHealthcareOrMedicalAlarm: [TELECARE_BLOCK_MESSAGE],
    });
  });

  it('checks and stores a landline kept even without the add-on', () => {
    expect(
      schema().parse({ ...answers, wantsToRetainExistingLandline: true, landlineNumber: '020 7946 0000' }),
    ).toMatchObject({
      landlineNumber: '02079460000',
    });
  });

  it('calls a landline number that is not text invalid', () => {
    expect(fieldMessages(schema().safeParse({ ...answers, landlineNumber: 20 }))).toEqual({
      landlineNumber: ['Please enter a valid telephone number'],
    });
  });

  it('files its cross-field errors as custom issues', () => {
    const issues =
      schema().safeParse({
        ...answers,
        rcpid: '',
        hasHealthcareOrMedicalAlarm: true,
        wantsToRetainExistingLandline: true,
      }).error?.issues ?? [];
    expect(issues.map((issue) => issue.code)).toEqual(['custom', 'custom', 'custom']);
  });

  it('bounds the provider name and id', () => {
    expect(fieldMessages(schema().safeParse({ ...answers, currentProvider: 'x'.repeat(101) }))).toEqual({
      currentProvider: ['Must be 100 characters or fewer'],
    });
    expect(fieldMessages(schema().safeParse({ ...answers, rcpid: 'x'.repeat(33) }))).toEqual({
      rcpid: ['Must be 32 characters or fewer'],
    });
  });

  it('strips unknown form fields', () => {
    expect(schema().parse({ ...answers, extra: 1 })).not.toHaveProperty('extra');
  });
});

describe('createCheckoutAdditionalSchema with a home-phone add-on', () => {
  const schema = () => createCheckoutAdditionalSchema({ hasHomePhoneAddon: true });

  it('requires the keep-landline answer', () => {
    expect(fieldMessages(schema().safeParse(answers))).toEqual({
      wantsToRetainExistingLandline: ['Please select an option'],
    });
    expect(fieldMessages(schema().safeParse({ ...answers, wantsToRetainExistingLandline: 'yes' }))).toEqual({
      wantsToRetainExistingLandline: ['Please select an option'],
    });
  });

  it('needs no number when not keeping the landline, and forgets one typed', () => {
    const parsed = schema().parse({
      ...answers,
      wantsToRetainExistingLandline: false,
      landlineNumber: 'junk',
    });
    expect(parsed.wantsToRetainExistingLandline).toBe(false);
    expect(parsed.landlineNumber).toBeUndefined();
  });

  it('needs a valid landline when keeping it', () => {
    const keep = { ...answers, wantsToRetainExistingLandline: true };
    for (const landlineNumber of [undefined, '', '07700 900123', '12345']) {
      expect(fieldMessages(schema().safeParse({ ...keep, landlineNumber }))).toEqual({
        landlineNumber: ['Please enter a valid telephone number'],
      });
    }
    expect(schema().parse({ ...keep, landlineNumber: '0117 496 0000' }).landlineNumber).toBe('01174960000');
  });

  it('files the missing keep-landline answer as a custom issue', () => {
    expect(schema().safeParse(answers).error?.issues[0]?.code).toBe('custom');
  });

  it('shows every error at once', () => {
    expect(
      Object.keys(
        fieldMessages(
          schema().safeParse({
            ...answers,
            hasHealthcareOrMedicalAlarm: true,
            confirmResponsibility: undefined,
          }),
        ),
      ),
    ).toEqual(['confirmResponsibility', 'wantsToRetainExistingLandline', 'hasHealthcareOrMedicalAlarm']);
  });

  it('refuses something that is not an object', () => {
    expect(schema().safeParse('yes').error?.issues).toHaveLength(1);
  });
});

describe('createCheckoutAdditionalBodySchema', () => {
  it('refuses unknown fields and applies the same rules', () => {
    const schema = createCheckoutAdditionalBodySchema({ hasHomePhoneAddon: false });
    expect(schema.safeParse({ ...answers, extra: 1 }).error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(schema.safeParse({ ...answers, hasHealthcareOrMedicalAlarm: true }).success).toBe(false);
    expect(schema.parse(answers).rcpid).toBe(bt.rcpid);
  });
});

describe('canProgress', () => {
  it('is false only for a telecare yes', () => {
    expect(canProgress({ hasHealthcareOrMedicalAlarm: true })).toBe(false);
    expect(canProgress({ hasHealthcareOrMedicalAlarm: false })).toBe(true);
    expect(canProgress({ hasHealthcareOrMedicalAlarm: null })).toBe(true);
    expect(canProgress({})).toBe(true);
  });
});
