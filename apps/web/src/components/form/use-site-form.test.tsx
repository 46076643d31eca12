// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, leave, settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { hydrateWithTyped } from '@/test-support/typed-before-hydration';
import { Checkbox } from './checkbox';
import { DateInput } from './date-input';
import { ErrorSummary } from './error-summary';
import { type LazyRules, lazyCheck, lazyRules } from './lazy-rules';
import { TextField } from './text-field';
import { type FieldMessages, type SiteFormOptions, type SubmitAttempt, useSiteForm } from './use-site-form';

interface Values {
  email: string;
  day: string;
  month: string;
  year: string;
  agree: boolean;
}

const EMPTY: Values = { email: '', day: '', month: '', year: '', agree: false };
const IDS = { email: 'email', day: 'dob-day', month: 'dob-month', year: 'dob-year', agree: 'agree' };

/** Rules in the shape the domain gives them: the first message of each wrong field. */
function validate(values: Values): FieldMessages<Values> {
  const messages: FieldMessages<Values> = {};
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) messages.email = 'Please enter a valid email address';
  const date = new Date(`${values.year}-${values.month.padStart(2, '0')}-${values.day.padStart(2, '0')}`);
  if (!/^\d{4}$/.test(values.year) || Number.isNaN(date.getTime()))
    messages.day = 'Please enter a valid date';
  if (!values.agree) messages.agree = 'You must agree to continue';
  return messages;
}

function TestForm({
  onValid,
  refusal,
  resetOnSend = false,
  rules = validate,
  lazy,
  loadRulesAtOnce,
}: {
  onValid: (values: Values, attempt: SubmitAttempt) => Promise<void> | void;
  /** The rules, by default answering at once; lazily-loaded rules answer with a promise. */
  rules?: SiteFormOptions<Values>['validate'];
  refusal?: { path: string; message: string }[];
  resetOnSend?: boolean;
  /** The lazily loaded rules `rules` reads (decision 0712). */
  lazy?: LazyRules<unknown>;
  loadRulesAtOnce?: boolean;
  defaultValues?: Values;
}) {
  const site = useSiteForm<Values>({
    defaultValues: EMPTY,
    validate: rules,
    ids: IDS,
    groups: [['day', 'month', 'year']],
    rules: lazy,
    loadRulesAtOnce,
  });
  return (
    <form
      {...site.rulesTriggers}
      noValidate
      data-valid={site.isValid()}
      onSubmit={site.submit(async (values, attempt) => {
        await onValid(values, attempt);
        if (refusal) site.showRefusal(refusal);
        if (resetOnSend) site.reset();
      })}
    >
      <ErrorSummary {...site.summary} />
      <TextField label="Email" {...site.field('email')} />
      <DateInput
        id="dob"
        legend="Date of birth"
        error={site.errorOf('day')}
        parts={{ day: site.register('day'), month: site.register('month'), year: site.register('year') }}
      />
      <Checkbox label="I agree" {...site.field('agree')} />
      <button type="submit" disabled={site.pending}>
        Send
      </button>
      <output data-pending={site.pending}>{site.pending ? 'Sending' : ''}</output>
    </form>
  );
}

const $ = <E extends Element>(selector: string) => document.querySelector(selector) as E;
const errorText = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;

/** Focus leaving `from` for `to`, as the browser reports it (focusout with its relatedTarget). */
async function move(from: Element, to: Element | null) {
  await act(async () => {
    from.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: to }));
  });
}

async function submit() {
  await act(async () => {
    $<HTMLFormElement>('form').requestSubmit();
  });
  await settle();
}

const views: Array<{ unmount(): void }> = [];
afterEach(() => {
  for (const view of views.splice(0)) view.unmount();
  document.body.innerHTML = '';
});

async function render(props: Parameters<typeof TestForm>[0]) {
  views.push(await mount(<TestForm {...props} />));
}

describe('useSiteForm: leaving a field', () => {
  it('says nothing while a field is typed in, and checks it once it is left', async () => {
    await render({ onValid: vi.fn() });
    await typeInto($('#email'), 'not-an-email');
    expect(errorText('email')).toBeNull();
    await leave($('#email'));
    await settle();
    expect(errorText('email')).toBe('Error: Please enter a valid email address');
    expect($('#email').getAttribute('aria-invalid')).toBe('true');
  });

  it('clears the message as soon as the left field becomes right', async () => {
    await render({ onValid: vi.fn() });
    await typeInto($('#email'), 'x');
    await leave($('#email'));
    await settle();
    await typeInto($('#email'), 'a@b.test');
    await settle();
    expect(errorText('email')).toBeNull();
  });

  it('checks a date only when focus leaves all three boxes, and clears it once the date is right', async () => {
    await render({ onValid: vi.fn() });
    await typeInto($('#dob-day'), '27');
    await move($('#dob-day'), $('#dob-month'));
    await settle();
    expect(errorText('dob')).toBeNull();
    await typeInto($('#dob-month'), '3');
    await move($('#dob-month'), $('#dob-year'));
    await settle();
    expect(errorText('dob')).toBeNull();
    await typeInto($('#dob-year'), '19');
    await move($('#dob-year'), $('#agree'));
    await settle();
    expect(errorText('dob')).toBe('Error: Please enter a valid date');
    await typeInto($('#dob-year'), '1990');
    await settle();
    expect(errorText('dob')).toBeNull();
  });

  it('waits until a pressed pointer has clicked before a message appears, so nothing moves under it', async () => {
    await render({ onValid: vi.fn() });
    await typeInto($('#email'), 'x');
    await act(async () => {
      $('#agree').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    });
    await move($('#email'), $('#agree'));
    await settle();
    expect(errorText('email')).toBeNull();
    await act(async () => {
      $('#agree').dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
    });
    await click($('#agree'));
    await settle();
    expect($<HTMLInputElement>('#agree').checked).toBe(true);
    expect(errorText('email')).toBe('Error: Please enter a valid email address');
  });
});

interface Pair {
  email: string;
  confirm: string;
}

/** An e-mail and its confirmation: the confirmation's message is about the e-mail too (`deps`). */
function PairForm() {
  const site = useSiteForm<Pair>({
    defaultValues: { email: '', confirm: '' },
    validate: (values) => (values.confirm === values.email ? {} : { confirm: 'Emails do not match' }),
    ids: { email: 'email', confirm: 'confirm' },
  });
  return (
    <form noValidate onSubmit={site.submit(() => undefined)}>
      <TextField
        id="email"
        label="Email"
        error={site.errorOf('email')}
        {...site.register('email', { deps: ['confirm'] })}
      />
      <TextField label="Confirm" {...site.field('confirm')} />
    </form>
  );
}

describe('useSiteForm: deps', () => {
  it("re-checks a field's left dependants as it changes, and leaves the others quiet", async () => {
    views.push(await mount(<PairForm />));
    await typeInto($('#email'), 'a@b.test');
    await leave($('#email'));
    await settle();
    expect(errorText('confirm')).toBeNull();
    await typeInto($('#confirm'), 'x@y.test');
    await leave($('#confirm'));
    await settle();
    expect(errorText('confirm')).toBe('Error: Emails do not match');
    await typeInto($('#email'), 'x@y.test');
    await settle();
    expect(errorText('confirm')).toBeNull();
  });
});

describe('useSiteForm: submitting', () => {
  it('checks everything on submit, lists the problems in field order and moves focus to the summary', async () => {
    const onValid = vi.fn();
    await render({ onValid });
    await submit();
    expect(onValid).not.toHaveBeenCalled();
    const links = [...document.querySelectorAll('[role="alert"] a')].map((link) => [
      link.getAttribute('href'),
      link.textContent,
    ]);
    expect(links).toEqual([
      ['#email', 'Please enter a valid email address'],
      ['#dob-day', 'Please enter a valid date'],
      ['#agree', 'You must agree to continue'],
    ]);
    expect(document.activeElement?.contains($('[role="alert"]'))).toBe(true);
    expect(errorText('agree')).toBe('Error: You must agree to continue');
  });

  it('re-checks a date as a whole after a submit, whichever box changes', async () => {
    await render({ onValid: vi.fn() });
    await submit();
    await typeInto($('#dob-day'), '1');
    await typeInto($('#dob-month'), '2');
    await settle();
    expect(errorText('dob')).toBe('Error: Please enter a valid date');
    await typeInto($('#dob-year'), '1980');
    await settle();
    expect(errorText('dob')).toBeNull();
  });

  it('sends once while a submit is on its way, and is pending meanwhile', async () => {
    let finish: () => void = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await render({ onValid });
    await typeInto($('#email'), 'a@b.test');
    await typeInto($('#dob-day'), '1');
    await typeInto($('#dob-month'), '2');
    await typeInto($('#dob-year'), '1980');
    await click($('#agree'));
    await submit();
    await submit();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect($('output').getAttribute('data-pending')).toBe('true');
    expect($<HTMLButtonElement>('button').disabled).toBe(true);
    await act(async () => finish());
    await settle();
    expect($('output').getAttribute('data-pending')).toBe('false');
  });

  it('keeps submit disabled in the server markup and enables it once hydrated (decision 0710)', async () => {
    const onValid = vi.fn();
    const page = <TestForm onValid={onValid} />;
    // Before React arrives a press would send the form natively, its answers in the address.
    const server = document.createElement('div');
    const { renderToString } = await import('react-dom/server');
    server.innerHTML = renderToString(page);
    expect(server.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
    const { container, unmount } = await hydrateWithTyped(page, 'early@b.test');
    await settle();
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false);
    expect(container.querySelector('output')?.getAttribute('data-pending')).toBe('false');
    unmount();
  });

  it('draws submit enabled at once for a form first drawn in the browser', async () => {
    await render({ onValid: vi.fn() });
    expect($<HTMLButtonElement>('button').disabled).toBe(false);
  });

  it('keeps the Idempotency-Key for the same values sent again and makes a new one when they change', async () => {
    const keys: string[] = [];
    await render({ onValid: (_values, attempt) => void keys.push(attempt.key) });
    await typeInto($('#email'), 'a@b.test');
    await typeInto($('#dob-day'), '1');
    await typeInto($('#dob-month'), '2');
    await typeInto($('#dob-year'), '1980');
    await click($('#agree'));
    await submit();
    await submit();
    await typeInto($('#email'), 'c@d.test');
    await submit();
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("puts a refusal's fields on their controls", async () => {
    await render({
      onValid: vi.fn(),
      refusal: [
        { path: 'email', message: 'This email address is already registered' },
        { path: 'nowhere', message: 'Not a field' },
      ],
    });
    await typeInto($('#email'), 'a@b.test');
    await typeInto($('#dob-day'), '1');
    await typeInto($('#dob-month'), '2');
    await typeInto($('#dob-year'), '1980');
    await click($('#agree'));
    await submit();
    expect(errorText('email')).toBe('Error: This email address is already registered');
    expect(errorText('nowhere')).toBeNull();
  });

  it("keeps a refusal's message when the field is left unchanged, and drops it once the field changes", async () => {
    await render({
      onValid: vi.fn(),
      refusal: [{ path: 'email', message: 'This email address is already registered' }],
    });
    await typeInto($('#email'), 'a@b.test');
    await typeInto($('#dob-day'), '1');
    await typeInto($('#dob-month'), '2');
    await typeInto($('#dob-year'), '1980');
    await click($('#agree'));
    await submit();
    // Focus moves from the field to the error summary, as after a submit by Enter.
    await move($('#email'), document.querySelector('[role="alert"]')?.parentElement ?? null);
    await settle();
    expect(errorText('email')).toBe('Error: This email address is already registered');
    await typeInto($('#email'), 'c@d.test');
    await settle();
    expect(errorText('email')).toBeNull();
  });

  it('empties the form on reset, and then checks a field only once it is left again', async () => {
    await render({ onValid: vi.fn(), resetOnSend: true });
    await typeInto($('#email'), 'a@b.test');
    await leave($('#email'));
    await typeInto($('#dob-day'), '1');
    await typeInto($('#dob-month'), '2');
    await typeInto($('#dob-year'), '1980');
    await click($('#agree'));
    await submit();
    expect($<HTMLInputElement>('#email').value).toBe('');
    expect($<HTMLInputElement>('#agree').checked).toBe(false);
    await typeInto($('#email'), 'x');
    await settle();
    expect(errorText('email')).toBeNull();
    expect(document.querySelector('[role="alert"]')).toBeNull();
    await leave($('#email'));
    await settle();
    expect(errorText('email')).toBe('Error: Please enter a valid email address');
  });
});

describe('useSiteForm: rules that are still loading (decision 0581)', () => {
  const later = (values: Values) => Promise.resolve(validate(values));

  it('shows the same message on leaving once the rules answer', async () => {
    await render({ onValid: vi.fn(), rules: later });
    await typeInto($('#email'), 'not-an-email');
    await leave($('#email'));
    await settle();
    expect(errorText('email')).toBe('Error: Please enter a valid email address');
  });

  it('lists the same problems on submit and sends only values the rules pass', async () => {
    const onValid = vi.fn();
    await render({ onValid, rules: later });
    expect($('form').getAttribute('data-valid')).toBe('false');
    await submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(
      [...document.querySelectorAll('[role="alert"] a')].map((link) => link.getAttribute('href')),
    ).toEqual(['#email', '#dob-day', '#agree']);
    await typeInto($('#email'), 'a@b.test');
    await typeInto($('#dob-day'), '1');
    await typeInto($('#dob-month'), '2');
    await typeInto($('#dob-year'), '1990');
    await click($('#agree'));
    await submit();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect($('form').getAttribute('data-valid')).toBe('false');
  });
});

describe("useSiteForm: rules loaded on the form's first touch (decision 0712)", () => {
  function lazyValidate() {
    const importer = vi.fn(async () => ({ validate }));
    const lazy = lazyRules(importer);
    return { importer, lazy, rules: lazyCheck(lazy, (loaded, values: Values) => loaded.validate(values)) };
  }

  it('does not load them when drawn, and says the answers are not yet valid', async () => {
    const { importer, lazy, rules } = lazyValidate();
    await render({ onValid: vi.fn(), rules, lazy });
    await settle();
    expect(importer).not.toHaveBeenCalled();
    expect($('form').getAttribute('data-valid')).toBe('false');
  });

  it('loads them when focus enters the form, and re-draws with their answer', async () => {
    const { importer, lazy, rules } = lazyValidate();
    await render({ onValid: vi.fn(), rules, lazy });
    await act(async () => {
      $<HTMLInputElement>('#email').focus();
    });
    await settle();
    expect(importer).toHaveBeenCalledTimes(1);
    await typeInto($('#email'), 'a@b.test');
    await typeInto($('#dob-day'), '1');
    await typeInto($('#dob-month'), '2');
    await typeInto($('#dob-year'), '1990');
    await click($('#agree'));
    expect($('form').getAttribute('data-valid')).toBe('true');
  });

  // jsdom has no PointerEvent; React reads the event's type.
  it('loads them when a pointer comes over the form or presses in it', async () => {
    for (const type of ['pointerover', 'pointerdown'] as const) {
      const { importer, lazy, rules } = lazyValidate();
      await render({ onValid: vi.fn(), rules, lazy });
      await act(async () => {
        $('#email').dispatchEvent(new MouseEvent(type, { bubbles: true }));
      });
      await settle();
      expect(importer, type).toHaveBeenCalledTimes(1);
      for (const view of views.splice(0)) view.unmount();
    }
  });

  it('loads them when a key is pressed in the form (focus was there before the page came to life)', async () => {
    const { importer, lazy, rules } = lazyValidate();
    await render({ onValid: vi.fn(), rules, lazy });
    await act(async () => {
      $('#email').dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    });
    await settle();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('loads them once hydrated when an answer was typed before, and not when none was', async () => {
    for (const typed of ['early@b.test', '']) {
      const { importer, lazy, rules } = lazyValidate();
      const { unmount } = await hydrateWithTyped(
        <TestForm onValid={vi.fn()} rules={rules} lazy={lazy} />,
        typed,
      );
      await settle();
      expect(importer, `typed '${typed}'`).toHaveBeenCalledTimes(typed === '' ? 0 : 1);
      unmount();
    }
  });

  it('loads them when drawn if asked to (answers already given), and then answers at once', async () => {
    const { importer, lazy, rules } = lazyValidate();
    await render({ onValid: vi.fn(), rules, lazy, loadRulesAtOnce: true });
    await settle();
    expect(importer).toHaveBeenCalledTimes(1);
    expect($('form').getAttribute('data-valid')).toBe('false');
  });

  it('still checks and sends when submitted before any touch', async () => {
    const { importer, lazy, rules } = lazyValidate();
    const onValid = vi.fn();
    await render({ onValid, rules, lazy });
    await submit();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(onValid).not.toHaveBeenCalled();
    expect(errorText('email')).toBe('Error: Please enter a valid email address');
  });
});
