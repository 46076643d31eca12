// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { CALL_ME_SUMMARY, CallMeDisclosure } from './call-me-disclosure';

// The form's module transformed before the tests, as a browser has its chunk after one round trip:
// a first transform outlasts act()'s flush.
// The site's list of current providers (GET /api/ots-providers), asked for once the box is opened.
const askedFor: string[] = [];
beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      askedFor.push(url);
      return Response.json({
        providers: [
          { rcpid: 'RCP-BT0001', name: 'BT' },
          { rcpid: 'RCP-SKY001', name: 'Sky' },
        ],
      });
    }),
  );
  await import('./component.client');
  await import('./call-me-providers');
});

afterEach(() => {
  document.body.innerHTML = '';
});

const props = { phone: '0808 157 0192' } as const;
const formOf = (container: HTMLElement) => container.querySelector('form[aria-label="Ask us to call you"]');

/** Opens or closes the box as a click on its summary does: the attribute, then the toggle event. */
async function toggle(container: HTMLElement, open: boolean) {
  const details = container.querySelector('details');
  if (!details) throw new Error('no disclosure');
  await act(async () => {
    details.open = open;
    details.dispatchEvent(new Event('toggle'));
  });
  await settle();
}

describe('the call-back form behind its disclosure (decision 0709)', () => {
  it('is drawn on the server as a closed summary alone: no form to hydrate, so none of its code', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CallMeDisclosure {...props} />);
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe(CALL_ME_SUMMARY);
    expect(container.querySelector('form, input, select')).toBeNull();
  });

  it('asks for the provider list only once opened, and draws the question as that list (decision 0711)', async () => {
    const { container, unmount } = await mount(<CallMeDisclosure {...props} />);
    expect(askedFor).toEqual([]);
    await toggle(container, true);
    expect(askedFor).toEqual(['/api/ots-providers']);
    const question = container.querySelector('[name="current_provider"]');
    expect(question?.tagName).toBe('SELECT');
    expect([...(question as HTMLSelectElement).options].map((option) => option.text)).toEqual(
      expect.arrayContaining(['BT', 'Sky']),
    );
    unmount();
  });

  it('renders the form once opened, and keeps it and its answers when closed and opened again', async () => {
    const { container, unmount } = await mount(<CallMeDisclosure {...props} />);
    expect(formOf(container)).toBeNull();
    await toggle(container, true);
    const form = formOf(container);
    expect(form).not.toBeNull();
    const firstName = container.querySelector<HTMLInputElement>('[name="contact_name"]');
    if (!firstName) throw new Error('no first name');
    await typeInto(firstName, 'Jo');
    await toggle(container, false);
    await toggle(container, true);
    expect(formOf(container)).toBe(form);
    expect(container.querySelector<HTMLInputElement>('[name="contact_name"]')?.value).toBe('Jo');
    expect(await seriousA11yViolations(container.innerHTML)).toEqual([]);
    unmount();
  });

  it('renders the form when the visitor opened the box before the page came to life', async () => {
    const page = <CallMeDisclosure {...props} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const details = container.querySelector('details');
    if (!details) throw new Error('no disclosure');
    // The browser opens it on a click before any listener of React's is there, and its toggle event
    // (a task of its own) has gone by when React arrives.
    details.open = true;
    await new Promise((resolve) => setTimeout(resolve, 10));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    await settle();
    expect(formOf(container)).not.toBeNull();
    act(() => root?.unmount());
  });
});
