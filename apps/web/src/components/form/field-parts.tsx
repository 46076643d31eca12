import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';

/**
 * What the form hook's `register(name)` returns, so a field takes `{...register('email')}` as it is:
 * the name, the two change handlers and the ref it reads the value through (React 19 passes `ref`
 * to a function component as a prop). Plain React state works too: pass `onChange` alone.
 */
export interface FieldRegistration<E extends HTMLElement> {
  name?: string;
  onChange?: ChangeEventHandler<E>;
  onBlur?: FocusEventHandler<E>;
  ref?: Ref<E>;
}

/** The ids a field hangs its hint and its message on: `<id>-hint`, `<id>-error` (GOV.UK). */
export function fieldMessageIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** The aria-describedby of a field: its hint then its error message, whichever it has. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = fieldMessageIds(id);
  const parts = [hint ? ids.hint : null, error ? ids.error : null].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <div id={fieldMessageIds(id).hint} className="mt-1 text-slate-600">
      {children}
    </div>
  );
}

/** The message under the label; 'Error:' is read out first but not shown, as GOV.UK does. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={fieldMessageIds(id).error} className="mt-1 font-semibold text-red-800">
      <span className="sr-only">Error:</span> {message}
    </p>
  );
}

/** A field and its messages; a red bar on the left while it has an error. */
export function FormGroup({ error, children }: { error: string | undefined; children: ReactNode }) {
  return <div className={error ? 'mb-6 border-l-4 border-red-700 pl-3' : 'mb-6'}>{children}</div>;
}

/** The input border: thicker and red while the field has an error. */
export function controlBorder(invalid: boolean): string {
  return invalid ? 'border-red-700' : 'border-slate-700';
}

/** A question answered by several controls (radios, date boxes): one legend, its hint and message. */
export function FieldsetGroup({
  id,
  legend,
  hint,
  error,
  children,
}: {
  id: string;
  legend: ReactNode;
  hint: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <FormGroup error={error}>
      <fieldset aria-describedby={describedBy(id, hint, error)}>
        <legend className="font-semibold text-slate-900">{legend}</legend>
        <FieldHint id={id}>{hint}</FieldHint>
        <FieldError id={id} message={error} />
        {children}
      </fieldset>
    </FormGroup>
  );
}

/** The label of a single control, then its hint and message, as GOV.UK stacks them. */
export function FieldLabel({
  id,
  label,
  hint,
  error,
}: {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  error: string | undefined;
}) {
  return (
    <>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </>
  );
}
