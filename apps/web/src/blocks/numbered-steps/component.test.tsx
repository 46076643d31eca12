// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { choose, click, settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { callMeFieldErrors, streetNameOf } from './call-me-fields';
import { CallMeForm } from './component.client';

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

describe('the call-me form', () => {
  it("shows the route's field errors under each field and in the summary, GOV.UK style", async () => {
    routes(() =>
      json(400, {
        error: 'validation.invalid_body',
        message: 'Some details are not valid',
        fields: [
          { path: 'email', message: 'Please enter a valid email address' },
          { path: 'uprn', message: 'Please choose your address' },
          { path: 'street_name', message: 'Field is required' },
          { path: 'current_provider', message: 'Field is required' },
        ],
      }),
    );
    const { container, unmount } = await mount(
      <CallMeForm providers={['BT', 'Sky']} phone="0808 157 0192" />,
    );
    await click(buttonNamed(container, 'Call me back'));
    await settle();
    const email = input(container, 'email');
    expect(container.querySelector(`#${email.id}-error`)?.textContent).toBe(
      'Error: Please enter a valid email address',
    );
    expect(container.querySelector(`#${input(container, 'address').id}-error`)?.textContent).toBe(
      'Error: Please choose your address',
    );
    const links = [...container.querySelectorAll('[role="alert"] a')].map((link) => link.textContent);
    expect(links).toEqual([
      'Please enter a valid email address',
      'Please choose your address',
      'Field is required',
    ]);
    expect(await seriousA11yViolations(container.innerHTML)).toEqual([]);
    unmount();
  });

  it('sends the chosen address as uprn and street name, then thanks the visitor', async () => {
    const fetch = routes(() => json(201, { customer: { code: 'C1' } }));
    const { container, unmount } = await mount(<CallMeForm providers={['BT', 'Sky']} phone={null} />);
    await typeInto(input(container, 'contact_name'), 'Jo');
    await typeInto(input(container, 'contact_surname'), 'Bloggs');
    await typeInto(input(container, 'email'), 'jo@example.com');
    await typeInto(input(container, 'phone'), '07700 900123');
    await typeInto(input(container, 'postcode'), 'hb1 1aa');
    await click(buttonNamed(container, 'Find address'));
    await settle();
    await choose(input(container, 'address'), '100000000002');
    await choose(input(container, 'current_provider'), 'Sky');
    await click(buttonNamed(container, 'Call me back'));
    await settle();
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(url).toBe('/api/customer-callMe');
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
    expect(container.querySelector('[role="status"]')?.textContent).toContain(
      'Thank you, we will call you back',
    );
    unmount();
  });

  it('shows a failure with the number to call when the request fails', async () => {
    routes(() => json(503, { error: 'service.unavailable', message: 'The service is unavailable' }));
    const { container, unmount } = await mount(<CallMeForm providers={[]} phone="0808 157 0192" />);
    await click(buttonNamed(container, 'Call me back'));
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'Sorry, we could not send your request. Please call us on 0808 157 0192 instead.',
    );
    // Without the provider list the current provider is typed.
    expect(input(container, 'current_provider').tagName).toBe('INPUT');
    unmount();
  });

  it('maps paths to fields and reads the street from the address', () => {
    expect(
      callMeFieldErrors([
        { path: 'street_name', message: 'a' },
        { path: 'nope', message: 'b' },
      ]),
    ).toEqual({ address: 'a' });
    expect(streetNameOf(undefined)).toBe('');
  });
});
