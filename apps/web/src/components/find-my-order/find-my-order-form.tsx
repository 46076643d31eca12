'use client';

import {
  FIND_MY_ORDER_SUBMIT,
  ORDER_EMAIL_HINT,
  ORDER_EMAIL_LABEL,
  ORDER_NUMBER_HINT,
  ORDER_NUMBER_LABEL,
} from '@fibre/domain/find-my-order';
import { useEffect } from 'react';
import { StepNotice } from '@/components/checkout/steps/step-notice';
import { EmailField } from '@/components/form/email-field';
import { ErrorSummary } from '@/components/form/error-summary';
import { lazyCheck, lazyRules } from '@/components/form/lazy-rules';
import { TextField } from '@/components/form/text-field';
import { useSiteForm } from '@/components/form/use-site-form';
import { buttonClass } from '@/components/ui/link-button';
import type { FindMyOrderValues } from './find-my-order-rules';
import { FindOrderCodeForm } from './find-order-code-form';
import { useFindMyOrder } from './use-find-my-order';

const rules = lazyRules(() => import('./find-my-order-rules'));
const validate = lazyCheck(rules, (loaded, values: FindMyOrderValues) => loaded.validateFindMyOrder(values));

export const FIND_MY_ORDER_FORM_ID = 'find-my-order-form';
const IDS = { email: 'find-order-email', order_number: 'find-order-number' } as const;

/**
 * Find my order (decision 0650): the e-mail and the order number, then GOV.UK's 'check your email'
 * step with the code. The details form is hidden, not unmounted, while the code is asked for, so
 * what the customer typed is there when they go back to change it.
 */
export function FindMyOrderForm() {
  const flow = useFindMyOrder();
  const site = useSiteForm<FindMyOrderValues>({
    defaultValues: { email: '', order_number: '' },
    validate,
    rules,
    ids: IDS,
  });

  // Back from the code step: the details as typed, but as a form not yet sent, so a message
  // appears when a field is left rather than at the first key (and the error summary, new for the
  // next submit, does not take focus from the field being typed in); focus on the first detail.
  const { reset, form } = site;
  useEffect(() => {
    if (flow.asked !== null || flow.codesSent === 0) return;
    reset(form.getValues());
    document.getElementById(IDS.email)?.focus();
  }, [flow.asked, flow.codesSent, reset, form]);

  return (
    <div className="mt-6 max-w-xl">
      {flow.notice && <StepNotice message={flow.notice} />}
      <form
        id={FIND_MY_ORDER_FORM_ID}
        noValidate
        hidden={flow.asked !== null}
        className="mt-6"
        {...site.rulesTriggers}
        onSubmit={site.submit(async (values) => {
          site.showRefusal(await flow.askForCode(values));
        })}
      >
        <ErrorSummary key={flow.codesSent} {...site.summary} />
        <EmailField label={ORDER_EMAIL_LABEL} hint={ORDER_EMAIL_HINT} {...site.field('email')} />
        <TextField
          label={ORDER_NUMBER_LABEL}
          hint={ORDER_NUMBER_HINT}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="max-w-72 font-mono uppercase"
          {...site.field('order_number')}
        />
        <button
          type="submit"
          className={`mt-2 ${buttonClass('primary')}`}
          disabled={flow.busy || site.pending}
        >
          {FIND_MY_ORDER_SUBMIT}
        </button>
      </form>
      {flow.asked !== null && (
        <FindOrderCodeForm
          email={flow.asked.email}
          orderNumber={flow.asked.order_number}
          again={flow.asked.again}
          codesSent={flow.codesSent}
          busy={flow.busy}
          onSubmit={flow.sendCode}
          onResend={flow.resend}
          onBack={flow.back}
        />
      )}
    </div>
  );
}
