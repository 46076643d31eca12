/**
 * A message about the step as a whole (a slot taken meanwhile, a write that failed): announced as it
 * appears, in the GOV.UK important-banner style.
 */
export function StepNotice({ message, tone = 'error' }: { message: string; tone?: 'error' | 'info' }) {
  return (
    <div
      role="alert"
      className={`mt-6 border-l-4 p-4 font-semibold ${
        tone === 'error'
          ? 'border-red-700 bg-red-50 text-red-900'
          : 'border-brand-700 bg-brand-50 text-brand-900'
      }`}
      data-testid="step-notice"
    >
      {message}
    </div>
  );
}
