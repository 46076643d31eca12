import type { CSSProperties, ReactNode } from 'react';

/** Read by screen readers, not shown (GOV.UK's visually hidden text). */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  border: 0,
  whiteSpace: 'nowrap',
};

export const errorColour = 'var(--theme-error-800)';

/** A field's message (GOV.UK): id `<field>-error`, a hidden 'Error:' first. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      id={`${id}-error`}
      style={{ color: errorColour, fontWeight: 600, margin: '0 0 calc(var(--base) / 4)' }}
    >
      <span style={visuallyHidden}>Error:</span> {message}
    </p>
  );
}

/** The error summary at the top of a form (GOV.UK): a title inside the alert, links to each field. */
export function ErrorSummary({
  errors,
  summaryRef,
}: {
  errors: readonly { field: string; message: string }[];
  summaryRef?: React.Ref<HTMLDivElement>;
}): ReactNode {
  if (errors.length === 0) return null;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      style={{ border: `4px solid ${errorColour}`, padding: 'var(--base)', marginBottom: 'var(--base)' }}
    >
      <div role="alert">
        <h2 style={{ marginTop: 0 }}>There is a problem</h2>
        <ul>
          {errors.map((error) => (
            <li key={error.field}>
              <a href={`#${error.field}`} style={{ color: errorColour }}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
