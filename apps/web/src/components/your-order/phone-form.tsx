'use client';

import { useState } from 'react';
import { StepNotice } from '@/components/checkout/steps/step-notice';
import { ErrorSummary } from '@/components/form/error-summary';
import { lazyCheck, lazyRules } from '@/components/form/lazy-rules';
import { PhoneField } from '@/components/form/phone-field';
import { useSiteForm } from '@/components/form/use-site-form';
import { buttonClass } from '@/components/ui/link-button';
import { callSiteApi } from '@/lib/site-api/site-api';
import { failureMessage } from './change-failure';

const rules = lazyRules(() => import('./your-order-rules'));
const validate = lazyCheck(rules, (loaded, values: { phone: string }) => loaded.validatePhone(values));

/** A new phone number for the order (decision 0663): changed at once, said so in place. */
export function PhoneForm({ current }: { current: string | null }) {
  const [notice, setNotice] = useState<{ message: string; tone: 'error' | 'info' } | null>(null);
  const [shown, setShown] = useState(current);
  const site = useSiteForm<{ phone: string }>({
    defaultValues: { phone: '' },
    validate,
    rules,
    ids: { phone: 'order-phone' },
  });

  const submit = site.submit(async (values, attempt) => {
    setNotice(null);
    const result = await callSiteApi<{ order: { phone: string | null } }>('/api/your-order/phone', {
      body: values,
      headers: { 'Idempotency-Key': attempt.key },
      rateLimit: 'orderChange',
    });
    if (result.kind === 'ok') {
      setShown(result.data.order.phone);
      site.reset();
      setNotice({ message: 'Your phone number has been changed.', tone: 'info' });
    } else {
      setNotice({ message: failureMessage(result), tone: 'error' });
    }
  });

  return (
    <section aria-labelledby="phone-heading" className="mt-10">
      <h2 id="phone-heading" className="text-xl font-bold text-brand-900">
        Phone number
      </h2>
      <p className="mt-2 text-slate-800" data-testid="current-phone">
        Now: {shown ?? 'none given'}
      </p>
      {notice && <StepNotice message={notice.message} tone={notice.tone} />}
      <form noValidate onSubmit={submit} className="mt-4" {...site.rulesTriggers}>
        <ErrorSummary {...site.summary} />
        <PhoneField
          label="New phone number"
          hint="For example, 01632 960 001 or 07700 900 982"
          className="max-w-80"
          {...site.field('phone')}
        />
        <button type="submit" className={buttonClass('primary')} disabled={site.pending}>
          Change phone number
        </button>
      </form>
    </section>
  );
}
