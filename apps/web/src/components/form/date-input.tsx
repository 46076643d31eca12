import type { ReactNode } from 'react';
import { controlBorder, type FieldRegistration, FieldsetGroup } from './field-parts';

export type DatePart = 'day' | 'month' | 'year';

const PARTS: ReadonlyArray<{ part: DatePart; label: string; width: string }> = [
  { part: 'day', label: 'Day', width: 'w-16' },
  { part: 'month', label: 'Month', width: 'w-16' },
  { part: 'year', label: 'Year', width: 'w-24' },
];

/** One box of the date: the form hook's `register('birth_day')`, or a value and handler. */
export type DatePartInput = FieldRegistration<HTMLInputElement> & { value?: string; defaultValue?: string };

export interface DateInputProps {
  /** The group's id: the boxes are `<id>-day`, `<id>-month`, `<id>-year`; the messages `<id>-hint`, `<id>-error`. */
  id: string;
  /** The question, as the fieldset's legend ('Date of birth'). */
  legend: ReactNode;
  /** GOV.UK gives an example: 'For example, 27 3 2007'. */
  hint?: ReactNode;
  error?: string;
  /** The boxes the error is about (GOV.UK marks only those); all three when left out. */
  invalidParts?: readonly DatePart[];
  parts?: Partial<Record<DatePart, DatePartInput>>;
  /** A date of birth: the boxes ask the browser for `bday-day`, `bday-month`, `bday-year`. */
  birthday?: boolean;
}

/** The id of one box; the error summary links to the first wrong box, `#<id>-day` by default. */
export function datePartId(id: string, part: DatePart): string {
  return `${id}-${part}`;
}

/**
 * A date as three numeric boxes in a fieldset (the GOV.UK date input): easier to type and to check
 * than a date picker, and each box has its own label.
 */
export function DateInput({
  id,
  legend,
  hint,
  error,
  invalidParts,
  parts = {},
  birthday = false,
}: DateInputProps) {
  return (
    <FieldsetGroup id={id} legend={legend} hint={hint} error={error}>
      <div className="mt-2 flex gap-4">
        {PARTS.map(({ part, label, width }) => {
          const inputId = datePartId(id, part);
          const { name = inputId, ref, ...input } = parts[part] ?? {};
          const invalid = Boolean(error) && (invalidParts === undefined || invalidParts.includes(part));
          return (
            <div key={part}>
              <label htmlFor={inputId} className="block text-slate-900">
                {label}
              </label>
              <input
                {...input}
                ref={ref}
                id={inputId}
                name={name}
                type="text"
                inputMode="numeric"
                autoComplete={birthday ? `bday-${part}` : undefined}
                aria-invalid={invalid ? true : undefined}
                className={`mt-1 h-11 ${width} rounded-md border-2 bg-white px-2 text-slate-900 ${controlBorder(invalid)}`}
              />
            </div>
          );
        })}
      </div>
    </FieldsetGroup>
  );
}
