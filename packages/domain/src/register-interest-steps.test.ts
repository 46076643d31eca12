import { describe, expect, it } from 'vitest';
import { isBusyStep, REGISTER_INTEREST_STEPS } from './register-interest-steps';

describe('the register-interest block steps', () => {
  it('are the spec numbers: 0 idle, 2 submitted, 3 sending, 4 success, 5 failure', () => {
    expect(REGISTER_INTEREST_STEPS).toEqual({ idle: 0, submitted: 2, sending: 3, success: 4, failure: 5 });
  });

  it('busy while waiting or sending', () => {
    const steps = Object.values(REGISTER_INTEREST_STEPS);
    expect(steps.filter(isBusyStep)).toEqual([2, 3]);
  });
});
