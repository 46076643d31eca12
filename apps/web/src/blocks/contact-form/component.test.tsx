// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CONTACT_FORM, demoPages } from '@/cms/seed/pages';
import { resetBotCheckForTests } from '@/services/bot-check-browser';
import { seriousA11yViolations } from '@/test-support/axe';
import { TEST_PAGE_REFS } from '@/test-support/demo-blocks';
import { click, leave, settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { ContactFormBlock } from './component';
import { ContactForm, contactFormRules } from './component.client';
import { contactFormView } from './contact-config';
import type { ContactMessageOutcome } from './send-contact-message';

const block = demoPages(TEST_PAGE_REFS)
  .find((page) => page.slug === 'contact-us')
  ?.layout?.find((entry) => entry.blockType === 'contact-form');
if (block?.blockType !== 'contact-form') throw new Error('no contact form on /contact-us');
const view = contactFormView(DEMO_CONTACT_FORM);

const botCheck = { scriptUrl: 'http://stand-in/recaptcha/api.js', siteKey: 'key' };

beforeEach(() => {
  // The invisible bot check, as if its script had loaded: one token per submit, for the action asked.
  vi.stubGlobal('grecaptcha', {
    ready: (callback: () => void) => callback(),
    execute: async (_key: string, options: { action: string }) => `stand-in-${options.action}`,
  });
});

afterEach(() => {
  resetBotCheckForTests();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  window.location.hash = '';
});

/** The address lookup: HB1 1AA has addresses, anything else none (the route's 404). */
function stubAddressLookup() {
  const fetch = vi.fn(async (_path: string, init?: RequestInit) => {
    const { postcode } = JSON.parse(String(init?.body)) as { postcode: string };
    return postcode === 'HB1 1AA'
      ? Response.json({ addresses: [{ uprn: '1' }] })
      : Response.json({ error: 'uprn.by_postcode.none', message: 'No addresses' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function input(container: HTMLElement, name: string) {
  const found = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (!found) throw new Error(`no ${name}`);
  return found;
}
const messageOf = (container: HTMLElement, name: string) =>
  container.querySelector(`#${input(container, name).id}-error`)?.textContent ?? null;
const submit = (container: HTMLElement) =>
  container.querySelector<HTMLButtonElement>('button[type="submit"]');

async function fillValid(container: HTMLElement) {
  await typeInto(input(container, 'user_name'), 'Jo Bloggs');
  await typeInto(input(container, 'user_email'), 'jo@example.com');
  await typeInto(input(container, 'user_phone'), '+44 7700 900123');
  await typeInto(input(container, 'user_city'), 'Demoton');
  await typeInto(input(container, 'user_postcode'), 'HB1 1AA');
  await typeInto(input(container, 'user_birthdate'), '1990-05-17');
  await typeInto(input(container, 'user_message'), 'Hello');
  await click(input(container, 'user_agree'));
  await click(input(container, 'user_subscription'));
}

// The form loads its rules once shown (decision 0588); a visitor types after they arrive.
beforeAll(async () => {
  await contactFormRules.load();
});

describe('the contact form block from the demo content', () => {
  it('renders the shown fields (not the address), both boxes and a disabled submit, with no axe violations', async () => {
    const markup = renderToStaticMarkup(<ContactFormBlock block={block} />);
    document.body.innerHTML = markup;
    expect(document.querySelector('h2')?.textContent).toBe('Send us a message');
    expect(
      [...document.querySelectorAll('input, textarea')].map((field) => field.getAttribute('name')),
    ).toEqual([
      'user_name',
      'user_email',
      'user_phone',
      'user_city',
      'user_postcode',
      'user_birthdate',
      'user_message',
      'user_agree',
      'user_subscription',
    ]);
    expect(document.querySelector('input[name="user_birthdate"]')?.getAttribute('min')).toBe('1900-01-01');
    expect(document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });

  it('links the terms box to /legal in a new tab, outside its label and named by its description', () => {
    document.body.innerHTML = renderToStaticMarkup(<ContactFormBlock block={block} />);
    const terms = document.querySelector('a[href="/legal"]') as HTMLAnchorElement;
    expect(terms.textContent).toBe('Read our terms and conditions (opens in a new tab)');
    expect(terms.target).toBe('_blank');
    expect(terms.closest('label')).toBeNull();
    const box = document.querySelector('input[name="user_agree"]') as HTMLInputElement;
    const described = (box.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.some((id) => document.getElementById(id)?.contains(terms))).toBe(true);
  });
});

describe('the contact form (§4, §5)', () => {
  it('enables submit once the terms box is ticked; the marketing box is optional (decision 0471)', async () => {
    const { container, unmount } = await mount(
      <ContactForm view={view} send={vi.fn()} botCheck={botCheck} />,
    );
    expect(submit(container)?.disabled).toBe(true);
    await click(input(container, 'user_subscription'));
    expect(submit(container)?.disabled).toBe(true);
    await click(input(container, 'user_subscription'));
    await click(input(container, 'user_agree'));
    expect(submit(container)?.disabled).toBe(false);
    unmount();
  });

  it('sends without marketing consent (decision 0471)', async () => {
    stubAddressLookup();
    const send = vi.fn(async (): Promise<ContactMessageOutcome> => ({ ok: true }));
    const { container, unmount } = await mount(<ContactForm view={view} send={send} botCheck={botCheck} />);
    await fillValid(container);
    await click(input(container, 'user_subscription'));
    expect((input(container, 'user_subscription') as HTMLInputElement).checked).toBe(false);
    await click(submit(container));
    await settle();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ user_subscription: false }),
      'stand-in-contact',
    );
    expect(container.querySelector('[role="status"]')?.textContent).toContain(
      'Thank you, your message has been sent.',
    );
    unmount();
  });

  it('shows each configured error text on blur, with the Error: prefix', async () => {
    stubAddressLookup();
    const { container, unmount } = await mount(
      <ContactForm view={view} send={vi.fn()} botCheck={botCheck} />,
    );
    const cases: [string, string, string][] = [
      ['user_name', '', 'Please enter your name'],
      ['user_email', 'jo@example', 'Please enter a valid email address'],
      ['user_phone', '07700  900123', 'Please enter a valid UK phone number'],
      ['user_city', '', 'Please enter your town or city'],
      ['user_postcode', '', 'Please enter your postcode'],
      ['user_birthdate', '1899-12-31', 'Please enter a valid date of birth'],
      ['user_message', '', 'Please enter your message'],
    ];
    for (const [name, value, message] of cases) {
      await typeInto(input(container, name), value);
      await leave(input(container, name));
      expect(messageOf(container, name)).toBe(`Error: ${message}`);
    }
    unmount();
  });

  it('accepts UK phones with 0, 44 or +44 then 9 or 10 digits in single-spaced groups', async () => {
    const { container, unmount } = await mount(
      <ContactForm view={view} send={vi.fn()} botCheck={botCheck} />,
    );
    for (const good of ['07700900123', '+44 7700 900123', '44 1632 960 01', '0 1632 960001']) {
      await typeInto(input(container, 'user_phone'), good);
      await leave(input(container, 'user_phone'));
      expect(messageOf(container, 'user_phone')).toBeNull();
    }
    for (const bad of ['7700900123', '+44 77009', '07700  900123', '0770090012345']) {
      await typeInto(input(container, 'user_phone'), bad);
      expect(messageOf(container, 'user_phone')).toBe('Error: Please enter a valid UK phone number');
    }
    unmount();
  });

  it("says 'Invalid postcode format', then 'Postcode not found' from the address lookup", async () => {
    const fetch = stubAddressLookup();
    const { container, unmount } = await mount(
      <ContactForm view={view} send={vi.fn()} botCheck={botCheck} />,
    );
    const postcode = input(container, 'user_postcode');
    await typeInto(postcode, 'HB1');
    await leave(postcode);
    expect(messageOf(container, 'user_postcode')).toBe('Error: Invalid postcode format');
    expect(fetch).not.toHaveBeenCalled();
    await typeInto(postcode, 'ZZ9 9ZZ');
    await leave(postcode);
    await settle();
    expect(fetch).toHaveBeenCalledWith('/api/uprn-by-postcode', expect.objectContaining({ method: 'POST' }));
    expect(messageOf(container, 'user_postcode')).toBe('Error: Postcode not found');
    await typeInto(postcode, 'HB1 1AA');
    await leave(postcode);
    await settle();
    expect(messageOf(container, 'user_postcode')).toBeNull();
    unmount();
  });

  it('shows the birthdate day/month/year on blur', async () => {
    const { container, unmount } = await mount(
      <ContactForm view={view} send={vi.fn()} botCheck={botCheck} />,
    );
    const birthdate = input(container, 'user_birthdate');
    await typeInto(birthdate, '1990-05-17');
    await leave(birthdate);
    expect(container.querySelector(`#${birthdate.id}-hint`)?.textContent).toBe('Date of birth: 17/05/1990');
    unmount();
  });

  it('lists every problem in the summary on submit, linked to the fields, and passes axe', async () => {
    stubAddressLookup();
    const send = vi.fn();
    const { container } = await mount(<ContactForm view={view} send={send} botCheck={botCheck} />);
    await click(input(container, 'user_agree'));
    await click(input(container, 'user_subscription'));
    await click(submit(container));
    await settle();
    const links = [...container.querySelectorAll<HTMLAnchorElement>('[role="alert"] a')];
    expect(links.map((link) => link.textContent)).toEqual([
      'Please enter your name',
      'Please enter a valid email address',
      'Please enter a valid UK phone number',
      'Please enter your town or city',
      'Please enter your postcode',
      'Please enter a valid date of birth',
      'Please enter your message',
    ]);
    expect(links[0]?.getAttribute('href')).toBe(`#${input(container, 'user_name').id}`);
    expect(send).not.toHaveBeenCalled();
    expect(await seriousA11yViolations(container.innerHTML)).toEqual([]);
  });

  it('sends the values, shows the success message, resets and jumps to the contact card', async () => {
    stubAddressLookup();
    const send = vi.fn(async (): Promise<ContactMessageOutcome> => ({ ok: true }));
    const { container, unmount } = await mount(<ContactForm view={view} send={send} botCheck={botCheck} />);
    await fillValid(container);
    await click(submit(container));
    await settle();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        user_name: 'Jo Bloggs',
        user_email: 'jo@example.com',
        user_postcode: 'HB1 1AA',
        user_agree: true,
        user_subscription: true,
      }),
      // A token asked for with the contact form's own action (decision 0388).
      'stand-in-contact',
    );
    expect(container.querySelector('[role="status"]')?.textContent).toContain(
      'Thank you, your message has been sent.',
    );
    expect((input(container, 'user_name') as HTMLInputElement).value).toBe('');
    expect((input(container, 'user_agree') as HTMLInputElement).checked).toBe(false);
    expect(window.location.hash).toBe('#contact-card');
    unmount();
  });

  it('shows the configured error message with a failure icon when sending fails', async () => {
    stubAddressLookup();
    const send = vi.fn(async (): Promise<ContactMessageOutcome> => ({ ok: false, failed: true }));
    const { container, unmount } = await mount(<ContactForm view={view} send={send} botCheck={botCheck} />);
    await fillValid(container);
    await click(submit(container));
    await settle();
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(
      'Sorry, your message could not be sent. Please try again or call us.',
    );
    expect(alert?.querySelector('[aria-hidden="true"]')?.textContent).toBe('✕');
    expect(window.location.hash).toBe('#contact-card');
    unmount();
  });

  it('shows a refusal (too many messages, the bot check) and keeps what was typed', async () => {
    stubAddressLookup();
    const send = vi.fn(
      async (): Promise<ContactMessageOutcome> => ({
        ok: false,
        refused: {
          error: 'request.rate_limited',
          message: 'Too many attempts. Please wait a few minutes and try again.',
        },
      }),
    );
    const { container, unmount } = await mount(<ContactForm view={view} send={send} botCheck={botCheck} />);
    await fillValid(container);
    await click(submit(container));
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect((input(container, 'user_name') as HTMLInputElement).value).toBe('Jo Bloggs');
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(await seriousA11yViolations(container.innerHTML)).toEqual([]);
    unmount();
  });

  it('sends without a token when the bot check gives none, so the server refuses it', async () => {
    stubAddressLookup();
    vi.stubGlobal('grecaptcha', { ready: (callback: () => void) => callback(), execute: async () => '' });
    const send = vi.fn(async (): Promise<ContactMessageOutcome> => ({ ok: true }));
    const { container, unmount } = await mount(<ContactForm view={view} send={send} botCheck={botCheck} />);
    await fillValid(container);
    await click(submit(container));
    await settle();
    expect(send).toHaveBeenCalledWith(expect.anything(), null);
    unmount();
  });

  it('says nothing while a field is typed in, and its configured text once it is left', async () => {
    const { container, unmount } = await mount(
      <ContactForm view={view} send={vi.fn()} botCheck={botCheck} />,
    );
    await typeInto(input(container, 'user_email'), 'jo@example');
    await settle();
    expect(messageOf(container, 'user_email')).toBeNull();
    await leave(input(container, 'user_email'));
    await settle();
    expect(messageOf(container, 'user_email')).toBe('Error: Please enter a valid email address');
    unmount();
  });

  it('lets a tap on the terms box land after a wrong field is left, the message waiting for the click', async () => {
    const { container, unmount } = await mount(
      <ContactForm view={view} send={vi.fn()} botCheck={botCheck} />,
    );
    const agree = input(container, 'user_agree') as HTMLInputElement;
    await typeInto(input(container, 'user_phone'), '07700');
    agree.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    input(container, 'user_phone').dispatchEvent(
      new FocusEvent('focusout', { bubbles: true, relatedTarget: agree }),
    );
    await settle();
    expect(messageOf(container, 'user_phone')).toBeNull();
    agree.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
    await click(agree);
    await settle();
    expect(agree.checked).toBe(true);
    expect(messageOf(container, 'user_phone')).toBe('Error: Please enter a valid UK phone number');
    unmount();
  });

  it('does not send a postcode the address lookup does not know, and says so in the summary', async () => {
    stubAddressLookup();
    const send = vi.fn();
    const { container, unmount } = await mount(<ContactForm view={view} send={send} botCheck={botCheck} />);
    await fillValid(container);
    await typeInto(input(container, 'user_postcode'), 'ZZ9 9ZZ');
    await click(submit(container));
    await settle();
    expect(send).not.toHaveBeenCalled();
    expect(messageOf(container, 'user_postcode')).toBe('Error: Postcode not found');
    expect([...container.querySelectorAll('[role="alert"] a')].map((link) => link.textContent)).toEqual([
      'Postcode not found',
    ]);
    unmount();
  });

  it("puts the server's field errors on their fields and in the summary, focused", async () => {
    stubAddressLookup();
    const send = vi.fn(
      async (): Promise<ContactMessageOutcome> => ({
        ok: false,
        fieldErrors: { user_name: 'Please enter your name' },
      }),
    );
    const { container, unmount } = await mount(<ContactForm view={view} send={send} botCheck={botCheck} />);
    await fillValid(container);
    await click(submit(container));
    await settle();
    expect(messageOf(container, 'user_name')).toBe('Error: Please enter your name');
    const summary = container.querySelector('[role="alert"]');
    expect(summary?.querySelector('a')?.getAttribute('href')).toBe(`#${input(container, 'user_name').id}`);
    expect(document.activeElement?.contains(summary)).toBe(true);
    expect((input(container, 'user_email') as HTMLInputElement).value).toBe('jo@example.com');
    unmount();
  });

  it('keeps focus in the field typed in after a failed submit, even when the summary comes back', async () => {
    stubAddressLookup();
    const { container, unmount } = await mount(
      <ContactForm view={view} send={vi.fn()} botCheck={botCheck} />,
    );
    await click(input(container, 'user_agree'));
    await click(input(container, 'user_subscription'));
    await click(submit(container));
    await settle();
    expect(document.activeElement?.contains(container.querySelector('[role="alert"]'))).toBe(true);
    const answers: [string, string][] = [
      ['user_name', 'Jo Bloggs'],
      ['user_email', 'jo@example.com'],
      ['user_phone', '07700 900123'],
      ['user_city', 'Demoton'],
      ['user_postcode', 'HB1 1AA'],
      ['user_birthdate', '1990-05-17'],
      ['user_message', 'Hello'],
    ];
    for (const [name, value] of answers) await typeInto(input(container, name), value);
    await settle();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    const email = input(container, 'user_email');
    email.focus();
    await typeInto(email, 'jo@');
    await settle();
    expect(messageOf(container, 'user_email')).toBe('Error: Please enter a valid email address');
    expect(document.activeElement).toBe(email);
    unmount();
  });
});
