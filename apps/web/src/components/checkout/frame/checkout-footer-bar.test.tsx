// @vitest-environment jsdom

import { SUMMARY_BUTTON_QUERY } from '@fibre/domain/breakpoints';
import { act, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { mount } from '@/test-support/render';
import { CheckoutFooterBar, type CheckoutFooterBarProps } from './checkout-footer-bar';

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

beforeEach(() => setWidth(375));
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.documentElement.style.overflow = '';
});

function Harness(props: Partial<CheckoutFooterBarProps> & { onOpen?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <form id="details-form" onSubmit={(event) => event.preventDefault()}>
      <CheckoutFooterBar
        primary={{ label: 'Continue', formId: 'details-form' }}
        secondary={{ label: 'Back to extras', href: '/extras' }}
        summary={<p>Fibre 900, £32 a month</p>}
        summaryOpen={open}
        onSummaryOpenChange={(next) => {
          props.onOpen?.(next);
          setOpen(next);
        }}
        {...props}
      />
    </form>
  );
}

const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((element) => element.textContent?.trim() === name);

describe('CheckoutFooterBar', () => {
  it('submits the step form through the form attribute and links the secondary action', async () => {
    await mount(<Harness />);
    const primary = button('Continue') as HTMLButtonElement;
    expect(primary.type).toBe('submit');
    expect(primary.getAttribute('form')).toBe('details-form');
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/extras');
  });

  it('draws the tertiary link beside the secondary one, in a new tab when asked, and none when not given', async () => {
    await mount(<Harness tertiary={{ label: 'Terms and conditions', href: '/legal', newTab: true }} />);
    const links = [...document.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/extras', '/legal']);
    const tertiary = document.querySelector('[data-testid="checkout-footer-tertiary"]') as HTMLAnchorElement;
    expect(tertiary.textContent).toBe('Terms and conditions (opens in a new tab)');
    expect(tertiary.target).toBe('_blank');
    expect(tertiary.rel).toBe('noopener');
    document.body.innerHTML = '';
    await mount(<Harness tertiary={{ label: 'Help', href: '/help' }} />);
    expect(
      document.querySelector('[data-testid="checkout-footer-tertiary"]')?.getAttribute('target'),
    ).toBeNull();
    document.body.innerHTML = '';
    await mount(<Harness />);
    expect(document.querySelector('[data-testid="checkout-footer-tertiary"]')).toBeNull();
  });

  it('runs onClick, and is disabled while disabled or busy', async () => {
    const onClick = vi.fn();
    const { rerender } = await mount(<Harness primary={{ label: 'Place order', onClick }} />);
    const primary = button('Place order') as HTMLButtonElement;
    expect(primary.type).toBe('button');
    act(() => primary.click());
    expect(onClick).toHaveBeenCalledTimes(1);
    await rerender(<Harness primary={{ label: 'Place order', onClick, busy: true }} />);
    const busy = document.querySelector('button[aria-busy="true"]') as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.textContent).toBe('Place order (please wait)');
    await rerender(<Harness primary={{ label: 'Place order', onClick, disabled: true }} />);
    expect((button('Place order') as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers Open Summary under 768 px only', async () => {
    await mount(<Harness />);
    expect(button('Open Summary')).toBeDefined();
    document.body.innerHTML = '';
    setWidth(768);
    await mount(<Harness />);
    expect(button('Open Summary')).toBeUndefined();
    document.body.innerHTML = '';
    setWidth(375);
    await mount(<Harness summary={null} />);
    expect(button('Open Summary')).toBeUndefined();
  });

  it('opens the summary as a modal with scroll locked, closes on Escape and returns focus', async () => {
    const onOpen = vi.fn();
    await mount(<Harness onOpen={onOpen} />);
    const open = button('Open Summary') as HTMLButtonElement;
    open.focus();
    act(() => open.click());
    expect(onOpen).toHaveBeenLastCalledWith(true);
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain('Fibre 900, £32 a month');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(open.textContent).toBe('Close');
    expect(open.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog.open).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(open);
    expect(open.textContent).toBe('Open Summary');
  });

  it('closes the summary once the window is wider than 768 px (resize debounced 500 ms)', async () => {
    vi.useFakeTimers();
    await mount(<Harness />);
    act(() => (button('Open Summary') as HTMLButtonElement).click());
    expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(true);
    setWidth(1024);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(499);
    });
    expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(false);
    expect(button('Open Summary')).toBeUndefined();
  });

  it('has no serious accessibility violations with the overlay open', async () => {
    await mount(<Harness />);
    act(() => (button('Open Summary') as HTMLButtonElement).click());
    const markup = document.body.innerHTML;
    expect(markup).toContain('Order summary');
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });
});

describe('CheckoutFooterBar reads no layout as it is drawn (decision 0713)', () => {
  const restore: Array<() => void> = [];
  afterEach(() => {
    for (const undo of restore.splice(0)) undo();
  });

  /** Counts reads of a property (on an object or a prototype), answering `value`. */
  function countReads(target: object, key: string, value: number): { reads: number } {
    const counter = { reads: 0 };
    const before = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, {
      configurable: true,
      get() {
        counter.reads += 1;
        return value;
      },
    });
    restore.push(() => {
      if (before) Object.defineProperty(target, key, before);
      else delete (target as Record<string, unknown>)[key];
    });
    return counter;
  }

  function stubMatchMedia(matches: boolean): string[] {
    const asked: string[] = [];
    const stub = (query: string) => {
      asked.push(query);
      return { matches, media: query, addEventListener() {}, removeEventListener() {} };
    };
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: stub });
    restore.push(() => delete (window as { matchMedia?: unknown }).matchMedia);
    return asked;
  }

  /** A ResizeObserver whose reports the test sends; and an IntersectionObserver likewise. */
  function stubObservers() {
    const resized: Array<() => void> = [];
    const seen: Array<(visible: boolean) => void> = [];
    class Resize {
      constructor(private readonly callback: () => void) {}
      observe() {
        resized.push(() => this.callback());
      }
      disconnect() {}
    }
    class Intersection {
      constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
      observe() {
        seen.push((visible) => this.callback([{ isIntersecting: visible }]));
      }
      disconnect() {}
    }
    const globals = globalThis as { ResizeObserver?: unknown; IntersectionObserver?: unknown };
    globals.ResizeObserver = Resize;
    globals.IntersectionObserver = Intersection;
    restore.push(() => {
      delete globals.ResizeObserver;
      delete globals.IntersectionObserver;
    });
    return { resized, seen };
  }

  const place = () => document.querySelector('[data-testid="checkout-footer-place"]') as HTMLElement;
  const bar = () => document.querySelector('[data-testid="checkout-footer-bar"]') as HTMLElement;

  it('asks the media query whether the window is narrow, never the window width', async () => {
    const width = countReads(window, 'innerWidth', 375);
    const asked = stubMatchMedia(false);
    await mount(<Harness />);
    expect(asked).toContain(SUMMARY_BUTTON_QUERY);
    expect(width.reads).toBe(0);
    expect(button('Open Summary')).toBeUndefined();
    document.body.innerHTML = '';
    stubMatchMedia(true);
    await mount(<Harness />);
    expect(button('Open Summary')).toBeDefined();
    expect(width.reads).toBe(0);
  });

  it("takes the bar's height from the resize observer, and holds its place with it once fixed", async () => {
    const height = countReads(HTMLElement.prototype, 'offsetHeight', 96);
    const { resized, seen } = stubObservers();
    await mount(<Harness />);
    expect(height.reads).toBe(0);
    expect(bar().dataset.fixed).toBe('false');
    await act(async () => {
      for (const report of resized) report();
      for (const report of seen) report(false);
    });
    expect(bar().dataset.fixed).toBe('true');
    expect(place().style.minHeight).toBe('96px');
  });

  it('measures at once a bar fixed from its first frame', async () => {
    const height = countReads(HTMLElement.prototype, 'offsetHeight', 80);
    stubObservers();
    await mount(<Harness alwaysOnScreen />);
    expect(height.reads).toBe(1);
    expect(bar().dataset.fixed).toBe('true');
    expect(place().style.minHeight).toBe('80px');
  });
});
