// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { FindMyOrderForm } from './find-my-order-form';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }),
}));

/** The answers of POST /api/find-my-order, in turn; every body sent is kept. */
const sent: unknown[] = [];
function answer(...responses: Array<[number, unknown]>) {
  const queue = [...responses];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      const [status, body] = queue.shift() ?? [500, {}];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

const views: Array<{ unmount(): void }> = [];
beforeEach(() => {
  sent.length = 0;
  push.mockReset();
});
afterEach(() => {
  for (const view of views.splice(0)) view.unmount();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function show() {
  views.push(await mount(<FindMyOrderForm />));
  // The rules load apart from the page (lazy-rules.ts): let them arrive.
  await import('./find-my-order-rules');
  await settle();
}
const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find(
    (entry) => entry.textContent === name,
  ) as HTMLButtonElement;
async function press(name: string) {
  await act(async () => button(name).click());
  for (let turn = 0; turn < 5; turn += 1) await settle();
}

// The form's rules load on first show (lazy-rules.ts), slow on a loaded machine.
describe('FindMyOrderForm', { timeout: 20_000 }, () => {
  it("refuses empty details with the domain schema's messages, asking nobody", async () => {
    answer();
    await show();
    await press('Send me a code');
    expect(document.getElementById('find-order-email-error')?.textContent).toBe(
      'Error: Enter your email address',
    );
    expect(document.getElementById('find-order-number-error')?.textContent).toBe(
      'Error: Enter your order number',
    );
    expect(document.body.textContent).toContain('There is a problem');
    expect(sent).toEqual([]);
  });

  it('asks for a code, says where it went in words that do not tell whether the order exists, then opens the order', async () => {
    answer([202, { verification: 'sent' }], [200, { verification: 'verified', next: '/your-order' }]);
    await show();
    await typeInto(byId('find-order-email'), 'sam@example.com');
    await typeInto(byId('find-order-number'), 'fb7k 3m9q xt');
    await press('Send me a code');
    expect(sent).toEqual([{ email: 'sam@example.com', order_number: 'fb7k 3m9q xt' }]);
    expect(document.activeElement?.textContent).toBe('Check your e-mail');
    expect(document.body.textContent).toContain(
      'If FB7K3M9QXT is an order placed with sam@example.com, we have sent a 6-digit code to that address.',
    );
    expect((document.getElementById('find-my-order-form') as HTMLFormElement).hidden).toBe(true);
    const page = document.body.innerHTML;
    await typeInto(byId('verification-code'), '042 917');
    await press('Continue');
    expect(sent[1]).toEqual({
      email: 'sam@example.com',
      order_number: 'fb7k 3m9q xt',
      verification_code: '042917',
    });
    expect(push).toHaveBeenCalledWith('/your-order');
    expect(await seriousA11yViolations(page, { withHeading: false })).toEqual([]);
  });

  it('puts a refused code on its field, and goes back to the details as typed', async () => {
    const refusal =
      'The code is not right, or it has expired. Check the e-mail we sent, or ask for a new code.';
    answer(
      [202, { verification: 'sent' }],
      [
        400,
        {
          error: 'customer.verification_invalid',
          message: refusal,
          fields: [{ path: 'verification_code', message: refusal }],
        },
      ],
    );
    await show();
    await typeInto(byId('find-order-email'), 'sam@example.com');
    await typeInto(byId('find-order-number'), 'FB7K3M9QXT');
    await press('Send me a code');
    await typeInto(byId('verification-code'), '000000');
    await press('Continue');
    expect(document.getElementById('verification-code-error')?.textContent).toBe(`Error: ${refusal}`);
    expect(push).not.toHaveBeenCalled();
    await press('Change the e-mail address or order number');
    expect((document.getElementById('find-my-order-form') as HTMLFormElement).hidden).toBe(false);
    expect(byId('find-order-email').value).toBe('sam@example.com');
    expect(document.activeElement).toBe(byId('find-order-email'));
    // Typing a new address is not interrupted: no message, no summary taking focus, until it is left.
    await typeInto(byId('find-order-email'), 's');
    await settle();
    expect(document.getElementById('find-order-email-error')).toBeNull();
    expect(document.body.textContent).not.toContain('There is a problem');
  });

  it('puts a refused code on its field after going back and asking again', async () => {
    const refusal =
      'The code is not right, or it has expired. Check the e-mail we sent, or ask for a new code.';
    answer(
      [202, { verification: 'sent' }],
      [202, { verification: 'sent' }],
      [
        400,
        {
          error: 'customer.verification_invalid',
          message: refusal,
          fields: [{ path: 'verification_code', message: refusal }],
        },
      ],
    );
    await show();
    await typeInto(byId('find-order-email'), 'sam@example.com');
    await typeInto(byId('find-order-number'), 'FB2222AAAA');
    await press('Send me a code');
    await press('Change the e-mail address or order number');
    await typeInto(byId('find-order-number'), 'FB7K3M9QXT');
    await press('Send me a code');
    expect(document.activeElement?.textContent).toBe('Check your e-mail');
    await typeInto(byId('verification-code'), '000000');
    await press('Continue');
    expect(sent).toHaveLength(3);
    expect(document.getElementById('verification-code-error')?.textContent).toBe(`Error: ${refusal}`);
  });

  it('shows the words of a 429, and a failure in plain words', async () => {
    answer(
      [
        429,
        {
          error: 'request.rate_limited',
          message:
            'We have sent too many codes to this e-mail address. Please wait 15 minutes and try again.',
        },
      ],
      [
        502,
        {
          error: 'service.unavailable',
          message: 'The service is not available at the moment. Please try again later.',
        },
      ],
    );
    await show();
    await typeInto(byId('find-order-email'), 'sam@example.com');
    await typeInto(byId('find-order-number'), 'FB7K3M9QXT');
    await press('Send me a code');
    expect(document.querySelector('[role="alert"][data-testid="step-notice"]')?.textContent).toBe(
      'We have sent too many codes to this e-mail address. Please wait 15 minutes and try again.',
    );
    await press('Send me a code');
    expect(document.querySelector('[data-testid="step-notice"]')?.textContent).toBe(
      'The service is not available at the moment. Please try again later.',
    );
    expect(document.body.textContent).not.toContain('Check your e-mail');
  });
});
