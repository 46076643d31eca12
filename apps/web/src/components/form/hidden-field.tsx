import type { Ref } from 'react';

/**
 * content-and-api.md §9 field type 'hidden': a value the form carries without asking for it (the
 * register-interest form's address, §3). Never focusable, never read out, no label.
 */
export function HiddenField({
  name,
  value,
  ref,
}: {
  name: string;
  value: string;
  ref?: Ref<HTMLInputElement>;
}) {
  return <input type="hidden" name={name} value={value} ref={ref} readOnly />;
}
