// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { choose, click, leave, settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { callMeBody, callMeFieldOf, EMPTY_CALL_ME, streetNameOf } from './call-me-fields';
import { callMeMessages } from './call-me-rules';
import { CallMeForm, callMeRules } from './component.client';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const ADDRESSES = [
  {
    uprn: '100000000001',
    address: '1 Fibre Street, Demoton',
    postcode: 'HB1 1AA',
    coverage: 'PASSSERV',
    oss_type: null,
    address_type: 'RES',
  },
  {
    uprn: '100000000002',
    address: '2 Fibre Street, Demoton',
    postcode: 'HB1 1AA',
    coverage: 'PASSSERV',
    oss_type: null,
    address_type: 'RES',
  },
];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The site's routes as the form meets them: the address list, then the call-me answer. */
function routes(callMe: () => Response) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url.startsWith('/api/uprn-by-postcode') ? json(200, { addresses: ADDRESSES }) : callMe(),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function input(container: HTMLElement, name: string) {
  const element = container.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`);
  if (!element) throw new Error(`no ${name}`);
  return element;
}

const buttonNamed = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent === name);

/** Fills every field rightly, the address found by its postcode and chosen. */
async function fillIn(container: HTMLElement, provider: 'chosen' | 'typed' = 'chosen') {
  await typeInto(input(container, 'contact_name'), 'Jo');
  await typeInto(input(container, 'contact_surname'), 'Bloggs');
  await typeInto(input(container, 'email'), 'jo@example.com');
  await typeInto(input(container, 'phone'), '07700 900123');
  await typeInto(input(container, 'postcode'), 'hb1 1aa');
  await click(buttonNamed(container, 'Find address'));
  await settle();
  await choose(input(container, 'address'), '100000000002');
  if (provider === 'chosen') await choose(input(container, 'current_provider'), 'Sky');
  else await typeInto(input(container, 'current_provider'), 'Sky');
}

const errorOf = (container: HTMLElement, name: string) =>
  container.querySelector(`#${input(container, name).id}-error`)?.textContent ?? null;

// The form loads its rules once shown (decision 0588); a visitor types after they arrive.
beforeAll(async () => {
  await callMeRules.load();
});

describe('the call-me form', () => {
  it('checks a field when it is left, naming what is wrong with it, and clears it once right', async () => {
    const fetch = routes(() => json(201, {}));
    const { container, unmount } = await mount(<CallMeForm providers={['BT', 'Sky']} phone={null} />);
    await typeInto(input(container, 'contact_name'), '');
    expect(errorOf(container, 'contact_name')).toBeNull();
    await leave(input(container, 'contact_name'));
    await settle();
    expect(errorOf(container, 'contact_name')).toBe('Error: Enter your first name');
    await typeInto(input(container, 'email'), 'jo@');
    await leave(input(container, 'email'));
    await settle();
    expect(errorOf(container, 'email')).toBe('Error: Email is invalid');
    await leave(input(container, 'current_provider'));
    await settle();
    expect(errorOf(container, 'current_provider')).toBe('Error: Choose your current provider');
    await choose(input(container, 'current_provider'), 'BT');
    await settle();
    expect(errorOf(container, 'current_provider')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    unmount();
  });

  it('checks everything on submit: a message per field and the summary focused, nothing sent', async () => {
    const fetch = routes(() => json(201, {}));
    const { container, unmount } = await mount(<CallMeForm providers={['BT', 'Sky']} phone={null} />);
    await click(buttonNamed(container, 'Call me back'));
    await settle();
    const links = [...container.querySelectorAll('[role="alert"] a')].map((link) => link.textContent);
    expect(links).toEqual([
      'Enter your first name',
      'Enter your last name',
      'Enter your email address',
      'Enter your phone number',
      'Enter your postcode',
      'Choose your address from the list',
      'Choose your current provider',
    ]);
    expect(container.querySelector('[role="alert"] a')?.getAttribute('href')).toBe(
      `#${input(container, 'contact_name').id}`,
    );
    expect(document.activeElement?.contains(container.querySelector('[role="alert"]'))).toBe(true);
    expect(errorOf(container, 'address')).toBe('Error: Choose your address from the list');
    expect(fetch).not.toHaveBeenCalled();
    expect(await seriousA11yViolations(container.innerHTML)).toEqual([]);
    unmount();
  });

  it("shows the route's field errors under each field and in the summary, GOV.UK style", async () => {
    routes(() =>
      json(400, {
        error: 'validation.invalid_body',
        message: 'Some details are not valid',
        fields: [
          { path: 'email', message: 'Please enter a valid email address' },
          { path: 'uprn', message: 'Choose your address from the list' },
          { path: 'street_name', message: 'Choose your address from the list' },
          { path: 'current_provider', message: 'Choose your current provider' },
        ],
      }),
    );
    const { container, unmount } = await mount(
      <CallMeForm providers={['BT', 'Sky']} phone="0808 157 0192" />,
    );
    await fillIn(container);
    await click(buttonNamed(container, 'Call me back'));
    await settle();
    expect(errorOf(container, 'email')).toBe('Error: Please enter a valid email address');
    expect(errorOf(container, 'address')).toBe('Error: Choose your address from the list');
    const links = [...container.querySelectorAll('[role="alert"] a')].map((link) => link.textContent);
    expect(links).toEqual([
      'Please enter a valid email address',
      'Choose your address from the list',
      'Choose your current provider',
    ]);
    expect(container.textContent).not.toContain('Sorry, we could not send your request.');
    expect(await seriousA11yViolations(container.innerHTML)).toEqual([]);
    unmount();
  });

  it('sends the chosen address as uprn and street name with an Idempotency-Key, then thanks the visitor', async () => {
    const fetch = routes(() => json(201, { customer: { code: 'C1' } }));
    const { container, unmount } = await mount(<CallMeForm providers={['BT', 'Sky']} phone={null} />);
    await fillIn(container);
    await click(buttonNamed(container, 'Call me back'));
    await settle();
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(url).toBe('/api/customer-callMe');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'jo@example.com',
      contact_name: 'Jo',
      contact_surname: 'Bloggs',
      uprn: '100000000002',
      postcode: 'hb1 1aa',
      street_name: '2 Fibre Street',
      phone: '07700 900123',
      current_provider: 'Sky',
    });
    const status = container.querySelector('[role="status"]');
    expect(status?.textContent).toContain('Thank you, we will call you back');
    expect(status?.textContent).toContain('We will ring 07700 900123 within one working day.');
    unmount();
  });

  it('forgets the address chosen when another postcode is looked up', async () => {
    routes(() => json(201, {}));
    const { container, unmount } = await mount(<CallMeForm providers={['BT', 'Sky']} phone={null} />);
    await fillIn(container);
    expect(input(container, 'address').value).toBe('100000000002');
    await click(buttonNamed(container, 'Find address'));
    await settle();
    expect(input(container, 'address').value).toBe('');
    unmount();
  });

  it('shows a failure with the number to call when the request fails', async () => {
    routes(() => json(503, { error: 'service.unavailable', message: 'The service is unavailable' }));
    const { container, unmount } = await mount(<CallMeForm providers={[]} phone="0808 157 0192" />);
    // Without the provider list the current provider is typed.
    expect(input(container, 'current_provider').tagName).toBe('INPUT');
    await fillIn(container, 'typed');
    await click(buttonNamed(container, 'Call me back'));
    await settle();
    expect(container.querySelector('form > [role="alert"]')?.textContent).toContain(
      'Sorry, we could not send your request. Please call us on 0808 157 0192 instead.',
    );
    unmount();
  });
});

describe('the call-me fields', () => {
  it('map body paths to fields and read the street from the address', () => {
    expect(callMeFieldOf('street_name')).toBe('address');
    expect(callMeFieldOf('uprn')).toBe('address');
    expect(callMeFieldOf('email')).toBe('email');
    expect(callMeFieldOf('nope')).toBeNull();
    expect(streetNameOf(undefined)).toBe('');
    expect(streetNameOf(ADDRESSES[0] as never)).toBe('1 Fibre Street');
  });

  it("give the domain schema's first message per shown field, the address's once", () => {
    const messages = callMeMessages(callMeBody(EMPTY_CALL_ME, undefined));
    expect(messages.address).toBe('Choose your address from the list');
    expect(Object.keys(messages)).toEqual([
      'email',
      'contact_name',
      'contact_surname',
      'address',
      'postcode',
      'phone',
      'current_provider',
    ]);
  });
});
