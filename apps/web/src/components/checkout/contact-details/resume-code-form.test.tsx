// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { typeInto } from '@/test-support/form-events';
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
    busy: false,
    error: null,
    submitCount: 0,
    onSubmit: vi.fn(),
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
    await act(async () => button('Continue')?.click());
    expect(props.onSubmit).toHaveBeenCalledWith('042917');
    await act(async () => button('Send a new code')?.click());
    expect(props.onResend).toHaveBeenCalledOnce();
    await act(async () => button('Change your details')?.click());
    expect(props.onBack).toHaveBeenCalledOnce();
  });

  it('sends nothing while busy', async () => {
    const { props } = await show({ busy: true });
    await act(async () => (document.getElementById(RESUME_CODE_FORM_ID) as HTMLFormElement).requestSubmit());
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('shows an error on the field and in the summary, which takes focus, GOV.UK style', async () => {
    const message = 'The code is not right, or it has expired.';
    const { props, view } = await show();
    // The route's refusal arrives after the step appeared.
    await view.rerender(
      <main>
        <ResumeCodeForm {...props} error={message} submitCount={1} />
      </main>,
    );
    const error = document.getElementById(`${RESUME_CODE_FIELD_ID}-error`);
    expect(error?.textContent).toBe(`Error: ${message}`);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toContain(`${RESUME_CODE_FIELD_ID}-error`);
    const link = document.querySelector(`a[href="#${RESUME_CODE_FIELD_ID}"]`);
    expect(link?.textContent).toBe(message);
    expect(document.activeElement?.contains(link ?? null)).toBe(true);
    expect(await seriousA11yViolations(document.body.innerHTML, { withHeading: false })).toEqual([]);
  });
});
