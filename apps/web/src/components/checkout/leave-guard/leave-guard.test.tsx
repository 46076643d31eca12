// @vitest-environment jsdom
import { initialBasketState } from '@fibre/domain/basket-state';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { JourneyProvider } from '@/state/journey-engine';
import { STORAGE_KEYS, writeSlice } from '@/state/persistence';
import { mount } from '@/test-support/render';
import { useAskToLeave } from './ask-to-leave';
import { LeaveGuard } from './leave-guard';
import { UNLOAD_MARK_KEY } from './unload-stash';

const nav = vi.hoisted(() => ({
  router: { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() },
  pathname: '/checkout',
}));
vi.mock('next/navigation', () => ({ useRouter: () => nav.router, usePathname: () => nav.pathname }));

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/checkout');
  nav.pathname = '/checkout';
  nav.router.push.mockClear();
});
const mounted: Array<{ unmount(): void }> = [];
afterEach(() => {
  for (const view of mounted.splice(0)) view.unmount();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const changed = vi.fn();

/** A page's own leaving button, as the checkout's address Change is. */
function ChangeButton() {
  const askToLeave = useAskToLeave();
  return (
    <button
      type="button"
      onClick={() => askToLeave({ target: { kind: 'path', href: '/address-finder' }, onContinue: changed })}
    >
      Change
    </button>
  );
}

async function guarded(withBasket = true) {
  if (withBasket) {
    writeSlice(
      window.localStorage,
      'basket',
      { ...initialBasketState, basketItem: 1002, selectedItem: 1002 },
      Date.now(),
    );
  }
  const view = await mount(
    <JourneyProvider>
      <LeaveGuard>
        <a href="/">Home</a>
        <a href="/extras">Extras</a>
        <a href="tel:08001234567">Call</a>
        <ChangeButton />
      </LeaveGuard>
    </JourneyProvider>,
  );
  // The watcher's code loads after hydration (decision 0691): wait for it to join.
  await act(async () => {
    await import('./leave-guard-watcher');
  });
  mounted.push(view);
  return view;
}

function click(name: string): MouseEvent {
  const link = Array.from(document.querySelectorAll('a')).find((anchor) => anchor.textContent === name);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => {
    link?.dispatchEvent(event);
  });
  return event;
}

const modal = () => document.querySelector('dialog[role="alertdialog"]') as HTMLDialogElement;

describe('LeaveGuard', () => {
  it('asks before a link leaves the checkout, and lets the allowed moves and tel: links through', async () => {
    await guarded();
    expect(click('Extras').defaultPrevented).toBe(false);
    expect(click('Call').defaultPrevented).toBe(false);
    expect(modal().open).toBe(false);
    expect(click('Home').defaultPrevented).toBe(true);
    expect(modal().open).toBe(true);
    expect(modal().textContent).toContain('Are you sure you want to leave?');
  });

  it('Cancel stays; Continue empties the basket and navigates 50 ms later', async () => {
    await guarded();
    click('Home');
    const [cancel] = Array.from(modal().querySelectorAll('button'));
    act(() => cancel?.click());
    expect(modal().open).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.basket)).not.toBeNull();

    click('Home');
    const [, next] = Array.from(modal().querySelectorAll('button'));
    act(() => next?.click());
    expect(nav.router.push).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.basket)).toBeNull();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 80));
    });
    expect(nav.router.push).toHaveBeenCalledWith('/');
    // With the basket gone there is nothing to lose: the guard asks nothing more.
    expect(click('Home').defaultPrevented).toBe(false);
    // The guard resets 100 ms after navigating.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
  });

  it('asks nothing with an empty basket, or off the guarded paths', async () => {
    const first = await guarded(false);
    expect(click('Home').defaultPrevented).toBe(false);
    first.unmount();
    mounted.splice(0);
    nav.pathname = '/service-available';
    await guarded();
    expect(click('Home').defaultPrevented).toBe(false);
  });

  it("asks through the browser's prompt on beforeunload, and clears the journey on unload", async () => {
    await guarded();
    const beforeUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(beforeUnload);
    expect(beforeUnload.defaultPrevented).toBe(true);
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.getItem(STORAGE_KEYS.basket)).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem(UNLOAD_MARK_KEY) ?? '{}').from).toBe('/checkout');
  });

  it('pushes one guard entry, and asks when the back button goes back past it', async () => {
    await guarded();
    expect(window.history.state).toEqual({ __hbLeaveGuard: true });
    window.history.replaceState(null, '', '/checkout');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(modal().open).toBe(true);
  });

  it("asks before a page's own button leaves; Continue runs its own clearing too, then goes", async () => {
    changed.mockClear();
    await guarded();
    const change = () =>
      act(() => {
        Array.from(document.querySelectorAll('button'))
          .find((button) => button.textContent === 'Change')
          ?.click();
      });
    change();
    expect(modal().open).toBe(true);
    expect(modal().textContent).toContain('Are you sure you want to leave?');
    const [cancel] = Array.from(modal().querySelectorAll('button'));
    act(() => cancel?.click());
    expect(changed).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.basket)).not.toBeNull();

    change();
    const [, next] = Array.from(modal().querySelectorAll('button'));
    act(() => next?.click());
    expect(changed).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem(STORAGE_KEYS.basket)).toBeNull();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 80));
    });
    expect(nav.router.push).toHaveBeenCalledWith('/address-finder');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
  });

  it('lets a page button go at once when there is nothing to lose', async () => {
    changed.mockClear();
    await guarded(false);
    act(() => {
      Array.from(document.querySelectorAll('button'))
        .find((button) => button.textContent === 'Change')
        ?.click();
    });
    expect(modal().open).toBe(false);
    expect(changed).toHaveBeenCalledOnce();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(nav.router.push).toHaveBeenCalledWith('/address-finder');
  });
});
