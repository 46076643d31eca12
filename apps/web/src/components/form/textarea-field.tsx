import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlBorder, describedBy, FieldLabel, FormGroup } from './field-parts';

/** A labelled box for a few lines of text (the contact form's message), laid out as the kit's text field. */
export function TextareaField({
  id,
  label,
  error,
  ref,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  return (
    <FormGroup error={error}>
      <FieldLabel id={id} label={label} hint={undefined} error={error} />
      <textarea
        {...textarea}
        ref={ref}
        id={id}
        rows={5}
        aria-describedby={describedBy(id, undefined, error)}
        aria-invalid={error ? true : undefined}
        className={`mt-2 w-full rounded-md border-2 bg-white p-3 text-slate-900 ${controlBorder(Boolean(error))}`}
      />
    </FormGroup>
  );
}
