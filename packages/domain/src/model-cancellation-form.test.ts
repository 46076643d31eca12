import { describe, expect, it } from 'vitest';
import {
  MODEL_CANCELLATION_FORM,
  MODEL_CANCELLATION_INSTRUCTIONS,
  PROVIDER_CANCELLATION_EMAIL,
} from './model-cancellation-form';

describe('the model cancellation instructions and form', () => {
  it("name the provider's address, phone and cancellation e-mail", () => {
    expect(MODEL_CANCELLATION_INSTRUCTIONS[1]).toContain(
      'inform us (Hey!Broadband Ltd, 1 Fibre Street, Demoton HB1 1AA; phone 0808 157 0192; e-mail cancellations@heybroadband.example)',
    );
    expect(MODEL_CANCELLATION_FORM[1]).toBe(
      `To Hey!Broadband, Hey!Broadband Ltd, 1 Fibre Street, Demoton HB1 1AA, e-mail ${PROVIDER_CANCELLATION_EMAIL}:`,
    );
  });

  it("keep Schedule 3's model wording", () => {
    expect(MODEL_CANCELLATION_INSTRUCTIONS[0]).toMatch(
      /^You have the right to cancel this contract within 14 days/,
    );
    expect(MODEL_CANCELLATION_FORM[0]).toBe(
      '(Complete and return this form only if you wish to withdraw from the contract)',
    );
    expect(MODEL_CANCELLATION_FORM.at(-1)).toBe('[*] Delete as appropriate.');
    expect(MODEL_CANCELLATION_FORM).toHaveLength(9);
  });
});
