// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormStore } from './form-store';

interface Values {
  email: string;
  agree: boolean;
  topics: string[];
  landline: string;
}

const EMPTY: Values = { email: '', agree: false, topics: [], landline: '' };

function rules(values: Values) {
  return Promise.resolve({
    ...(values.email.includes('@') ? {} : { email: 'Enter an e-mail address' }),
    ...(values.agree ? {} : { agree: 'Tick the box' }),
  });
}

function input(attributes: Record<string, string>): HTMLInputElement {
  const element = document.createElement('input');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** The control changed as a visitor would, then the registration's onChange, as React calls it. */
async function change(store: FormStore<Values>, name: keyof Values, element: HTMLInputElement) {
  await store.register(name).onChange({ target: element } as unknown as Event);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('FormStore (decision 0604)', () => {
  it('reads a text, a yes/no box, a group of boxes as a list and the checked radio', async () => {
    const store = new FormStore<Values>(EMPTY, rules);
    const email = input({ type: 'email', name: 'email' });
    const agree = input({ type: 'checkbox', name: 'agree' });
    const tv = input({ type: 'checkbox', name: 'topics', value: 'tv' });
    const phone = input({ type: 'checkbox', name: 'topics', value: 'phone' });
    const yes = input({ type: 'radio', name: 'landline', value: 'yes' });
    const no = input({ type: 'radio', name: 'landline', value: 'no' });
    store.register('email').ref(email);
    store.register('agree').ref(agree);
    for (const box of [tv, phone]) store.register('topics').ref(box);
    for (const radio of [yes, no]) store.register('landline').ref(radio);
    email.value = 'a@b.test';
    await change(store, 'email', email);
    agree.checked = true;
    await change(store, 'agree', agree);
    phone.checked = true;
    await change(store, 'topics', phone);
    no.checked = true;
    await change(store, 'landline', no);
    expect(store.getValues()).toEqual({ email: 'a@b.test', agree: true, topics: ['phone'], landline: 'no' });
  });

  it('puts the stored value on a control that mounts again, and on its controls when set from code', async () => {
    const store = new FormStore<Values>(EMPTY, rules);
    const first = input({ type: 'text', name: 'email' });
    store.register('email').ref(first);
    first.value = 'kept@b.test';
    await change(store, 'email', first);
    first.remove();
    const again = input({ type: 'text', name: 'email' });
    store.register('email').ref(again);
    expect(again.value).toBe('kept@b.test');
    const yes = input({ type: 'radio', name: 'landline', value: 'yes' });
    store.register('landline').ref(yes);
    store.setValue('landline', 'yes');
    expect(yes.checked).toBe(true);
  });

  it('checks only the fields named, keeping the others’ messages', async () => {
    const store = new FormStore<Values>(EMPTY, rules);
    store.setError('agree', { type: 'server', message: 'Refused' });
    expect(await store.trigger('email')).toBe(false);
    expect(store.formState.errors).toEqual({
      email: { type: 'validate', message: 'Enter an e-mail address' },
      agree: { type: 'server', message: 'Refused' },
    });
    store.setValue('email', 'a@b.test');
    await store.trigger(['email']);
    expect(store.formState.errors.email).toBeUndefined();
  });

  it('counts a submit once onValid has finished, with what it refused on the fields', async () => {
    const store = new FormStore<Values>({ ...EMPTY, email: 'a@b.test', agree: true }, rules);
    const seen: number[] = [];
    await store.handleSubmit(() => {
      seen.push(store.formState.submitCount);
      store.setError('email', { type: 'server', message: 'Taken' });
    });
    expect(seen).toEqual([0]);
    expect(store.formState).toMatchObject({ submitCount: 1, isSubmitted: true });
    expect(store.formState.errors.email?.message).toBe('Taken');
  });

  it('does not call onValid when a rule fails, and lists every message', async () => {
    const store = new FormStore<Values>(EMPTY, rules);
    const onValid = vi.fn();
    await store.handleSubmit(onValid);
    expect(onValid).not.toHaveBeenCalled();
    expect(Object.keys(store.formState.errors)).toEqual(['email', 'agree']);
    expect(store.formState.submitCount).toBe(1);
  });

  it('re-checks a field as it changes once submitted, and its deps', async () => {
    const store = new FormStore<Values>(EMPTY, rules);
    const email = input({ type: 'text', name: 'email' });
    store.register('email').ref(email);
    await store.handleSubmit(vi.fn());
    email.value = 'a@b.test';
    await store.register('email', { deps: ['agree'] }).onChange({ target: email } as unknown as Event);
    expect(store.formState.errors.email).toBeUndefined();
    expect(store.formState.errors.agree?.message).toBe('Tick the box');
  });

  it('is left unsubmitted by a reset inside onValid, with its controls emptied', async () => {
    const store = new FormStore<Values>({ ...EMPTY, email: 'a@b.test', agree: true }, rules);
    const agree = input({ type: 'checkbox', name: 'agree' });
    store.register('agree').ref(agree);
    expect(agree.checked).toBe(true);
    await store.handleSubmit(() => store.reset(EMPTY));
    expect(store.formState).toMatchObject({ submitCount: 0, isSubmitted: false, errors: {} });
    expect(agree.checked).toBe(false);
  });
});

describe('FormStore with controls the visitor changed before the page came to life (decision 0706)', () => {
  /** A server-drawn form: the controls carry their HTML's state as their defaults. */
  function serverForm(): {
    form: HTMLFormElement;
    add: (attributes: Record<string, string>) => HTMLInputElement;
  } {
    const form = document.createElement('form');
    document.body.append(form);
    return {
      form,
      add: (attributes) => {
        const element = input(attributes);
        form.append(element);
        return element;
      },
    };
  }

  it('keeps what was typed, ticked and chosen, and does not overwrite the controls', () => {
    const { add } = serverForm();
    const email = add({ type: 'email', name: 'email', value: '' });
    const agree = add({ type: 'checkbox', name: 'agree' });
    const tv = add({ type: 'checkbox', name: 'topics', value: 'tv' });
    const phone = add({ type: 'checkbox', name: 'topics', value: 'phone' });
    const yes = add({ type: 'radio', name: 'landline', value: 'yes', checked: '' });
    const no = add({ type: 'radio', name: 'landline', value: 'no' });
    email.value = 'early@b.test';
    agree.checked = true;
    phone.checked = true;
    no.checked = true;
    const store = new FormStore<Values>({ ...EMPTY, landline: 'yes' }, rules);
    const changed = vi.fn();
    store.subscribe(changed);
    store.register('email').ref(email);
    store.register('agree').ref(agree);
    for (const box of [tv, phone]) store.register('topics').ref(box);
    for (const radio of [yes, no]) store.register('landline').ref(radio);
    expect(store.getValues()).toEqual({
      email: 'early@b.test',
      agree: true,
      topics: ['phone'],
      landline: 'no',
    });
    expect([email.value, agree.checked, tv.checked, phone.checked, yes.checked, no.checked]).toEqual([
      'early@b.test',
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(changed).toHaveBeenCalled();
  });

  it('still puts the stored values on controls left as the server drew them, and on a control shown again', () => {
    const { add } = serverForm();
    const email = add({ type: 'email', name: 'email', value: '' });
    const yes = add({ type: 'radio', name: 'landline', value: 'yes' });
    const no = add({ type: 'radio', name: 'landline', value: 'no' });
    const store = new FormStore<Values>({ ...EMPTY, email: 'draft@b.test', landline: 'no' }, rules);
    store.register('email').ref(email);
    for (const radio of [yes, no]) store.register('landline').ref(radio);
    expect(email.value).toBe('draft@b.test');
    expect(no.checked).toBe(true);
    // Shown again later: a new control, whatever its state, takes the stored value.
    email.remove();
    const again = add({ type: 'email', name: 'email', value: '' });
    again.value = 'stray';
    store.register('email').ref(again);
    expect(again.value).toBe('draft@b.test');
  });

  it('reads a chosen option, and not the first option the browser shows when none is marked', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<select name="speed"><option value="">Choose</option><option value="150">150</option><option value="900">900</option></select>' +
      '<select name="term"><option value="12">12</option><option value="24" selected>24</option></select>';
    document.body.append(form);
    const [speed, term] = [...form.querySelectorAll('select')] as HTMLSelectElement[];
    if (!speed || !term) throw new Error('no selects');
    const store = new FormStore<{ speed: string; term: string }>({ speed: '150', term: '24' }, () =>
      Promise.resolve({}),
    );
    term.value = '12';
    store.register('speed').ref(speed);
    store.register('term').ref(term);
    expect(store.getValues()).toEqual({ speed: '150', term: '12' });
    expect(speed.value).toBe('150');
  });
});
