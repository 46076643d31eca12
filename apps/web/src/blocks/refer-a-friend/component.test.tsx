// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { choose, click, leave, settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { ReferAFriendForm, referRules } from './component.client';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const ADDRESSES = [1, 2].map((n) => ({
  uprn: `10000000000${n}`,
  address: `${n} Fibre Street, Demoton`,
  postcode: 'HB1 1AA',
  coverage: 'PASSSERV',
  oss_type: null,
  address_type: 'RES',
}));

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The address list, then the prospect route's answer. */
function routes(prospect: () => Response) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url.startsWith('/api/uprn-by-postcode') ? json(200, { addresses: ADDRESSES }) : prospect(),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const input = (container: HTMLElement, name: string) => {
  const element = container.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`);
  if (!element) throw new Error(`no ${name}`);
  return element;
};
const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent === name);
const errorOf = (container: HTMLElement, name: string) =>
  container.querySelector(`#${input(container, name).id}-error`)?.textContent ?? null;

async function mountForm() {
  return mount(
    <ReferAFriendForm promoCode="FRIEND50" submitLabel="Send my details" successMessage="Thanks!" />,
  );
}

async function fillIn(container: HTMLElement) {
  await typeInto(input(container, 'email'), 'sam@example.com');
  await typeInto(input(container, 'phone'), '07700 900456');
  await typeInto(input(container, 'postcode'), 'HB1 1AA');
  await click(button(container, 'Find address'));
  await settle();
  await choose(input(container, 'uprn'), '100000000002');
}

// The form loads its rules once shown (decision 0588); a visitor types after they arrive.
beforeAll(async () => {
  await referRules.load();
});

describe('the refer-a-friend form', () => {
  it('checks a field when it is left, naming what is wrong, and not while it is typed in', async () => {
    routes(() => json(201, {}));
    const { container, unmount } = await mountForm();
    await typeInto(input(container, 'phone'), '0770');
    expect(errorOf(container, 'phone')).toBeNull();
    await leave(input(container, 'phone'));
    await settle();
    expect(errorOf(container, 'phone')).toBe('Error: Phone is invalid');
    await leave(input(container, 'email'));
    await settle();
    expect(errorOf(container, 'email')).toBe('Error: Enter your email address');
    await typeInto(input(container, 'phone'), '07700 900456');
    await settle();
    expect(errorOf(container, 'phone')).toBeNull();
    unmount();
  });

  it('checks everything on submit, with the summary focused and nothing sent', async () => {
    const fetch = routes(() => json(201, {}));
    const { container, unmount } = await mountForm();
    await click(button(container, 'Send my details'));
    await settle();
    const links = [...container.querySelectorAll('[role="alert"] a')].map((link) => link.textContent);
    expect(links).toEqual([
      'Enter your email address',
      'Enter your phone number',
      'Choose your address from the list',
    ]);
    expect(document.activeElement?.contains(container.querySelector('[role="alert"]'))).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(await seriousA11yViolations(container.innerHTML)).toEqual([]);
    unmount();
  });

  it('sends the prospect with an Idempotency-Key and shows the code to use', async () => {
    const fetch = routes(() => json(201, { customer: {} }));
    const { container, unmount } = await mountForm();
    await fillIn(container);
    await click(button(container, 'Send my details'));
    await settle();
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(url).toBe('/api/customer-prospect');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'sam@example.com',
      phone: '07700 900456',
      uprn: '100000000002',
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(container.querySelector('[role="status"]')?.textContent).toContain('FRIEND50');
    unmount();
  });

  it("puts a refusal's fields on their inputs, and a failure's words in a panel", async () => {
    let answer = json(400, {
      error: 'validation.invalid_body',
      message: 'Some details are not valid',
      fields: [{ path: 'phone', message: 'Phone is invalid' }],
    });
    routes(() => answer);
    const { container, unmount } = await mountForm();
    await fillIn(container);
    await click(button(container, 'Send my details'));
    await settle();
    expect(errorOf(container, 'phone')).toBe('Error: Phone is invalid');
    expect(container.querySelector('form > [role="alert"]')).toBeNull();
    answer = json(503, { error: 'service.unavailable', message: 'Down' });
    await typeInto(input(container, 'phone'), '07700 900457');
    await click(button(container, 'Send my details'));
    await settle();
    expect(container.querySelector('form > [role="alert"]')?.textContent).toContain(
      'Sorry, we could not send your details. Please try again later.',
    );
    unmount();
  });
});
