'use client';

import type { FieldError as RefusedField } from '@fibre/domain/schemas/error-body';
import {
  type FocusEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { afterPointer, watchPointer } from './after-pointer';
import type { FormErrorItem } from './error-summary';
import { type ControlRegistration, FormStore, type FormValues, type RegisterOptions } from './form-store';
import type { LazyRules } from './lazy-rules';

type FieldValues = FormValues;

/** The first message of each wrong field, in the words the spec gives; nothing for a right one. */
export type FieldMessages<V> = Partial<Record<Extract<keyof V, string>, string>>;

export interface SiteFormOptions<V extends FieldValues> {
  defaultValues: V;
  /**
   * The domain's rules for these values (the same the same-site route and the provider API run):
   * a schema's first messages through `firstMessages`, or a zod-free check (decision 0143). Read
   * afresh on every check, so rules that depend on the page (a business address, today) stay current.
   */
  validate: (values: V) => FieldMessages<V> | Promise<FieldMessages<V>>;
  /** Each field's control id: where its message hangs and where the error summary links. */
  ids: Readonly<Record<Extract<keyof V, string>, string>>;
  /**
   * Fields answered together, as one question (a date's three boxes): checked when focus leaves
   * the whole group, not each box, and the message sits on the group's first field.
   */
  groups?: ReadonlyArray<ReadonlyArray<Extract<keyof V, string>>>;
  /** The field a refusal's dotted path is about; by default the field of that name, if any. */
  fieldOfPath?: (path: string) => Extract<keyof V, string> | null;
  /** Where the summary links for a field, when not its `ids` entry (a field shown as another control). */
  summaryId?: (field: Extract<keyof V, string>, values: V) => string;
  /**
   * The lazily loaded rules `validate` reads (lazy-rules.ts), if any. They load on the visitor's first
   * touch of the form (`rulesTriggers`) or its first check, not with the page (decision 0712);
   * `isValid` answers false until they are here instead of loading them from a render.
   */
  rules?: LazyRules<unknown>;
  /** Load the rules once the form is shown: its answers are already given (a kept draft). */
  loadRulesAtOnce?: boolean;
}

/**
 * Spread on the `<form>`: its rules start loading when the visitor points at it, presses, focuses
 * or types in it.
 */
export interface RulesTriggers {
  onFocus: () => void;
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onKeyDown: () => void;
}

/** What a submit handler gets besides the values: the attempt's Idempotency-Key. */
export interface SubmitAttempt {
  /** The same for the same values sent again (a retry after a lost answer), new once they change. */
  key: string;
}

export interface SiteForm<V extends FieldValues> {
  /** The form's store, for what the hook does not wrap (setValue from a custom control). */
  form: FormStore<V>;
  /** The values as typed, re-rendering as they change. */
  values: V;
  /**
   * Name, handlers and ref for a control, with the hook's checks on leaving and on change. Its `deps`
   * (fields whose message is also about this one) are re-checked as it changes once they were left.
   */
  register: (name: Extract<keyof V, string>, options?: RegisterOptions<V>) => ControlRegistration;
  /** Everything a kit field takes: `<TextField label="Email" {...field('email')} />`. */
  field: (name: Extract<keyof V, string>) => ControlRegistration & { id: string; error?: string };
  /** The message shown for a field now. */
  errorOf: (name: Extract<keyof V, string>) => string | undefined;
  /** Spread into `<ErrorSummary>`: the problems after a submit, and the count that moves focus to it. */
  summary: { errors: FormErrorItem[]; submitCount: number };
  /** The form's onSubmit: checks everything, then calls `onValid` once at a time. */
  submit: (
    onValid: (values: V, attempt: SubmitAttempt) => Promise<void> | void,
  ) => (event?: FormEvent) => void;
  /**
   * True while `onValid` runs, and in the server's markup until the page hydrates: show it on the
   * button and refuse a press. Before hydration a press would send the form natively, a GET with
   * the answers in the address (decision 0710); what is typed meanwhile is kept (0706).
   */
  pending: boolean;
  /** Puts a refusal's `fields` on their controls; gives back those the form has no control for. */
  showRefusal: (fields: readonly RefusedField[]) => RefusedField[];
  /** Whether the domain's rules pass for the values now (for a submit that waits until they do). */
  isValid: (names?: ReadonlyArray<Extract<keyof V, string>>) => boolean;
  /** Spread on the `<form>` (or what holds its fields): where its lazily loaded rules start loading. */
  rulesTriggers: RulesTriggers;
  /**
   * Empties the form after it was sent (to these values, else the defaults): no message, no summary,
   * and no field counts as left, so the next visitor's typing is checked on leaving again.
   */
  reset: (values?: V) => void;
}

type Name<V> = Extract<keyof V, string>;

// React reads the server snapshot while it hydrates the server's markup, then the client's: the
// button is disabled in the HTML and enabled once React has taken it over, with no extra render
// for a form first drawn in the browser.
const subscribeToNothing = () => () => {};
const notHydrating = () => false;
const hydratingOnTheServer = () => true;

/** A stable text of the values, to tell a retry of the same values from new ones. */
function fingerprint(values: unknown): string {
  return JSON.stringify(values);
}

/**
 * The one form hook (decisions 0420, 0604): a small store over uncontrolled controls holding the
 * values (`form-store.ts`), the domain's rules giving the messages, and the GOV.UK behaviour every form shares. A field is checked when it is left (a
 * group when the whole group is left), then as it changes; everything is checked on submit, with
 * the error summary focused; a message that appears or clears on leaving waits until the pointer
 * that caused the leaving has finished its click, so nothing moves under a tap.
 */
export function useSiteForm<V extends FieldValues>(options: SiteFormOptions<V>): SiteForm<V> {
  const latest = useRef(options);
  latest.current = options;
  // One store for the form's life, its rules read afresh on every check (the page may change them).
  const [form] = useState(
    () =>
      new FormStore<V>(options.defaultValues, async (values) => {
        const messages = await latest.current.validate(values);
        return messages as Partial<Record<Name<V>, string>>;
      }),
  );
  useSyncExternalStore(form.subscribe, form.getVersion, form.getVersion);
  const values = form.getValues();
  const { errors, submitCount, isSubmitted } = form.formState;
  // Fields whose message is live: left once (or in a group left once); they are re-checked as they change.
  const left = useRef(new Set<string>());
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const hydrating = useSyncExternalStore(subscribeToNothing, notHydrating, hydratingOnTheServer);
  const attempt = useRef<{ print: string; key: string } | null>(null);

  useEffect(watchPointer, []);

  // Re-rendered once the rules are here, so a submit that waits for valid answers follows them.
  const [, setRulesHere] = useState(false);
  const loadRules = useCallback(() => {
    const rules = latest.current.rules;
    if (rules === undefined || rules.now() !== undefined) return;
    rules.load().then(
      () => setRulesHere(true),
      // Not here (offline): the next touch or check loads them again, and a check says so.
      () => undefined,
    );
  }, []);
  const rulesTriggers = useMemo(
    () => ({ onFocus: loadRules, onPointerEnter: loadRules, onPointerDown: loadRules, onKeyDown: loadRules }),
    [loadRules],
  );
  const loadRulesAtOnce = options.loadRulesAtOnce === true;
  useEffect(() => {
    // Answers typed before the page came to life were given with no event React saw (the controls'
    // refs, which run before this, have just read them): their form is already in use.
    if (loadRulesAtOnce || form.answeredBeforeHydration) loadRules();
  }, [loadRulesAtOnce, loadRules, form]);

  const groupOf = useCallback((name: Name<V>): readonly Name<V>[] => {
    return latest.current.groups?.find((group) => group.includes(name)) ?? [name];
  }, []);

  const check = useCallback(
    (name: Name<V>) => {
      const group = groupOf(name);
      for (const member of group) left.current.add(member);
      void form.trigger(group);
    },
    [form, groupOf],
  );

  const register = useCallback(
    (name: Name<V>, registerOptions?: RegisterOptions<V>): ControlRegistration => {
      const registration = form.register(name, registerOptions);
      return {
        ...registration,
        onChange: async (event) => {
          const result = await registration.onChange(event);
          // After a submit the store re-checks a field on change itself; a group re-checks whole.
          const group = groupOf(name);
          const submitted = form.formState.isSubmitted;
          if ((left.current.has(name) || submitted) && (!submitted || group.length > 1)) {
            await form.trigger(group);
          }
          // Before a submit the store leaves `deps` alone: re-check those already left (the
          // e-mail's confirmation), so a message about this field's value follows it as it changes.
          const live = ([registerOptions?.deps ?? []].flat() as Name<V>[]).filter((dep) =>
            left.current.has(dep),
          );
          if (!submitted && live.length > 0) await form.trigger(live);
          return result;
        },
        onBlur: async (event) => {
          const result = await registration.onBlur(event);
          // A refusal the route gave this field stays until the field changes: leaving it (focus
          // moving to the error summary after a submit by Enter) must not check it afresh with the
          // browser's rules, which would pass and take the route's message away unheard.
          if (form.getFieldState(name).error?.type === 'server') return result;
          // The registration types the event loosely; the kit's controls pass React's FocusEvent.
          const next = (event as FocusEvent<HTMLElement>).relatedTarget;
          const group = groupOf(name);
          const stillInside =
            next instanceof HTMLElement &&
            // A radio's siblings share its name; a group's boxes are named after its fields.
            (next.getAttribute('name') === name || group.includes(next.getAttribute('name') as Name<V>));
          if (!stillInside) afterPointer(() => check(name));
          return result;
        },
      };
    },
    [form, groupOf, check],
  );

  const errorOf = useCallback(
    (name: Name<V>): string | undefined => {
      const error = (errors as Record<string, { message?: unknown } | undefined>)[name];
      return typeof error?.message === 'string' ? error.message : undefined;
    },
    [errors],
  );

  const field = useCallback(
    (name: Name<V>) => ({ ...register(name), id: latest.current.ids[name], error: errorOf(name) }),
    [register, errorOf],
  );

  const summaryErrors: FormErrorItem[] = !isSubmitted
    ? []
    : (Object.keys(options.ids) as Name<V>[]).flatMap((name) => {
        const message = errorOf(name);
        if (!message) return [];
        const fieldId = options.summaryId?.(name, values) ?? options.ids[name];
        return [{ fieldId, message }];
      });

  const submit = useCallback(
    (onValid: (values: V, attempt: SubmitAttempt) => Promise<void> | void) => (event?: FormEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      void form.handleSubmit(async (checked) => {
        if (inFlight.current) return;
        inFlight.current = true;
        setPending(true);
        const print = fingerprint(checked);
        if (attempt.current?.print !== print) attempt.current = { print, key: crypto.randomUUID() };
        try {
          await onValid(checked, { key: attempt.current.key });
        } finally {
          inFlight.current = false;
          setPending(false);
        }
      });
    },
    [form],
  );

  const showRefusal = useCallback(
    (fields: readonly RefusedField[]): RefusedField[] => {
      const unplaced: RefusedField[] = [];
      const { ids, fieldOfPath } = latest.current;
      for (const refused of fields) {
        const name = fieldOfPath
          ? fieldOfPath(refused.path)
          : refused.path in ids
            ? (refused.path as Name<V>)
            : null;
        if (name === null) unplaced.push(refused);
        else form.setError(name, { type: 'server', message: refused.message });
      }
      return unplaced;
    },
    [form],
  );

  const isValid = (names?: ReadonlyArray<Name<V>>): boolean => {
    // Rules not yet loaded are not loaded from a render: the first touch or check brings them.
    if (options.rules !== undefined && options.rules.now() === undefined) return false;
    const messages = options.validate(values);
    // Rules still loading (lazy-rules.ts) pass nothing yet; the step re-renders once they are here.
    if (messages instanceof Promise) return false;
    const wrong = Object.keys(messages).filter((name) => messages[name as Name<V>] !== undefined);
    return names === undefined ? wrong.length === 0 : !wrong.some((name) => names.includes(name as Name<V>));
  };

  const reset = useCallback(
    (to?: V) => {
      left.current.clear();
      attempt.current = null;
      form.reset(to ?? latest.current.defaultValues);
    },
    [form],
  );

  return {
    form,
    values,
    register,
    field,
    errorOf,
    summary: { errors: summaryErrors, submitCount },
    submit,
    pending: pending || hydrating,
    showRefusal,
    isValid,
    rulesTriggers,
    reset,
  };
}
