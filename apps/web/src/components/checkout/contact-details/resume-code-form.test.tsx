// @vitest-environment jsdom
import { RESUME_CODE_FORMAT_MESSAGE } from '@fibre/domain/resume-code';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { leave, settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import {
  RESUME_CODE_FIELD_ID,
  RESUME_CODE_FORM_ID,
  ResumeCodeForm,
  type ResumeCodeFormProps,
} from './resume-code-form';

const views: Array<{ unmount(): void }> = [];
afterEach(() => {
  for (const view of views.splice(0)) view.unmount();
  document.body.innerHTML = '';
});

async function show(overrides: Partial<ResumeCodeFormProps> = {}) {
  const props: ResumeCodeFormProps = {
    email: 'sam@example.com',
    again: false,
    codesSent: 1,
    busy: false,
    onSubmit: vi.fn(async () => []),
    onResend: vi.fn(),
    onBack: vi.fn(),
    ...overrides,
  };
  // The footer bar's Continue submits the form from outside it, through the form attribute.
  const view = await mount(
    <main>
      <ResumeCodeForm {...props} />
      <button type="submit" form={RESUME_CODE_FORM_ID}>
        Continue
      </button>
    </main>,
  );
  views.push(view);
  return { props, view };
}

const field = () => document.getElementById(RESUME_CODE_FIELD_ID) as HTMLInputElement;
const errorText = () => document.getElementById(`${RESUME_CODE_FIELD_ID}-error`)?.textContent ?? null;
async function continueWith() {
  await act(async () => button('Continue')?.click());
  await settle();
}
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((entry) => entry.textContent === name);

describe('ResumeCodeForm', () => {
  it('says where the code went, and asks for it in a numeric one-time-code field', async () => {
    await show();
    expect(document.body.textContent).toContain('We have sent a code to sam@example.com');
    expect(field().getAttribute('inputmode')).toBe('numeric');
    expect(field().getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.querySelector(`label[for="${RESUME_CODE_FIELD_ID}"]`)?.textContent).toBe(
      'Enter the 6-digit code',
    );
    // Keyboard and screen-reader users start at the step's heading.
    expect(document.activeElement?.textContent).toBe('Check your e-mail');
    expect(await seriousA11yViolations(document.body.innerHTML, { withHeading: false })).toEqual([]);
  });

  it('says a new code was sent after a resend', async () => {
    await show({ again: true });
    expect(document.body.textContent).toContain('We have sent a new code to sam@example.com');
  });

  it('hands the typed code over on Continue, and the two other actions to their handlers', async () => {
    const { props } = await show();
    await typeInto(field(), '042917');
    await continueWith();
    expect(props.onSubmit).toHaveBeenCalledWith('042917');
    await act(async () => button('Send a new code')?.click());
    expect(props.onResend).toHaveBeenCalledOnce();
    await act(async () => button('Change your details')?.click());
    expect(props.onBack).toHaveBeenCalledOnce();
  });

  it('sends nothing while busy', async () => {
    const { props } = await show({ busy: true });
    await typeInto(field(), '042917');
    await continueWith();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a code that is not 6 digits with the domain's words when it is left, and on Continue", async () => {
    const { props } = await show();
    await typeInto(field(), '12');
    expect(errorText()).toBeNull();
    await leave(field());
    await settle();
    expect(errorText()).toBe(`Error: ${RESUME_CODE_FORMAT_MESSAGE}`);
    await continueWith();
    expect(props.onSubmit).not.toHaveBeenCalled();
    const link = document.querySelector(`a[href="#${RESUME_CODE_FIELD_ID}"]`);
    expect(link?.textContent).toBe(RESUME_CODE_FORMAT_MESSAGE);
    expect(document.activeElement?.contains(link ?? null)).toBe(true);
  });

  it("shows the route's refusal on the field and in the summary, which takes focus, GOV.UK style", async () => {
    const message = 'The code is not right, or it has expired.';
    await show({ onSubmit: vi.fn(async () => [{ path: 'verification_code', message }]) });
    await typeInto(field(), '042917');
    await continueWith();
    expect(errorText()).toBe(`Error: ${message}`);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toContain(`${RESUME_CODE_FIELD_ID}-error`);
    const link = document.querySelector(`a[href="#${RESUME_CODE_FIELD_ID}"]`);
    expect(link?.textContent).toBe(message);
    expect(document.activeElement?.contains(link ?? null)).toBe(true);
    expect(await seriousA11yViolations(document.body.innerHTML, { withHeading: false })).toEqual([]);
  });

  it('clears the message about the last code when a new one is sent, and keeps the typed code', async () => {
    const { props, view } = await show({
      onSubmit: vi.fn(async () => [{ path: 'verification_code', message: 'The code is not right.' }]),
    });
    await typeInto(field(), '042917');
    await continueWith();
    expect(errorText()).toBe('Error: The code is not right.');
    // A new code sent clears the message about the last one; the typed code stays.
    await view.rerender(
      <main>
        <ResumeCodeForm {...props} again codesSent={2} />
      </main>,
    );
    await settle();
    expect(errorText()).toBeNull();
    expect(field().value).toBe('042917');
  });
});
