// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_OUTAGE_FORM, demoPages } from '@/cms/seed/pages';
import { seriousA11yViolations } from '@/test-support/axe';
import { TEST_PAGE_REFS } from '@/test-support/demo-blocks';
import { click, leave, settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { OutageFormBlock } from './component';
import { OutageForm, outageRules } from './component.client';

const block = demoPages(TEST_PAGE_REFS)
  .find((page) => page.slug === 'network-status')
  ?.layout?.find((entry) => entry.blockType === 'outage-form');
if (block?.blockType !== 'outage-form') throw new Error('no outage form on /network-status');
const config = DEMO_OUTAGE_FORM;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function field(container: HTMLElement, name: string): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!input) throw new Error(`no ${name}`);
  return input;
}

async function mountForm() {
  const view = await mount(<OutageForm config={config} />);
  const submit = () => view.container.querySelector<HTMLButtonElement>('button[type="submit"]');
  return { ...view, submit };
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

// The form loads its rules once shown (decision 0588); a visitor types after they arrive.
beforeAll(async () => {
  await outageRules.load();
});

describe('the outage form block from the demo content', () => {
  it('renders the heading, the five fields and a disabled submit, with no axe violations', async () => {
    const markup = renderToStaticMarkup(<OutageFormBlock block={block} />);
    document.body.innerHTML = markup;
    expect(document.querySelector('h2')?.textContent).toBe('Tell me when it is fixed');
    expect([...document.querySelectorAll('input')].map((input) => input.name)).toEqual([
      'name',
      'surname',
      'email',
      'postcode',
      'agree',
    ]);
    expect(document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });
});

describe('the outage form (§4, §5)', () => {
  it('enables submit only once agree is ticked', async () => {
    const { container, submit, unmount } = await mountForm();
    expect(submit()?.disabled).toBe(true);
    await click(field(container, 'agree'));
    expect(submit()?.disabled).toBe(false);
    unmount();
  });

  it('shows the configured e-mail error once the field is left, with the Error: prefix, following the typing', async () => {
    const fetch = answer(201, { registered: true });
    const { container, unmount } = await mountForm();
    const email = field(container, 'email');
    await typeInto(email, 'jo@example');
    expect(container.querySelector(`#${email.id}-error`)).toBeNull();
    await leave(email);
    await settle();
    expect(container.querySelector(`#${email.id}-error`)?.textContent).toBe(
      'Error: Please enter a valid email address',
    );
    expect(email.getAttribute('aria-describedby')).toBe(`${email.id}-error`);
    await typeInto(email, 'jo@example.com');
    await settle();
    expect(container.querySelector(`#${email.id}-error`)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    unmount();
  });

  it('says what to do when the agree box is left unticked, and clears it once ticked', async () => {
    const { container, unmount } = await mountForm();
    const agree = field(container, 'agree');
    await leave(agree);
    await settle();
    expect(container.querySelector(`#${agree.id}-error`)?.textContent).toBe(
      'Error: Tick the box to agree to be e-mailed about this outage',
    );
    await click(agree);
    await settle();
    expect(container.querySelector(`#${agree.id}-error`)).toBeNull();
    unmount();
  });

  it('leaves the optional fields alone when left blank, and checks a postcode given', async () => {
    const { container, unmount } = await mountForm();
    for (const name of ['name', 'surname', 'postcode']) await leave(field(container, name));
    await settle();
    expect(container.querySelectorAll('[id$="-error"]')).toHaveLength(0);
    const postcode = field(container, 'postcode');
    await typeInto(postcode, 'HB1');
    await leave(postcode);
    await settle();
    expect(container.querySelector(`#${postcode.id}-error`)?.textContent).toBe(
      'Error: Invalid postcode format',
    );
    unmount();
  });

  it("puts a refusal's field message on the e-mail and in the summary, not in a failure panel", async () => {
    answer(400, {
      error: 'validation.invalid_body',
      message: 'Some details are not valid',
      fields: [{ path: 'email', message: 'Email is invalid' }],
    });
    const { container, submit, unmount } = await mountForm();
    const email = field(container, 'email');
    await typeInto(email, 'jo@example.com');
    await click(field(container, 'agree'));
    await click(submit());
    await settle();
    expect(container.querySelector(`#${email.id}-error`)?.textContent).toBe('Error: Email is invalid');
    const links = [...container.querySelectorAll('[role="alert"] a')].map((link) => link.textContent);
    expect(links).toEqual(['Email is invalid']);
    expect(container.querySelector('form > [role="alert"]')).toBeNull();
    expect(document.activeElement?.contains(container.querySelector('[role="alert"] a'))).toBe(true);
    unmount();
  });

  it('refuses a blank e-mail on submit with a summary linking to the field, and passes axe', async () => {
    const fetch = answer(201, { registered: true });
    const { container, submit, unmount } = await mountForm();
    await click(field(container, 'agree'));
    await click(submit());
    const link = container.querySelector<HTMLAnchorElement>('[role="alert"] + ul a, [role="alert"] a');
    expect(link?.textContent).toBe('Please enter a valid email address');
    expect(link?.getAttribute('href')).toBe(`#${field(container, 'email').id}`);
    expect(fetch).not.toHaveBeenCalled();
    const markup = container.innerHTML;
    expect(await seriousA11yViolations(markup)).toEqual([]);
    unmount();
  });

  it('sends only the e-mail and shows the success header, icon and message', async () => {
    const fetch = answer(201, { registered: true });
    const { container, submit, unmount } = await mountForm();
    await typeInto(field(container, 'name'), 'Jo');
    await typeInto(field(container, 'email'), 'jo@example.com');
    await typeInto(field(container, 'postcode'), 'HB1 1AA');
    await click(field(container, 'agree'));
    await click(submit());
    await settle();
    expect(fetch).toHaveBeenCalledWith('/api/outage', expect.objectContaining({ method: 'POST' }));
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init[1].body))).toEqual({ email: 'jo@example.com' });
    const status = container.querySelector('[role="status"]');
    expect(status?.querySelector('h3')?.textContent).toContain('Thank you');
    expect(status?.textContent).toContain('We will e-mail you as soon as the problem is fixed.');
    expect(status?.querySelector('[aria-hidden="true"]')?.textContent).toBe('✓');
    unmount();
  });

  it('shows the configured error message followed by the error text in brackets', async () => {
    answer(503, { error: 'service.unavailable', message: 'The provider did not answer' });
    const { container, submit, unmount } = await mountForm();
    await typeInto(field(container, 'email'), 'jo@example.com');
    await click(field(container, 'agree'));
    await click(submit());
    await settle();
    const alert = container.querySelector('form > [role="alert"]');
    expect(alert?.textContent).toContain(
      'Sorry, we could not register your e-mail (The provider did not answer)',
    );
    expect(alert?.querySelector('[aria-hidden="true"]')?.textContent).toBe('✕');
    expect(await seriousA11yViolations(container.innerHTML)).toEqual([]);
    unmount();
  });
});
