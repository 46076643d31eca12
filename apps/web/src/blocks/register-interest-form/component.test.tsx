// @vitest-environment jsdom
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_REGISTER_INTEREST_FORM, demoPages } from '@/cms/seed/pages';
import { registerInterestRules } from '@/components/register-interest/register-interest-fields';
import { REGISTER_INTEREST_STORAGE_KEYS } from '@/state/register-interest-storage';
import { seriousA11yViolations } from '@/test-support/axe';
import { TEST_PAGE_REFS } from '@/test-support/demo-blocks';
import { choose, click, leave, settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { RegisterInterestSteps } from './component.client';

const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
vi.mock('@/state/journey-store', () => ({
  useJourney: () => ({
    hydrated: true,
    address: { hasConfirmedAddress: false, addressItem: null },
    checkout: { customer: { origin: 'TV' } },
  }),
}));

const farLane = DEMO_ADDRESSES.find((address) => address.uprn === '100000000031')!;
const botCheck = { scriptUrl: 'http://stand-in/recaptcha/api.js', siteKey: 'key' };

beforeEach(() => {
  window.sessionStorage.setItem(REGISTER_INTEREST_STORAGE_KEYS.address, JSON.stringify(farLane));
  Object.assign(window, {
    grecaptcha: { ready: (callback: () => void) => callback(), execute: async () => 'stand-in-token' },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  push.mockReset();
  window.sessionStorage.clear();
  delete (window as Window & { grecaptcha?: unknown }).grecaptcha;
  document.body.innerHTML = '';
});

function input(container: HTMLElement, name: string) {
  const element = container.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`no ${name}`);
  return element;
}

async function filled() {
  const view = await mount(<RegisterInterestSteps submitLabel="Register my interest" botCheck={botCheck} />);
  const form = view.container.querySelector('form') as HTMLFormElement;
  await choose(form.querySelector('select') as HTMLSelectElement, 'DR');
  await typeInto(input(form, 'contact_name'), 'Sam');
  await typeInto(input(form, 'contact_surname'), 'Far');
  await typeInto(input(form, 'email'), 'sam@example.com');
  await typeInto(input(form, 'phone'), '020 7946 0000');
  await click(input(form, 'accept_terms'));
  return { view, form, submit: form.querySelector('button[type="submit"]') as HTMLButtonElement };
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

// The form loads its rules once shown (decision 0586); a visitor types after they arrive.
beforeAll(async () => {
  await registerInterestRules.load();
});

describe('the register-interest block', () => {
  it('is on the /coverage demo page', () => {
    const coverage = demoPages(TEST_PAGE_REFS).find((page) => page.slug === 'coverage');
    expect(coverage?.layout).toContainEqual(DEMO_REGISTER_INTEREST_FORM);
  });

  it('offers the six titles and says why submit is disabled until every rule passes', async () => {
    const view = await mount(
      <RegisterInterestSteps submitLabel="Register my interest" botCheck={botCheck} />,
    );
    const form = view.container.querySelector('form') as HTMLFormElement;
    expect(
      [...(form.querySelector('select')?.options ?? [])].map((option) => `${option.value}/${option.text}`),
    ).toEqual(['/Choose your option', 'DR/Dr.', 'MISS/Miss.', 'MR/Mr.', 'MRS/Mrs.', 'MS/Ms.', 'SIR/Sir.']);
    expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
    await leave(input(form, 'email'));
    await settle();
    // A validation error is no error submitting (decision 0429): the summary says there is a problem.
    expect(form.querySelector('[role="alert"] h3')?.textContent).toBe('There is a problem');
    expect(form.textContent).not.toContain('error submitting');
    expect(form.querySelector('#block-register-interest-email-error')?.textContent).toBe(
      'Error: Field is required',
    );
    expect(document.activeElement).not.toBe(form.querySelector('[role="alert"]')?.parentElement);
    expect(await seriousA11yViolations(view.container.innerHTML)).toEqual([]);
    view.unmount();
  });

  it('waits 1 s at step 2, sends at step 3, then keeps the order info and confirms the code', async () => {
    const fetch = answer(201, { customer: { code: 'ROI12345' } });
    const { view, form, submit } = await filled();
    expect(submit.disabled).toBe(false);
    vi.useFakeTimers();
    await click(submit);
    expect(form.dataset.step).toBe('2');
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).not.toHaveBeenCalled();
    expect(form.dataset.step).toBe('2');
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith('/confirmation-of-interest/ROI12345'));
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({
      contact_title: 'DR',
      phone: '02079460000',
      uprn: '100000000031',
      coverage: 'NOTPASSED',
      marketing: 'NO',
      gdpr: true,
      voucher: false,
      pending_direct_debit: false,
      origin: { value: 'TV' },
      recaptcha_token: 'stand-in-token',
    });
    // The block offers no package type (the pre-order hero's dropdown does).
    expect(body).not.toHaveProperty('package_type');
    expect(JSON.parse(window.sessionStorage.getItem(REGISTER_INTEREST_STORAGE_KEYS.order) ?? '')).toEqual({
      orderNumber: 'ROI12345',
      customerCode: 'ROI12345',
      email: 'sam@example.com',
      action: 'ROI',
    });
    view.unmount();
  });

  it('logs a failure of the service and goes to the order error page (step 5)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(503, { error: 'service.unavailable', message: 'down' });
    const { view, submit } = await filled();
    await click(submit);
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith('/checkout/order/error/service.unavailable'), {
      timeout: 3000,
    });
    expect(error).toHaveBeenCalledWith('service unavailable', expect.anything());
    view.unmount();
  });

  it('carries the chosen address in its hidden address field (§3)', async () => {
    const { view, form } = await filled();
    const hidden = form.querySelector<HTMLInputElement>('input[type="hidden"][name="address"]');
    expect(hidden?.value).toContain(farLane.address);
    expect(hidden?.value).toContain(farLane.postcode);
    view.unmount();
  });

  it('logs the spec’s words and shows the failure banner when the address is gone as the form is sent', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = answer(201, { customer: { code: 'FB7K3M9QXT' } });
    // No address kept: the button stays disabled, so the form is sent as a race would (requestSubmit).
    window.sessionStorage.clear();
    const { view, form, submit } = await filled();
    expect(submit.disabled).toBe(true);
    await act(async () => form.requestSubmit());
    await vi.waitFor(() =>
      expect(form.querySelector('[role="alert"]')?.textContent).toContain(
        'There was an error submitting your details. Please try again.',
      ),
    );
    expect(error).toHaveBeenCalledWith('formData or postcode item is undefined');
    expect(fetch).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    view.unmount();
  });

  it('shows the bot check’s refusal and lets the visitor try again (back to step 0)', async () => {
    answer(403, { error: 'recaptcha.score_too_low', message: 'Recaptcha has failed, please try again.' });
    const { view, form, submit } = await filled();
    await click(submit);
    await vi.waitFor(() => expect(form.dataset.step).toBe('0'), { timeout: 3000 });
    expect(form.querySelector('[role="alert"]')?.textContent).toContain(
      'Recaptcha has failed, please try again.',
    );
    expect(push).not.toHaveBeenCalled();
    expect(await seriousA11yViolations(view.container.innerHTML)).toEqual([]);
    view.unmount();
  });

  it('says nothing while a field is typed in, and names what is wrong once it is left', async () => {
    const view = await mount(
      <RegisterInterestSteps submitLabel="Register my interest" botCheck={botCheck} />,
    );
    const form = view.container.querySelector('form') as HTMLFormElement;
    await typeInto(input(form, 'email'), 'sam@example.c');
    await settle();
    expect(form.querySelector('#block-register-interest-email-error')).toBeNull();
    await leave(input(form, 'email'));
    await settle();
    expect(form.querySelector('#block-register-interest-email-error')?.textContent).toBe(
      'Error: Email is invalid',
    );
    await typeInto(input(form, 'email'), 'sam@example.com');
    await settle();
    expect(form.querySelector('#block-register-interest-email-error')).toBeNull();
    view.unmount();
  });

  it("lets a tap on 'I agree' land after a wrong field is left, the message waiting for the click", async () => {
    const view = await mount(
      <RegisterInterestSteps submitLabel="Register my interest" botCheck={botCheck} />,
    );
    const form = view.container.querySelector('form') as HTMLFormElement;
    const agree = input(form, 'accept_terms');
    await typeInto(input(form, 'phone'), '0770090012');
    // The press on the box blurs the phone on the way down; its message must wait for the click.
    agree.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    input(form, 'phone').dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: agree }));
    await settle();
    expect(form.querySelector('#block-register-interest-phone-error')).toBeNull();
    agree.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
    await click(agree);
    await settle();
    expect(agree.checked).toBe(true);
    expect(form.querySelector('#block-register-interest-phone-error')?.textContent).toBe(
      'Error: Phone is invalid',
    );
    view.unmount();
  });

  it('puts a refusal’s fields on their controls and focuses the summary, without the failure words', async () => {
    answer(400, {
      error: 'validation.invalid_body',
      message: 'The request body is not valid.',
      fields: [{ path: 'contact_title', message: 'Please enter a valid title' }],
    });
    const { view, form, submit } = await filled();
    await click(submit);
    await vi.waitFor(() => expect(form.dataset.step).toBe('0'), { timeout: 3000 });
    await settle();
    expect(form.querySelector('#block-register-interest-contact_title-error')?.textContent).toBe(
      'Error: Please enter a valid title',
    );
    const links = [...form.querySelectorAll('[role="alert"] a')];
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['#block-register-interest-contact_title', 'Please enter a valid title'],
    ]);
    expect(document.activeElement?.contains(form.querySelector('[role="alert"]'))).toBe(true);
    expect(form.textContent).not.toContain('error submitting');
    expect(push).not.toHaveBeenCalled();
    expect(await seriousA11yViolations(view.container.innerHTML)).toEqual([]);
    // Choosing again clears the refused message.
    await choose(form.querySelector('select') as HTMLSelectElement, 'MR');
    await settle();
    expect(form.querySelector('#block-register-interest-contact_title-error')).toBeNull();
    view.unmount();
  });

  it('keeps the failure words for a refusal the visitor cannot put right (the address)', async () => {
    answer(400, {
      error: 'validation.invalid_body',
      message: 'The request body is not valid.',
      fields: [{ path: 'uprn', message: 'Field is required' }],
    });
    const { view, form, submit } = await filled();
    await click(submit);
    await vi.waitFor(() => expect(form.dataset.step).toBe('0'), { timeout: 3000 });
    expect(form.querySelector('[role="alert"]')?.textContent).toBe(
      'There was an error submitting your details. Please try again.',
    );
    view.unmount();
  });
});
