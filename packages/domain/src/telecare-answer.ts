import { VALIDATION_MESSAGES } from './schemas/validation-messages';

/**
 * The telecare question's rule without zod, so the checkout's step reads it without the schemas
 * (decision 0582); schemas/checkout-additional.ts re-exports both for the server.
 */

/** Shown when the visitor has a telecare or medical alarm: they must phone the provider instead. */
export const TELECARE_BLOCK_MESSAGE = VALIDATION_MESSAGES.telecareBlocked;

/**
 * Whether the telecare answer lets the order go on: only a 'yes' blocks it (then
 * TELECARE_BLOCK_MESSAGE shows). An unanswered question is the required check's business.
 */
export function canProgress(additional: { hasHealthcareOrMedicalAlarm?: boolean | null }): boolean {
  return additional.hasHealthcareOrMedicalAlarm !== true;
}
