import { describe, expect, it } from 'vitest';
import { parseIsoDate } from './calendar';
import {
  cancellationNotice,
  MODEL_CANCELLATION_FORM,
  MODEL_CANCELLATION_FORM_TITLE,
  MODEL_CANCELLATION_INSTRUCTIONS,
  modelCancellationForm,
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

const trader = {
  name: 'Hey!Broadband',
  address: '1 Fibre Street, Demoton HB1 1AA',
  email: 'cancel@example.com',
};

describe('modelCancellationForm', () => {
  it("is Schedule 3 Part B's form for a service, with the trader put in", () => {
    const lines = modelCancellationForm(trader);
    expect(MODEL_CANCELLATION_FORM_TITLE).toBe('Model cancellation form');
    expect(lines[0]).toBe('(Complete and return this form only if you wish to withdraw from the contract)');
    expect(lines[1]).toBe('To Hey!Broadband, 1 Fibre Street, Demoton HB1 1AA, e-mail cancel@example.com:');
    expect(lines).toContain('Ordered on [*]/received on [*],');
    expect(lines).toContain('Signature of consumer(s) (only if this form is notified on paper),');
    expect(lines.at(-1)).toBe('[*] Delete as appropriate.');
  });
});

describe('cancellationNotice', () => {
  it('fills in every item of the form but the paper-only signature', () => {
    const notice = cancellationNotice({
      trader,
      services: ['Fibre 500', 'Home phone'],
      orderNumber: 'HB123',
      orderedOn: parseIsoDate('2026-12-01')!,
      name: 'Sam Smith',
      address: '2 Fibre Street, Demoton HB1 1AB',
      date: parseIsoDate('2026-12-04')!,
    });
    expect(notice.map((line) => line.label)).toEqual([
      'To',
      'Notice',
      'Ordered on',
      'Name of consumer',
      'Address of consumer',
      'Date',
    ]);
    expect(notice[1]?.value).toBe(
      'I hereby give notice that I cancel my contract for the supply of the following service: Fibre 500, Home phone (order HB123).',
    );
    expect(notice[2]?.value).toBe('1 December 2026');
    expect(notice[5]?.value).toBe('4 December 2026');
  });
});
