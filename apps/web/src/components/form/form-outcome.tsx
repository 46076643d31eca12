import type { FieldError as RefusedField } from '@fibre/domain/schemas/error-body';
import type { ReactNode } from 'react';
import type { SiteApiResult } from '@/lib/site-api/site-api';

/** What a form shows once its call has answered: a success panel, a failure panel, or its fields. */
export type FormOutcome = { kind: 'success' } | { kind: 'failure'; message: string } | null;

/**
 * The outcome of a form's call: success; a refusal whose `fields` the form has controls for is
 * shown on those controls (`showRefusal`) and in the summary, with no panel (null); anything else
 * (a refusal about no field of the form, a 5xx, a rate limit, no answer) is a failure in `words`.
 */
export function outcomeOf(
  answer: SiteApiResult<unknown>,
  showRefusal: (fields: readonly RefusedField[]) => RefusedField[],
  words: (failure: Exclude<SiteApiResult<unknown>, { kind: 'ok' }>) => string,
): FormOutcome {
  if (answer.kind === 'ok') return { kind: 'success' };
  const fields = answer.kind === 'failed' ? (answer.error?.fields ?? []) : [];
  if (fields.length > 0 && showRefusal(fields).length < fields.length) return null;
  return { kind: 'failure', message: words(answer) };
}

/** Where the panel sits: a page's section, or a small bubble (white, tighter). */
type PanelSize = 'section' | 'bubble';

/** The success panel: a tick and the title (a heading under a form's h2, else bold words), then more. */
export function SuccessPanel({
  title,
  titleAs = 'p',
  size = 'section',
  children,
}: {
  title: ReactNode;
  titleAs?: 'h3' | 'p';
  size?: PanelSize;
  children?: ReactNode;
}) {
  const Title = titleAs;
  const box = size === 'bubble' ? 'mt-4 bg-white p-4' : 'bg-green-50 p-6';
  return (
    <div role="status" className={`rounded-2xl border-2 border-green-700 ${box}`}>
      <Title className="flex items-center gap-3 text-xl font-bold text-slate-900">
        <span aria-hidden="true" className="text-2xl text-green-700">
          ✓
        </span>
        {title}
      </Title>
      {children}
    </div>
  );
}

/** The failure panel at the top of the form: a cross and the words, announced. */
export function FailurePanel({
  message,
  size = 'section',
  testId,
}: {
  message: string;
  size?: PanelSize;
  /** For the browser tests that tell one kind of failure from another. */
  testId?: string;
}) {
  const box = size === 'bubble' ? 'mb-4 gap-2 bg-white p-4' : 'mb-6 gap-3 bg-red-50 p-6';
  return (
    <div
      role="alert"
      data-testid={testId}
      className={`flex items-start rounded-2xl border-2 border-red-700 ${box}`}
    >
      <span aria-hidden="true" className="text-2xl text-red-700">
        ✕
      </span>
      <p className="font-semibold text-slate-900">{message}</p>
    </div>
  );
}
