import { checkedText, FIELD_MAX_LENGTHS, matches, maxLength } from './text-field';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * The spec's address pattern (content-and-api.md §5): a local part, '@', a domain with at
 * least one dot and a top-level part of at least 2 characters, no spaces anywhere. Labels may
 * not be empty ('a@b..uk', 'a@.uk'), and '@' appears once.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** Whether the text (outer whitespace ignored) is an e-mail address by the spec's pattern. */
export function isEmailAddress(input: string): boolean {
  return EMAIL_PATTERN.test(input.trim());
}

export interface EmailSchemaOptions {
  /** Shown when the address is missing or blank. */
  requiredMessage?: string;
  /** Shown when it does not match the pattern or is longer than 254 characters. */
  invalidMessage?: string;
}

/** A required e-mail field: trimmed, at most 254 characters (RFC 5321), the spec's pattern. */
export function createEmailSchema(options: EmailSchemaOptions = {}) {
  const requiredMessage = options.requiredMessage ?? VALIDATION_MESSAGES.required;
  const invalidMessage = options.invalidMessage ?? VALIDATION_MESSAGES.emailInvalid;
  return checkedText(requiredMessage, [
    maxLength(FIELD_MAX_LENGTHS.email),
    matches(EMAIL_PATTERN, invalidMessage),
  ]);
}

/** E-mail of the checkout and the API bodies: blank 'Please enter your details', else 'Email is invalid'. */
export const emailSchema = createEmailSchema();

/**
 * Whether the confirmation names the same mailbox as the e-mail: outer whitespace and letter
 * case are ignored, since neither changes where mail goes in practice (decision 0047).
 */
export function emailsMatch(email: string, confirm: string): boolean {
  return email.trim().toLowerCase() === confirm.trim().toLowerCase();
}
