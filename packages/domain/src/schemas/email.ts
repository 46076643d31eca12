import { checkedText, FIELD_MAX_LENGTHS, matches, maxLength } from './text-field';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * The spec's address pattern (content-and-api.md §5: a local part, '@', a domain with at least one
 * dot and a top-level part of at least 2 characters, no spaces), held to a conservative allow-list
 * (decision 0171), since addresses are stored, mailed to and shown back:
 * - local part: 1 to 64 ASCII letters, digits and . _ % + - ' (so o'brien and jo+fibre), with no
 *   dot first, last or twice in a row; no quoted local parts ('"<script>"@example.com');
 * - domain: dotted DNS labels of ASCII letters, digits and inner hyphens, 1 to 63 each, ending in a
 *   top-level label of at least 2 letters or an xn-- (internationalised) label; no IP literals
 *   ('test@[127.0.0.1]') and no bare host names.
 */
const LOCAL_PART = "[A-Za-z0-9_%+'-]+(?:\\.[A-Za-z0-9_%+'-]+)*";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LEVEL_LABEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
const EMAIL_PATTERN = new RegExp(`^(?=[^@]{1,64}@)${LOCAL_PART}@(?:${DOMAIN_LABEL}\\.)+${TOP_LEVEL_LABEL}$`);

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
