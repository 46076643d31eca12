import { matches, type TextRule } from './text-field';

/**
 * Which characters each kind of free text may hold (decision 0120). Storage is parameterised and
 * every page escapes, so these rules are not the defence against injection; they keep what a
 * person could not have meant out of the records a provider prints on letters, bank mandates and
 * engineer job sheets, and they refuse SQL and script fragments at the door with a plain message.
 * Each kind is an allow-list: letters and marks of any script (Siân, Zoë, Łukasz, Nguyễn), and
 * only the punctuation that kind of text really uses.
 */

/** Two hyphens in a row: an SQL comment, never part of a name, address or description. */
const DOUBLE_HYPHEN = /--/;
const HAS_LETTER = /\p{L}/u;
const HAS_LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

/** Letters and marks, spaces, hyphens, apostrophes (' and ’) and full stops. */
const PERSON_NAME = /^[\p{L}\p{M} '’.-]+$/u;
/** Letters, marks, numbers, spaces and , . - ' ’ / & ( ) #. */
const ADDRESS_LINE = /^[\p{L}\p{M}\p{N} ,.'’/&()#-]+$/u;
/** As an address line, plus '+' (Marks & Spencer, Smith + Sons). */
const ORGANISATION_NAME = /^[\p{L}\p{M}\p{N} ,.'’/&()#+-]+$/u;
/** As an organisation, plus '!' (brands such as Hey!Broadband). */
const PROVIDER_NAME = /^[\p{L}\p{M}\p{N} ,.'’/&()#+!-]+$/u;
/**
 * Printable text: no markup or template braces, no ';', and no control, format, private-use or
 * unassigned characters, nor line or paragraph separators (a description is one line).
 */
const DESCRIPTION_REFUSED = /[<>{};\p{C}\p{Zl}\p{Zp}]/u;

/**
 * Text a form sends on to the e-mail service's template (decision 0387). One line: no markup
 * brackets and no control, format or separator character, so CR/LF cannot start a header line such
 * as 'Bcc:'. Several lines (a message): the same, but line breaks and tabs are kept.
 */
const ONE_LINE_REFUSED = /[<>\p{C}\p{Zl}\p{Zp}]/u;
const MULTI_LINE_REFUSED = /[<>\p{Zl}\p{Zp}]|(?![\t\n\r])\p{C}/u;

/** An id another system issued, such as a One Touch Switch rcpid ('RCP-BT0001'): ASCII letters, digits, - and _. */
const PROVIDER_ID = /^[A-Za-z0-9_-]+$/;

/** The words of each refusal; `noun` is the field as the sentence needs it ('a name', 'an address'). */
export const TEXT_RULE_MESSAGES = {
  personNameCharacters: (noun: string) =>
    `Enter ${noun} using only letters, spaces, hyphens, apostrophes and full stops`,
  addressCharacters: (noun: string) =>
    `Enter ${noun} using only letters, numbers, spaces and these characters: , . - ' / & ( ) #`,
  organisationCharacters: (noun: string) =>
    `Enter ${noun} using only letters, numbers, spaces and these characters: , . - ' / & ( ) # +`,
  providerCharacters: (noun: string) =>
    `Enter ${noun} using only letters, numbers, spaces and these characters: , . - ' / & ( ) # + !`,
  descriptionCharacters: (noun: string) => `Enter ${noun} without < > { } ; or line breaks`,
  oneLineCharacters: (noun: string) => `Enter ${noun} on one line, without < or >`,
  multiLineCharacters: (noun: string) => `Enter ${noun} without < or >`,
  needsLetter: (noun: string) => `Enter ${noun} that includes a letter`,
  needsLetterOrNumber: (noun: string) => `Enter ${noun} that includes a letter or a number`,
  doubleHyphen: (noun: string) => `Enter ${noun} without two hyphens in a row`,
  providerIdCharacters: (noun: string) =>
    `Enter ${noun} using only letters, numbers, hyphens and underscores`,
} as const;

function refused(pattern: RegExp, message: string): TextRule {
  return (value) => (pattern.test(value) ? message : null);
}

/** A person's first name or surname: 'Siân O’Brien-Smith', 'Zoë', 'Jean-Luc', "D'Arcy", 'St. John'. */
export function personNameRules(noun = 'a name'): TextRule[] {
  return [
    matches(PERSON_NAME, TEXT_RULE_MESSAGES.personNameCharacters(noun)),
    matches(HAS_LETTER, TEXT_RULE_MESSAGES.needsLetter(noun)),
    refused(DOUBLE_HYPHEN, TEXT_RULE_MESSAGES.doubleHyphen(noun)),
  ];
}

/** An address line, street, town or building: 'Flat 2/3, St. Mary’s Court (Rear)', '12½ High St'. */
export function addressLineRules(noun = 'an address'): TextRule[] {
  return [
    matches(ADDRESS_LINE, TEXT_RULE_MESSAGES.addressCharacters(noun)),
    matches(HAS_LETTER_OR_NUMBER, TEXT_RULE_MESSAGES.needsLetterOrNumber(noun)),
    refused(DOUBLE_HYPHEN, TEXT_RULE_MESSAGES.doubleHyphen(noun)),
  ];
}

/** A company or bank-account name: 'Mr & Mrs J Smith', 'Smith + Sons (Leeds) Ltd'. */
export function organisationNameRules(noun = 'a name'): TextRule[] {
  return [
    matches(ORGANISATION_NAME, TEXT_RULE_MESSAGES.organisationCharacters(noun)),
    matches(HAS_LETTER_OR_NUMBER, TEXT_RULE_MESSAGES.needsLetterOrNumber(noun)),
    refused(DOUBLE_HYPHEN, TEXT_RULE_MESSAGES.doubleHyphen(noun)),
  ];
}

/** A broadband or phone provider's name: 'Virgin Media O2', 'Hey!Broadband'. */
export function providerNameRules(noun = 'a provider name'): TextRule[] {
  return [
    matches(PROVIDER_NAME, TEXT_RULE_MESSAGES.providerCharacters(noun)),
    matches(HAS_LETTER_OR_NUMBER, TEXT_RULE_MESSAGES.needsLetterOrNumber(noun)),
    refused(DOUBLE_HYPHEN, TEXT_RULE_MESSAGES.doubleHyphen(noun)),
  ];
}

/** A one-line free description, such as a payment's: 'Installation fee: £50 (one-off)'. */
export function descriptionRules(noun = 'a description'): TextRule[] {
  return [
    refused(DESCRIPTION_REFUSED, TEXT_RULE_MESSAGES.descriptionCharacters(noun)),
    matches(HAS_LETTER_OR_NUMBER, TEXT_RULE_MESSAGES.needsLetterOrNumber(noun)),
    refused(DOUBLE_HYPHEN, TEXT_RULE_MESSAGES.doubleHyphen(noun)),
  ];
}

/** A provider's id for a record, such as the One Touch Switch rcpid of the current provider. */
export function providerIdRules(noun = 'a provider id'): TextRule[] {
  return [matches(PROVIDER_ID, TEXT_RULE_MESSAGES.providerIdCharacters(noun))];
}

/** A one-line text sent on in an e-mail (a contact form's name, town or address): 'Flat 2, 10 High St'. */
export function oneLineTextRules(noun = 'this'): TextRule[] {
  return [refused(ONE_LINE_REFUSED, TEXT_RULE_MESSAGES.oneLineCharacters(noun))];
}

/** A message of several lines sent on in an e-mail: line breaks and tabs kept, no markup brackets. */
export function multiLineTextRules(noun = 'your message'): TextRule[] {
  return [refused(MULTI_LINE_REFUSED, TEXT_RULE_MESSAGES.multiLineCharacters(noun))];
}
