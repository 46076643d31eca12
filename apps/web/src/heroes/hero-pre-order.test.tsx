// @vitest-environment jsdom
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_AREA_PAGE } from '@/cms/seed/pages';
import { registerInterestRules } from '@/components/register-interest/register-interest-fields';
import { REGISTER_INTEREST_STORAGE_KEYS } from '@/state/register-interest-storage';
import { choose, click, settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { hydrateWithTyped } from '@/test-support/typed-before-hydration';
import { HeroPreOrder, withArea } from './hero-pre-order';
import { PreOrderHeroChoices } from './hero-pre-order.client';

const journey = vi.hoisted(() => ({
  hydrated: true,
  address: { hasConfirmedAddress: false, addressItem: null as null | { address: string; postcode: string } },
  checkout: { customer: null },
  clearAddress: vi.fn(),
}));
const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
vi.mock('@/state/journey-store', () => ({ useJourney: () => journey }));

const area = { slug: 'demo-valley', name: 'Demo Valley', postcodes: ['HB1 1AD'] };

afterEach(() => {
  vi.unstubAllGlobals();
  push.mockReset();
  window.sessionStorage.clear();
  delete (window as Window & { grecaptcha?: unknown }).grecaptcha;
  document.body.innerHTML = '';
});

// The form loads its rules on the visitor's first touch (decision 0712); a visitor types after they arrive.
beforeAll(async () => {
  await registerInterestRules.load();
});

describe('the register-interest hero from the area template’s demo content', () => {
  it('is the #register-interest anchor with the area’s name, the dropdown, the checklist, the aside and the form’s place', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <HeroPreOrder hero={DEMO_AREA_PAGE.hero} isRootPath={false} area={area} />,
    );
    expect(document.querySelector('section')?.id).toBe('register-interest');
    expect(document.querySelector('h1')?.textContent).toBe('Full fibre is coming to Demo Valley');
    const select = document.querySelector('select');
    expect(document.querySelector(`label[for="${select?.id}"]`)?.textContent).toBe('What would you like?');
    expect([...(select?.options ?? [])].map((option) => [option.value, option.text])).toEqual([
      ['BBO', 'Broadband only'],
      ['BBANDP', 'Broadband and phone'],
    ]);
    expect(document.querySelectorAll('ul[aria-label="What you get"] li')).toHaveLength(3);
    expect(document.querySelector('aside h2')?.textContent).toBe('How building works');
    expect(document.querySelector('aside p')?.textContent).toContain('your home in Demo Valley');
    expect(
      document.querySelector('[data-form-slot="register-interest"]')?.getAttribute('data-package-type'),
    ).toBe('BBO');
    // The spec's #bundle-form anchor is the form's own place, inside #register-interest.
    expect(
      document.querySelector('section#register-interest #bundle-form')?.getAttribute('data-form-slot'),
    ).toBe('register-interest');
    // No address chosen yet: a link to choose one.
    expect(document.querySelector('[data-testid="pre-order-hero-address"] a')?.getAttribute('href')).toBe(
      '/address-finder',
    );
  });

  it('shows a chosen address in the area with its Change button', () => {
    journey.address = {
      hasConfirmedAddress: true,
      addressItem: { address: '10 Build Road', postcode: 'HB1 1AD' },
    };
    document.body.innerHTML = renderToStaticMarkup(
      <HeroPreOrder hero={DEMO_AREA_PAGE.hero} isRootPath={false} area={area} />,
    );
    const box = document.querySelector('[data-testid="pre-order-hero-address"]');
    expect(box?.textContent).toContain('10 Build Road, HB1 1AD');
    expect(box?.querySelector('button')?.textContent).toBe('Change your address');
  });

  it('fills {area} in, or says "your area" without one', () => {
    expect(withArea('Coming to {area}', area)).toBe('Coming to Demo Valley');
    expect(withArea('Coming to {area}', null)).toBe('Coming to your area');
  });
});

describe('the pre-order hero’s package-type choice', () => {
  /** 10 Build Road, HB1 1AD: DESIGN coverage in the Demo Valley area. */
  const buildRoad = DEMO_ADDRESSES.find((address) => address.uprn === '100000000021')!;

  async function submitWith(packageType: string | null) {
    window.sessionStorage.setItem(REGISTER_INTEREST_STORAGE_KEYS.address, JSON.stringify(buildRoad));
    Object.assign(window, {
      grecaptcha: { ready: (callback: () => void) => callback(), execute: async () => 'stand-in-token' },
    });
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ customer: { code: 'ROI12345' } }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const view = await mount(
      <PreOrderHeroChoices
        area={area}
        packageTypeLabel="What would you like?"
        botCheck={{ scriptUrl: 'http://stand-in/recaptcha/api.js', siteKey: 'key' }}
      />,
    );
    const select = view.container.querySelector('select') as HTMLSelectElement;
    if (packageType !== null) await choose(select, packageType);
    const form = view.container.querySelector('form') as HTMLFormElement;
    const field = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;
    await choose(form.querySelector('select') as HTMLSelectElement, 'MS');
    await typeInto(field('contact_name'), 'Sam');
    await typeInto(field('contact_surname'), 'Builder');
    await typeInto(field('email'), 'sam@example.com');
    await typeInto(field('phone'), '07700 900123');
    await click(field('accept_terms'));
    await click(form.querySelector('button[type="submit"]'));
    await vi.waitFor(() => expect(push).toHaveBeenCalled());
    view.unmount();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toContain('/api/customer-roi');
    return JSON.parse(String(init?.body)) as Record<string, unknown>;
  }

  it('sends the dropdown’s chosen key with the registration', async () => {
    const body = await submitWith('BBANDP');
    expect(body).toMatchObject({ package_type: 'BBANDP', uprn: '100000000021', contact_name: 'Sam' });
  });

  it('keeps a choice made before the page came to life for the registration (decision 0705)', async () => {
    const page = (
      <PreOrderHeroChoices
        area={area}
        packageTypeLabel="What would you like?"
        botCheck={{ scriptUrl: 'http://stand-in/recaptcha/api.js', siteKey: 'key' }}
      />
    );
    const { container, unmount } = await hydrateWithTyped(page, 'BBANDP', { selector: 'select' });
    await settle();
    expect(container.querySelector('select')?.value).toBe('BBANDP');
    expect(container.querySelector('#bundle-form')?.getAttribute('data-package-type')).toBe('BBANDP');
    unmount();
  });

  it('sends the first choice, broadband only, when the visitor left the dropdown alone', async () => {
    expect((await submitWith(null)).package_type).toBe('BBO');
  });

  it('puts refused fields on their controls, clears the overlay and shows no failure banner', async () => {
    window.sessionStorage.setItem(REGISTER_INTEREST_STORAGE_KEYS.address, JSON.stringify(buildRoad));
    Object.assign(window, {
      grecaptcha: { ready: (callback: () => void) => callback(), execute: async () => 'stand-in-token' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            error: 'validation.invalid_body',
            message: 'The request body is not valid.',
            fields: [{ path: 'email', message: 'Email is invalid' }],
          },
          { status: 400 },
        ),
      ),
    );
    const view = await mount(
      <PreOrderHeroChoices
        area={area}
        packageTypeLabel="What would you like?"
        botCheck={{ scriptUrl: 'http://stand-in/recaptcha/api.js', siteKey: 'key' }}
      />,
    );
    const form = view.container.querySelector('form') as HTMLFormElement;
    const field = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;
    await choose(form.querySelector('select') as HTMLSelectElement, 'MS');
    await typeInto(field('contact_name'), 'Sam');
    await typeInto(field('contact_surname'), 'Builder');
    await typeInto(field('email'), 'sam@example.com');
    await typeInto(field('phone'), '07700 900123');
    await click(field('accept_terms'));
    await click(form.querySelector('button[type="submit"]'));
    await vi.waitFor(() =>
      expect(form.querySelector('#hero-register-interest-email-error')?.textContent).toBe(
        'Error: Email is invalid',
      ),
    );
    await settle();
    expect(view.container.querySelector('[data-testid="register-interest-overlay"]')).toBeNull();
    expect(form.textContent).not.toContain('error submitting');
    expect(push).not.toHaveBeenCalled();
    view.unmount();
  });
});
