// @vitest-environment jsdom
import { act, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteNavigation } from '@/cms/navigation-data';
import { MobileMenu } from './header-nav';

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const navigation = {
  brandName: 'Hey!Broadband',
  phone: { display: '0808 157 0192', tel: '+448081570192', openingHours: '' },
  header: {
    menu: [{ label: 'Coverage', href: '/coverage' }],
    referFriend: { label: 'Refer a friend', href: '/refer-a-friend' },
  },
} as unknown as SiteNavigation;

afterEach(() => {
  pathname = '/';
  document.body.innerHTML = '';
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
});

/** Taps the Menu button from a layout effect: in React's commit, before the effects run. */
function TapOnCommit() {
  useLayoutEffect(() => {
    document.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]')?.click();
  }, []);
  return null;
}

function toggle(container: HTMLElement): HTMLButtonElement {
  const button = container.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]');
  if (!button) throw new Error('no Menu button');
  return button;
}

describe('the phone menu (decision 0707)', () => {
  it('stays open when tapped as soon as it is drawn, before its effects have run', async () => {
    // A tap between React's commit and its effects (a page just come to life): made here from a
    // layout effect, which runs in the commit. Outside act, as in a browser.
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(
      <>
        <MobileMenu navigation={navigation} />
        <TapOnCommit />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toggle(container).getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('#mobile-menu')?.hasAttribute('hidden')).toBe(false);
    root.unmount();
  });

  it('closes on a new page', async () => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<MobileMenu navigation={navigation} />));
    await act(async () => toggle(container).click());
    expect(toggle(container).getAttribute('aria-expanded')).toBe('true');
    pathname = '/coverage';
    await act(async () => root.render(<MobileMenu navigation={navigation} />));
    expect(toggle(container).getAttribute('aria-expanded')).toBe('false');
    act(() => root.unmount());
  });
});
