import type { ChangeEvent, FocusEvent } from 'react';

/**
 * The values and messages of one form over uncontrolled native controls (decision 0604): what the
 * site's form hook used React Hook Form for, in the part of its behaviour the hook relies on, so
 * no form page loads the library. Values live here, not in React state; a control's `ref` puts the
 * stored value on it when it mounts (a field shown again keeps what was typed), its `onChange`
 * reads the control back. Messages come from one `resolve(values)` over the domain's rules.
 */

/** A form's values: flat, one entry a field (a text, a yes/no box, a radio's value, a group's list). */
export type FormValues = object;

export type FieldName<V> = Extract<keyof V, string>;

/** A message on a field: 'validate' from the rules, 'server' from a refusal (kept until re-checked). */
export interface FieldMessage {
  type: 'validate' | 'server';
  message: string;
}

export type FieldMessagesOf<V> = Partial<Record<FieldName<V>, FieldMessage>>;

/** Name, handlers and ref for a control: `{...register('email')}` passes straight into the kit's fields. */
export interface ControlRegistration {
  name: string;
  onChange: (event: ChangeEvent<HTMLElement> | Event) => Promise<void>;
  onBlur: (event: FocusEvent<HTMLElement> | Event) => Promise<void>;
  ref: (element: HTMLElement | null) => void;
}

export interface RegisterOptions<V> {
  /** Fields re-checked with this one once the form was submitted (their message is about it too). */
  deps?: FieldName<V> | readonly FieldName<V>[];
}

export interface FormStateView<V> {
  errors: FieldMessagesOf<V>;
  submitCount: number;
  isSubmitted: boolean;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: unknown): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

function isChoice(element: Control): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
}

/** A field's value read from its controls: a radio's checked value, a box's tick or a group's ticked list. */
function readControls(controls: readonly Control[], current: unknown): unknown {
  const [first] = controls;
  if (!first) return current;
  if (first instanceof HTMLInputElement && first.type === 'checkbox') {
    const boxes = controls as HTMLInputElement[];
    if (Array.isArray(current) || boxes.length > 1) {
      return boxes.filter((box) => box.checked && !box.disabled).map((box) => box.value);
    }
    return first.checked && !first.disabled;
  }
  if (first instanceof HTMLInputElement && first.type === 'radio') {
    return (controls as HTMLInputElement[]).find((radio) => radio.checked)?.value ?? null;
  }
  return first.value;
}

/** Puts a stored value on a control, as it shows it. */
function writeControl(control: Control, value: unknown): void {
  if (isChoice(control)) {
    if (control.type === 'checkbox') {
      control.checked = Array.isArray(value) ? value.includes(control.value) : Boolean(value);
    } else {
      control.checked = value !== null && value !== undefined && String(value) === control.value;
    }
    return;
  }
  const text = value === null || value === undefined ? '' : String(value);
  if (control.value !== text) control.value = text;
}

/**
 * Whether the visitor changed this server-drawn control before the page came to life: its state is
 * not the one its HTML gave it (decision 0706). A control React drew itself has its HTML's state.
 */
function editedBeforeHydration(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    if (control.multiple) return options.some((option) => option.selected !== option.defaultSelected);
    // With no option marked selected the browser shows the first.
    return (
      control.selectedIndex !==
      Math.max(
        0,
        options.findIndex((option) => option.defaultSelected),
      )
    );
  }
  if (isChoice(control)) return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/** Every control of this name in the control's form (a whole group of radios or boxes). */
function controlsNamed(control: Control, name: string): Control[] {
  const named = control.form
    ? [...control.form.elements].filter(
        (element): element is Control => isControl(element) && element.name === name,
      )
    : [];
  return named.length > 0 ? named : [control];
}

export class FormStore<V extends FormValues> {
  private values: V;
  private errors: FieldMessagesOf<V> = {};
  private submitCount = 0;
  private isSubmitted = false;
  private readonly controls = new Map<string, Set<Control>>();
  private readonly refs = new Map<string, (element: HTMLElement | null) => void>();
  /** The fields whose controls have reached the store: the first to arrive may hold the visitor's early edits. */
  private readonly mounted = new Set<string>();
  /** Whether a control held an answer given before the page came to life (decision 0706). */
  answeredBeforeHydration = false;
  private readonly listeners = new Set<() => void>();
  private version = 0;
  /** How many times the form was reset: a reset inside `onValid` leaves the form unsubmitted. */
  private resets = 0;

  constructor(
    defaultValues: V,
    /** The messages of the values now, by field; read afresh on every check. */
    private readonly resolve: (values: V) => Promise<Partial<Record<FieldName<V>, string>>>,
  ) {
    this.values = { ...defaultValues };
  }

  /** Called after every change of a value, a message or the submit state (the hook re-renders). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** A number that moves with every change: React's snapshot of the store. */
  getVersion = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  get formState(): FormStateView<V> {
    return { errors: this.errors, submitCount: this.submitCount, isSubmitted: this.isSubmitted };
  }

  getValues(): V;
  getValues<N extends FieldName<V>>(name: N): V[N];
  getValues(name?: FieldName<V>): unknown {
    return name === undefined ? { ...this.values } : this.values[name];
  }

  getFieldState(name: FieldName<V>): { error: FieldMessage | undefined } {
    return { error: this.errors[name] };
  }

  private controlsOf(name: string): Control[] {
    return [...(this.controls.get(name) ?? [])].filter((control) => control.isConnected);
  }

  private refOf(name: string): (element: HTMLElement | null) => void {
    let ref = this.refs.get(name);
    if (!ref) {
      ref = (element) => {
        const set = this.controls.get(name) ?? new Set<Control>();
        this.controls.set(name, set);
        for (const control of set) if (!control.isConnected) set.delete(control);
        if (!isControl(element)) return;
        set.add(element);
        const first = !this.mounted.has(name);
        this.mounted.add(name);
        const stored = this.values[name as FieldName<V>];
        if (stored === undefined) {
          this.values = { ...this.values, [name]: readControls([...set], stored) };
          return;
        }
        const group = first ? controlsNamed(element, name) : [];
        if (group.some(editedBeforeHydration)) {
          // Typed, ticked or chosen before hydration: the visitor's answer, kept rather than overwritten.
          this.values = { ...this.values, [name]: readControls(group, stored) };
          this.answeredBeforeHydration = true;
          this.changed();
        } else writeControl(element, stored);
      };
      this.refs.set(name, ref);
    }
    return ref;
  }

  register(name: FieldName<V>, options?: RegisterOptions<V>): ControlRegistration {
    return {
      name,
      ref: this.refOf(name),
      onBlur: async () => {},
      onChange: async (event) => {
        const target = (event as Event).target;
        const controls = this.controlsOf(name);
        const from = controls.length > 0 ? controls : isControl(target) ? [target] : [];
        this.values = { ...this.values, [name]: readControls(from, this.values[name]) };
        this.changed();
        // After a submit every change re-checks its field, then the fields whose message is about it.
        if (this.isSubmitted) {
          await this.trigger(name);
          const deps = [options?.deps ?? []].flat() as FieldName<V>[];
          if (deps.length > 0) await this.trigger(deps);
        }
      },
    };
  }

  /** Sets a value from code (a custom control), on its controls too; `shouldValidate` re-checks it. */
  setValue = (name: FieldName<V>, value: V[FieldName<V>], options?: { shouldValidate?: boolean }): void => {
    this.values = { ...this.values, [name]: value };
    for (const control of this.controlsOf(name)) writeControl(control, value);
    this.changed();
    if (options?.shouldValidate) void this.trigger(name);
  };

  /** Checks these fields (all when none is named) against the rules: their messages follow. */
  trigger = async (names?: FieldName<V> | readonly FieldName<V>[]): Promise<boolean> => {
    const messages = await this.resolve(this.getValues());
    const checked = names === undefined ? undefined : ([names].flat() as FieldName<V>[]);
    const errors: FieldMessagesOf<V> = checked === undefined ? {} : { ...this.errors };
    for (const name of checked ?? (Object.keys(messages) as FieldName<V>[])) {
      const message = messages[name];
      if (typeof message === 'string') errors[name] = { type: 'validate', message };
      else delete errors[name];
    }
    this.errors = errors;
    this.changed();
    return (checked ?? (Object.keys(errors) as FieldName<V>[])).every((name) => errors[name] === undefined);
  };

  setError = (name: FieldName<V>, error: FieldMessage): void => {
    this.errors = { ...this.errors, [name]: error };
    this.changed();
  };

  clearErrors = (names?: FieldName<V> | readonly FieldName<V>[]): void => {
    if (names === undefined) this.errors = {};
    else {
      const errors = { ...this.errors };
      for (const name of [names].flat() as FieldName<V>[]) delete errors[name];
      this.errors = errors;
    }
    this.changed();
  };

  /**
   * Checks everything; calls `onValid` with the values when nothing is wrong. The submit counts once
   * `onValid` has finished, so a refusal it puts on the fields is in the summary that takes focus.
   */
  handleSubmit = async (onValid: (values: V) => Promise<void> | void): Promise<void> => {
    const values = this.getValues();
    const messages = await this.resolve(values);
    const errors: FieldMessagesOf<V> = {};
    for (const [name, message] of Object.entries(messages)) {
      if (typeof message === 'string') errors[name as FieldName<V>] = { type: 'validate', message };
    }
    this.errors = errors;
    let failure: { error: unknown } | undefined;
    const resets = this.resets;
    if (Object.keys(errors).length === 0) {
      this.changed();
      try {
        await onValid(values);
      } catch (error) {
        failure = { error };
      }
    }
    if (this.resets === resets) {
      this.isSubmitted = true;
      this.submitCount += 1;
    }
    this.changed();
    if (failure) throw failure.error;
  };

  /** Back to these values (else the defaults given now): no message, not submitted, controls refilled. */
  reset = (values: V): void => {
    this.resets += 1;
    this.values = { ...values };
    this.errors = {};
    this.submitCount = 0;
    this.isSubmitted = false;
    for (const [name] of this.controls) {
      for (const control of this.controlsOf(name)) writeControl(control, this.values[name as FieldName<V>]);
    }
    this.changed();
  };
}
