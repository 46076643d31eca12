import { describe, expect, it } from 'vitest';
import { fromDraft, toDraft } from './contact-details-draft';
import { type ContactDetailsValues, EMPTY_CONTACT_DETAILS } from './contact-details-values';

const FILLED: ContactDetailsValues = {
  ...EMPTY_CONTACT_DETAILS,
  contact_title: 'MS',
  contact_name: 'Ada',
  email: 'ada@example.com',
  birth_day: '10',
  accept_terms: true,
  needsHelpSwitchingProvider: 'yes',
  rcpid: 'RCP-BT0001',
  currentProvider: 'BT',
};

describe('drafts', () => {
  it('round-trip the answers and ignore unknown or mistyped ones', () => {
    const { customer, additional } = toDraft(FILLED);
    expect(fromDraft(customer, additional)).toEqual(FILLED);
    expect(fromDraft({ contact_name: true, hacker: 'x' }, null)).toEqual(EMPTY_CONTACT_DETAILS);
  });
});
