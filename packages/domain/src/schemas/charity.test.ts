import { describe, expect, it } from 'vitest';
import {
  CHARITY_ALREADY_CHOSEN_MESSAGE,
  CHARITY_CHOICE_STORAGE_KEY,
  charityChoiceSchema,
  charityVoteResponseSchema,
  chosenCharityName,
  donationTrackerBodySchema,
  OTHER_CHARITY,
} from './charity';

function fieldMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('constants', () => {
  it('are the spec words', () => {
    expect(OTHER_CHARITY).toBe('Other');
    expect(CHARITY_CHOICE_STORAGE_KEY).toBe('donateChoiceCompleted');
    expect(CHARITY_ALREADY_CHOSEN_MESSAGE).toBe('Thanks! You have already chosen a charity!');
  });
});

describe('charityChoiceSchema', () => {
  it('accepts a chosen card', () => {
    expect(charityChoiceSchema.parse({ charity: 'Snow Rescue' })).toEqual({ charity: 'Snow Rescue' });
  });
  it('needs a choice', () => {
    expect(fieldMessages(charityChoiceSchema.safeParse({}))).toEqual({
      charity: ['Please choose a charity'],
    });
    expect(fieldMessages(charityChoiceSchema.safeParse({ charity: ' ' }))).toEqual({
      charity: ['Please choose a charity'],
    });
  });
  it("needs a non-empty name for 'Other'", () => {
    expect(charityChoiceSchema.safeParse({ charity: 'Other' }).error?.issues[0]?.code).toBe('custom');
    expect(fieldMessages(charityChoiceSchema.safeParse({ charity: 'Other' }))).toEqual({
      other_name: ['Please enter the name of the charity'],
    });
    expect(fieldMessages(charityChoiceSchema.safeParse({ charity: 'Other', other_name: '   ' }))).toEqual({
      other_name: ['Please enter the name of the charity'],
    });
    expect(charityChoiceSchema.parse({ charity: 'Other', other_name: ' Local Food Bank ' })).toEqual({
      charity: 'Other',
      other_name: 'Local Food Bank',
    });
  });
  it('bounds the name', () => {
    expect(
      fieldMessages(charityChoiceSchema.safeParse({ charity: 'Other', other_name: 'x'.repeat(101) })),
    ).toEqual({
      other_name: ['Must be 100 characters or fewer'],
    });
  });
});

describe('chosenCharityName', () => {
  it('names the card or the typed charity', () => {
    expect(chosenCharityName({ charity: 'Snow Rescue' })).toBe('Snow Rescue');
    expect(chosenCharityName({ charity: 'Other', other_name: 'Local Food Bank' })).toBe('Local Food Bank');
    expect(chosenCharityName({ charity: 'Other' })).toBe('');
  });
});

describe('donationTrackerBodySchema', () => {
  it('takes the charity name only', () => {
    expect(donationTrackerBodySchema.parse({ charity: ' Snow Rescue ' })).toEqual({ charity: 'Snow Rescue' });
    expect(donationTrackerBodySchema.safeParse({ charity: 'x', votes: 1 }).success).toBe(false);
    expect(fieldMessages(donationTrackerBodySchema.safeParse({}))).toEqual({
      charity: ['Please choose a charity'],
    });
    expect(donationTrackerBodySchema.safeParse({ charity: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('charity names keep the organisation-name characters (decision 0171)', () => {
  it.each(['Snow Rescue', 'Smith + Sons Trust', "St. Mary's (Leeds) Food Bank"])('accepts %j', (charity) => {
    expect(donationTrackerBodySchema.safeParse({ charity }).success).toBe(true);
  });
  it.each(['<script>alert(1)</script>', "x'; DROP TABLE charity_vote; --", 'a\r\nb', '\uD800'])(
    'refuses %j in the vote and in the typed name',
    (name) => {
      expect(donationTrackerBodySchema.safeParse({ charity: name }).success).toBe(false);
      expect(charityChoiceSchema.safeParse({ charity: 'Other', other_name: name }).success).toBe(false);
    },
  );
  it('reads a vote answer', () => {
    const vote = { id_vote: 'CV1', charity: 'Snow Rescue', created_at: '2026-11-24T10:00:00.000Z' };
    expect(charityVoteResponseSchema.parse(vote)).toEqual(vote);
  });
});
