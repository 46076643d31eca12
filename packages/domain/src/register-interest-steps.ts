/**
 * The register-interest block's steps (content-and-api.md §4 'Register-interest block'): 0 idle;
 * submit sets 2, which sends after the deliberate 1 second wait (TIMINGS_MS.registerInterestDelay);
 * 3 while sending; 4 success; 5 failure. There is no step 1 in the spec.
 */
export const REGISTER_INTEREST_STEPS = {
  idle: 0,
  submitted: 2,
  sending: 3,
  success: 4,
  failure: 5,
} as const;
export type RegisterInterestStep = (typeof REGISTER_INTEREST_STEPS)[keyof typeof REGISTER_INTEREST_STEPS];

/** Whether the form is busy (waiting or sending): the overlay and a disabled submit. */
export function isBusyStep(step: RegisterInterestStep): boolean {
  return step === REGISTER_INTEREST_STEPS.submitted || step === REGISTER_INTEREST_STEPS.sending;
}
