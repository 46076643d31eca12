import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_ADDRESSES } from '../demo/addresses';
import { DEMO_OTS_PROVIDERS } from '../demo/ots-providers';
import type { TextRule } from './text-field';
import {
  addressLineRules,
  descriptionRules,
  organisationNameRules,
  personNameRules,
  providerIdRules,
  providerNameRules,
  TEXT_RULE_MESSAGES,
} from './text-rules';

/** The first broken rule's message, as checkedText would show it, or null. */
function firstMessage(rules: readonly TextRule[], value: string): string | null {
  let message: string | null = null;
  for (const rule of rules) message ??= rule(value);
  return message;
}

/** Fragments an attacker tries in every text slot. */
const HOSTILE = [
  "' OR 1=1 --",
  "'; DROP TABLE customer; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the attack
  '${jndi:ldap://x}',
  '{{7*7}}',
  'a;b',
  'a=b',
];

describe('TEXT_RULE_MESSAGES', () => {
  it('word each refusal plainly, naming the field', () => {
    expect(TEXT_RULE_MESSAGES.personNameCharacters('a first name')).toBe(
      'Enter a first name using only letters, spaces, hyphens, apostrophes and full stops',
    );
    expect(TEXT_RULE_MESSAGES.addressCharacters('an address')).toBe(
      "Enter an address using only letters, numbers, spaces and these characters: , . - ' / & ( ) #",
    );
    expect(TEXT_RULE_MESSAGES.organisationCharacters('a company name')).toBe(
      "Enter a company name using only letters, numbers, spaces and these characters: , . - ' / & ( ) # +",
    );
    expect(TEXT_RULE_MESSAGES.providerCharacters('a provider name')).toBe(
      "Enter a provider name using only letters, numbers, spaces and these characters: , . - ' / & ( ) # + !",
    );
    expect(TEXT_RULE_MESSAGES.descriptionCharacters('a description')).toBe(
      'Enter a description without < > { } ; or line breaks',
    );
    expect(TEXT_RULE_MESSAGES.needsLetter('a name')).toBe('Enter a name that includes a letter');
    expect(TEXT_RULE_MESSAGES.needsLetterOrNumber('an address')).toBe(
      'Enter an address that includes a letter or a number',
    );
    expect(TEXT_RULE_MESSAGES.doubleHyphen('a name')).toBe('Enter a name without two hyphens in a row');
  });
});

describe('personNameRules', () => {
  const rules = personNameRules();
  it.each([
    'Siân O’Brien-Smith',
    'Zoë',
    'Jean-Luc',
    "D'Arcy",
    'St. John',
    'Łukasz',
    'Nguyễn Văn',
    'Siâ\u0302n',
    'José María',
    'Ng',
    'A',
    'x',
    'Sam',
    'Fibre',
    'Zebedee-Private',
    'Mary-Jane O’Neill',
    '李',
    'Ольга',
  ])('accepts %j', (name) => {
    expect(firstMessage(rules, name)).toBeNull();
  });
  it.each([
    ...HOSTILE,
    'R2D2',
    'Anne "Annie"',
    'Jo_Jo',
    'Jo\tJo',
    'Jo\nJo',
    'Jo!',
    'Jo,Jo',
    'Jo/Jo',
    'Jo&Jo',
    '`Jo`',
  ])('refuses %j for its characters', (name) => {
    expect(firstMessage(rules, name)).toBe(
      'Enter a name using only letters, spaces, hyphens, apostrophes and full stops',
    );
  });
  it.each(["'", '-', '.', "' .-", '’'])('refuses %j: no letter', (name) => {
    expect(firstMessage(rules, name)).toBe('Enter a name that includes a letter');
  });
  it.each(['Jean--Luc', 'Jo --', '--Jo'])('refuses %j: two hyphens in a row', (name) => {
    expect(firstMessage(rules, name)).toBe('Enter a name without two hyphens in a row');
  });
  it('names the field it is given', () => {
    expect(firstMessage(personNameRules('a last name'), '1')).toBe(
      'Enter a last name using only letters, spaces, hyphens, apostrophes and full stops',
    );
    expect(firstMessage(personNameRules('a last name'), '-')).toBe(
      'Enter a last name that includes a letter',
    );
    expect(firstMessage(personNameRules('a last name'), 'a--b')).toBe(
      'Enter a last name without two hyphens in a row',
    );
  });
  it('never accepts a character outside its allow-list', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20, unit: 'binary' }), (text) => {
        const accepted = firstMessage(rules, text) === null;
        if (accepted) {
          expect(text).toMatch(/^[\p{L}\p{M} '’.-]+$/u);
          expect(text).toMatch(/\p{L}/u);
          expect(text).not.toContain('--');
        }
      }),
    );
  });
});

describe('addressLineRules', () => {
  const rules = addressLineRules();
  it.each([
    ...DEMO_ADDRESSES.map((address) => address.address),
    'Flat 2/3, St. Mary’s Court (Rear)',
    "Mr O'Neill's Farm",
    '12½ High Street',
    'Unit 4 & 5, Trading Estate',
    'Flat #4',
    'Ty Gwyn, Llanfair-ym-Muallt',
    '7',
    'Fibre Street',
  ])('accepts %j', (line) => {
    expect(firstMessage(rules, line)).toBeNull();
  });
  it.each([
    ...HOSTILE,
    'Flat 1\nTower House',
    '1 "The Willows"',
    'Flat 1+2',
    'Hey!',
    'a@b',
    'a_b',
    'a%b',
    'a\\b',
  ])('refuses %j for its characters', (line) => {
    expect(firstMessage(rules, line)).toBe(
      "Enter an address using only letters, numbers, spaces and these characters: , . - ' / & ( ) #",
    );
  });
  it.each([',', '-', '()', '# / &'])('refuses %j: no letter or number', (line) => {
    expect(firstMessage(rules, line)).toBe('Enter an address that includes a letter or a number');
  });
  it('refuses two hyphens in a row', () => {
    expect(firstMessage(rules, '1 Fibre Street--')).toBe('Enter an address without two hyphens in a row');
  });
  it('names the field it is given', () => {
    expect(firstMessage(addressLineRules('a street name'), '<')).toBe(
      "Enter a street name using only letters, numbers, spaces and these characters: , . - ' / & ( ) #",
    );
  });
});

describe('organisationNameRules', () => {
  const rules = organisationNameRules('a company name');
  it.each([
    'Acme Ltd',
    'Smith + Sons (Leeds) Ltd',
    'Mr & Mrs J Smith',
    'Marks & Spencer plc',
    'O’Brien’s Café',
    '3M United Kingdom PLC',
    'J Smith',
    'Sam Fibre',
  ])('accepts %j', (name) => {
    expect(firstMessage(rules, name)).toBeNull();
  });
  it.each([...HOSTILE, 'Yahoo!', 'Acme "Best" Ltd', 'a@b.com'])('refuses %j for its characters', (name) => {
    expect(firstMessage(rules, name)).toBe(
      "Enter a company name using only letters, numbers, spaces and these characters: , . - ' / & ( ) # +",
    );
  });
  it('needs a letter or number and refuses two hyphens in a row', () => {
    expect(firstMessage(rules, '+')).toBe('Enter a company name that includes a letter or a number');
    expect(firstMessage(rules, 'Acme -- Ltd')).toBe('Enter a company name without two hyphens in a row');
  });
  it('has a default noun', () => {
    expect(firstMessage(organisationNameRules(), '<')).toBe(
      "Enter a name using only letters, numbers, spaces and these characters: , . - ' / & ( ) # +",
    );
  });
});

describe('providerNameRules', () => {
  const rules = providerNameRules();
  it.each([
    ...DEMO_OTS_PROVIDERS.map((provider) => provider.name),
    'Hey!Broadband',
    'Sky',
    'BT',
    'Virgin Media O2',
    'G.Network',
    'Now Broadband',
  ])('accepts %j', (name) => {
    expect(firstMessage(rules, name)).toBeNull();
  });
  it.each([...HOSTILE, 'Sky?', 'a@b'])('refuses %j for its characters', (name) => {
    expect(firstMessage(rules, name)).toBe(
      "Enter a provider name using only letters, numbers, spaces and these characters: , . - ' / & ( ) # + !",
    );
  });
  it('needs a letter or number and refuses two hyphens in a row', () => {
    expect(firstMessage(rules, '!')).toBe('Enter a provider name that includes a letter or a number');
    expect(firstMessage(rules, 'Sky--')).toBe('Enter a provider name without two hyphens in a row');
  });
});

describe('providerIdRules', () => {
  const rules = providerIdRules();
  it.each(DEMO_OTS_PROVIDERS.map((provider) => provider.rcpid))('accepts the demo rcpid %j', (rcpid) => {
    expect(firstMessage(rules, rcpid)).toBeNull();
  });
  it.each([...HOSTILE, 'RCP BT', 'RCP.BT', 'é'])('refuses %j', (rcpid) => {
    expect(firstMessage(rules, rcpid)).toBe(
      'Enter a provider id using only letters, numbers, hyphens and underscores',
    );
  });
});

describe('descriptionRules', () => {
  const rules = descriptionRules();
  it.each([
    'Installation',
    'Admin fee',
    'x',
    'Installation fee: £50 (one-off)',
    'Router "Pro" upgrade, 50% off!',
    'Café visit & set-up — 2 engineers',
    "Sam's order #42 / 7?",
  ])('accepts %j', (text) => {
    expect(firstMessage(rules, text)).toBeNull();
  });
  it.each([
    "'; DROP TABLE customer; --",
    '<script>alert(1)</script>',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the attack
    '${jndi:ldap://x}',
    '{{7*7}}',
    'a;b',
    'line\nbreak',
    'tab\there',
    'nul\u0000',
    'bell\u0007',
    'del\u007f',
    'zero\u200bwidth',
    'rtl\u202eoverride',
    'line\u2028separator',
    'para\u2029separator',
    'private\ue000use',
    '>',
  ])('refuses %j for its characters', (text) => {
    expect(firstMessage(rules, text)).toBe('Enter a description without < > { } ; or line breaks');
  });
  it.each(["' OR 1=1 --", 'Fee -- waived'])('refuses %j: two hyphens in a row', (text) => {
    expect(firstMessage(rules, text)).toBe('Enter a description without two hyphens in a row');
  });
  it.each(['!', '...', '£', '- -'])('refuses %j: no letter or number', (text) => {
    expect(firstMessage(rules, text)).toBe('Enter a description that includes a letter or a number');
  });
});
