import { z } from 'zod';
import { tooLongMessage, VALIDATION_MESSAGES } from './validation-messages';

/**
 * Upper bounds on every free-text field, so no body can carry an unbounded string into the
 * provider API's database or an e-mail template.
 */
export const FIELD_MAX_LENGTHS = {
  name: 100,
  email: 254,
  companyName: 160,
  buildingNumber: 50,
  streetName: 100,
  town: 100,
  address: 300,
  message: 2000,
  providerName: 100,
  rcpid: 32,
  customerCode: 64,
  charity: 100,
  token: 4096,
  description: 140,
  url: 2048,
} as const;

/** A rule on a trimmed, non-blank text: the message when the text breaks it, else null. */
export type TextRule = (value: string) => string | null;

/** Shown for text holding half a character (a lone UTF-16 surrogate), which no UTF-8 store can keep. */
export const BROKEN_TEXT_MESSAGE = 'Enter this again: it holds a character that could not be read';

/** A lone surrogate; the same verdict as `!String.prototype.isWellFormed()` (ES2024, Node 20). */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether the text is well-formed UTF-16, so it can be stored and sent as UTF-8 (decision 0171). */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** Every text field's first rule (decision 0171): refuses a lone surrogate. */
const wellFormed: TextRule = (value) => (isWellFormedText(value) ? null : BROKEN_TEXT_MESSAGE);

export function maxLength(max: number, message: string = tooLongMessage(max)): TextRule {
  return (value) => (value.length > max ? message : null);
}

export function matches(pattern: RegExp, message: string): TextRule {
  return (value) => (pattern.test(value) ? null : message);
}

/**
 * A required text: trimmed; missing, not text or blank gives `requiredMessage`, otherwise the
 * first rule broken gives its message, so a field shows one message at a time. (Zod's `abort`
 * would do the same but also stops the form's cross-field checks, hiding errors.)
 */
export function checkedText(requiredMessage: string, rules: readonly TextRule[]) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .superRefine((value, ctx) => {
      let message: string | null = value === '' ? requiredMessage : wellFormed(value);
      for (const rule of rules) message ??= rule(value);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    });
}

/** A required text of at most `max` characters that keeps `rules` (text-rules.ts). */
export function requiredText(
  max: number,
  message: string = VALIDATION_MESSAGES.required,
  rules: readonly TextRule[] = [],
) {
  return checkedText(message, [maxLength(max), ...rules]);
}

export interface NormalisedTextOptions {
  /** Shown when the text is missing or blank. */
  requiredMessage: string;
  /** Shown when the text is too long or does not normalise. */
  invalidMessage: string;
  /** Longest trimmed input read at all. */
  maxLength: number;
  /** The stored form of a trimmed, non-blank text, or null when it is not valid. */
  normalise: (value: string) => string | null;
}

function normalisedOrNull(value: string, options: NormalisedTextOptions): string | null {
  return value === '' || value.length > options.maxLength || !isWellFormedText(value)
    ? null
    : options.normalise(value);
}

/** A required text whose output is its normalised form (a postcode, a phone number). */
export function normalisedText(options: NormalisedTextOptions) {
  return z
    .string({ error: options.requiredMessage })
    .trim()
    .transform((value, ctx) => {
      const normalised = normalisedOrNull(value, options);
      if (normalised !== null) return normalised;
      const message = value === '' ? options.requiredMessage : options.invalidMessage;
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    });
}

/** Like normalisedText, but absent or blank is allowed and gives undefined. */
export function optionalNormalisedText(options: Omit<NormalisedTextOptions, 'requiredMessage'>) {
  return z
    .string({ error: options.invalidMessage })
    .trim()
    .transform((value, ctx) => {
      if (value === '') return undefined;
      const normalised = normalisedOrNull(value, { ...options, requiredMessage: options.invalidMessage });
      if (normalised !== null) return normalised;
      ctx.issues.push({ code: 'custom', message: options.invalidMessage, input: value });
      return z.NEVER;
    })
    .optional();
}

/**
 * An optional text: trimmed and bounded; may be absent or blank. A text that is given keeps
 * `rules` too, once it fits, so the field still shows one message at a time.
 */
export function optionalText(max: number, rules: readonly TextRule[] = []) {
  return z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(max) })
    .superRefine((value, ctx) => {
      if (value === '' || value.length > max) return;
      let message: string | null = wellFormed(value);
      for (const rule of rules) message ??= rule(value);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    })
    .optional();
}

/** A yes/no answer that must be given: anything but true or false gives `message`. */
export function requiredYesNo(message: string = VALIDATION_MESSAGES.selectOption) {
  return z.boolean({ error: message });
}

/** A tickbox that must be ticked: anything but true gives `message`. */
export function tickedBox(message: string) {
  return z.literal(true, { error: message });
}

/** Whether a form value counts as not given: absent, null or an empty (or blank) text. */
export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Options for a cross-field check that must run even when other fields failed, so a form shows
 * every error at once; it is skipped only when the input is not an object at all.
 */
export const RUN_WITH_OTHER_ERRORS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** Flags each named field that is missing, with `message` (a required-by-option field). */
export function requireFields(
  value: object,
  fields: readonly string[],
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void },
  message: string = VALIDATION_MESSAGES.required,
): void {
  const record = value as Record<string, unknown>;
  for (const field of fields) {
    if (isMissing(record[field])) ctx.addIssue({ code: 'custom', message, path: [field] });
  }
}
