// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { EmailChangeForm } from './email-change-form';
import { PhoneForm } from './phone-form';

/** The answers of the order page's routes, in turn; every request's path, body and key are kept. */
const sent: Array<{ url: string; body: unknown; key: string | null }> = [];
function answer(...responses: Array<[number, unknown]>) {
  const queue = [...responses];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      sent.push({ url, body: JSON.parse(String(init.body)), key: headers.get('Idempotency-Key') });
      const [status, body] = queue.shift() ?? [500, {}];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

const views: Array<{ unmount(): void }> = [];
beforeEach(() => {
  sent.length = 0;
});
afterEach(() => {
  for (const view of views.splice(0)) view.unmount();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find(
    (entry) => entry.textContent === name,
  ) as HTMLButtonElement;
async function press(name: string) {
  await act(async () => button(name).click());
  for (let turn = 0; turn < 5; turn += 1) await settle();
}

describe('the contact details forms', { timeout: 20_000 }, () => {
  it('changes the e-mail only after the code sent to the new address is typed', async () => {
    answer([202, { verification: 'sent' }], [200, { order: { code: 'FB1', email: 'new@example.com' } }]);
    views.push(await mount(<EmailChangeForm current="old@example.com" />));
    await import('./your-order-rules');
    await settle();
    await press('Send a code');
    expect(byId('order-email-error').textContent).toBe('Error: Enter your new e-mail address');
    expect(sent).toEqual([]);

    await typeInto(byId('order-email'), 'new@example.com');
    await press('Send a code');
    expect(sent[0]).toMatchObject({ url: '/api/your-order/email', body: { email: 'new@example.com' } });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.body.textContent).toContain('We have sent a code to new@example.com');
    expect(document.body.textContent).toContain('Now: old@example.com');

    const page = document.body.innerHTML;
    await typeInto(byId('order-email-code'), '042 917');
    await press('Change e-mail address');
    expect(sent[1]?.body).toEqual({ email: 'new@example.com', verification_code: '042 917' });
    expect(document.body.textContent).toContain('Now: new@example.com');
    expect(document.body.textContent).toContain('Your e-mail address has been changed.');
    expect(await seriousA11yViolations(page, { withHeading: false })).toEqual([]);
  });

  it('puts a refused code on its field and keeps the e-mail as it was', async () => {
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
    views.push(await mount(<EmailChangeForm current="old@example.com" />));
    await import('./your-order-rules');
    await typeInto(byId('order-email'), 'new@example.com');
    await press('Send a code');
    await typeInto(byId('order-email-code'), '000000');
    await press('Change e-mail address');
    expect(byId('order-email-code-error').textContent).toBe(`Error: ${refusal}`);
    expect(document.body.textContent).toContain('Now: old@example.com');
  });

  it('changes the phone at once, or shows the route’s refusal', async () => {
    answer(
      [200, { order: { code: 'FB1', phone: '01632960001' } }],
      [
        429,
        {
          error: 'request.rate_limited',
          message: 'Too many changes in a short time. Please wait a few minutes and try again.',
        },
      ],
    );
    views.push(await mount(<PhoneForm current="07700900321" />));
    await import('./your-order-rules');
    await typeInto(byId('order-phone'), '12');
    await press('Change phone number');
    expect(byId('order-phone-error').textContent).toBe(
      'Error: Enter a UK phone number, like 01632 960 001 or 07700 900 982',
    );
    await typeInto(byId('order-phone'), '01632 960 001');
    await press('Change phone number');
    expect(sent[0]).toMatchObject({ url: '/api/your-order/phone', body: { phone: '01632 960 001' } });
    expect(document.body.textContent).toContain('Now: 01632960001');
    await typeInto(byId('order-phone'), '01632 960 002');
    await press('Change phone number');
    expect(document.body.textContent).toContain('Too many changes in a short time.');
  });
});
