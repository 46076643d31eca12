// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_AREA_PAGE } from '@/cms/seed/pages';
import { HeroPreOrder, withArea } from './hero-pre-order';

const journey = vi.hoisted(() => ({
  hydrated: true,
  address: { hasConfirmedAddress: false, addressItem: null as null | { address: string; postcode: string } },
  clearAddress: vi.fn(),
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/state/journey-store', () => ({ useJourney: () => journey }));

const area = { slug: 'demo-valley', name: 'Demo Valley', postcodes: ['HB1 1AD'] };

afterEach(() => {
  document.body.innerHTML = '';
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
