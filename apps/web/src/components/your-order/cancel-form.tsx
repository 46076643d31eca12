'use client';

import { useState } from 'react';
import { StepNotice } from '@/components/checkout/steps/step-notice';
import { Checkbox } from '@/components/form/checkbox';
import { ErrorSummary } from '@/components/form/error-summary';
import { lazyCheck, lazyRules } from '@/components/form/lazy-rules';
import { TextareaField } from '@/components/form/textarea-field';
import { useSiteForm } from '@/components/form/use-site-form';
import { buttonClass } from '@/components/ui/link-button';
import { callSiteApi } from '@/lib/site-api/site-api';
import { ChangeDone } from './change-done';
import { failureMessage } from './change-failure';

const rules = lazyRules(() => import('./your-order-rules'));
const validate = lazyCheck(rules, (loaded, values: CancelValues) => loaded.validateCancel(values));

interface CancelValues {
  confirm: boolean;
  reason: string;
}

const IDS = { confirm: 'cancel-confirm', reason: 'cancel-reason' } as const;

/**
 * Cancelling within the 14 days (decision 0661): the box that says so, an optional reason, and the
 * confirmation with what is owed. The notice above the form is the model form's content.
 */
export function CancelForm({ owedText }: { owedText: string }) {
  const [notice, setNotice] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const site = useSiteForm<CancelValues>({
    defaultValues: { confirm: false, reason: '' },
    validate,
    rules,
    ids: IDS,
  });

  const submit = site.submit(async (values, attempt) => {
    setNotice(null);
    const result = await callSiteApi<unknown>('/api/your-order/cancel', {
      body: { confirm: values.confirm, ...(values.reason.trim() ? { reason: values.reason } : {}) },
      headers: { 'Idempotency-Key': attempt.key },
      rateLimit: 'orderChange',
    });
    if (result.kind === 'ok') setDone(true);
    else setNotice(failureMessage(result));
  });

  if (done) {
    return (
      <ChangeDone title="Your order has been cancelled">
        <p>{owedText}</p>
        <p>We will e-mail you to confirm the cancellation. There is nothing else you need to do.</p>
      </ChangeDone>
    );
  }
  return (
    <>
      {notice && <StepNotice message={notice} />}
      <form noValidate onSubmit={submit} className="mt-6" data-testid="cancel-form" {...site.rulesTriggers}>
        <ErrorSummary {...site.summary} />
        <TextareaField label="Why are you cancelling? (optional)" maxLength={500} {...site.field('reason')} />
        <Checkbox
          label="I want to cancel this order"
          hint="Once cancelled, an order cannot be restarted: you would need to order again."
          {...site.field('confirm')}
        />
        <button type="submit" className={`mt-4 ${buttonClass('primary')}`} disabled={site.pending}>
          Cancel my order
        </button>
      </form>
    </>
  );
}
