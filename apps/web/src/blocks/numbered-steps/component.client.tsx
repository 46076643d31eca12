'use client';

import type { CallMeBody } from '@fibre/domain/schemas/customer-requests';
import { useId, useState } from 'react';
import { usePostcodeAddresses } from '@/components/address-finder/use-postcode-addresses';
import { ErrorSummary } from '@/components/form/error-summary';
import { rateLimitOr } from '@/components/form/failure-text';
import { FailurePanel, type FormOutcome, outcomeOf, SuccessPanel } from '@/components/form/form-outcome';
import { HydratedForm } from '@/components/form/hydrated-form';
import { lazyCheck, lazyRules } from '@/components/form/lazy-rules';
import { useSiteForm } from '@/components/form/use-site-form';
import { buttonClass } from '@/components/ui/link-button';
import { callSiteApi } from '@/lib/site-api/site-api';
import {
  CALL_ME_FIELDS,
  type CallMeField,
  type CallMeValues,
  callMeBody,
  callMeFieldOf,
  EMPTY_CALL_ME,
} from './call-me-fields';
import { CallMeInputs } from './call-me-inputs';

/** The domain's schema for this form, loaded once the form is shown, not with the page (decision 0588). */
export const callMeRules = lazyRules(() => import('./call-me-rules'));
const checkCallMe = lazyCheck(callMeRules, (rules, body: CallMeBody) => rules.callMeMessages(body));

export interface CallMeFormProps {
  /** The current-provider choices (GET /ots/providers); a free text box when none could be read. */
  providers: readonly string[];
  /** The number to call instead, shown when the request fails. */
  phone: string | null;
}

/** The words when the request fails: the number to call, when there is one. */
function failureWords(phone: string | null): string {
  return `Sorry, we could not send your request.${phone ? ` Please call us on ${phone} instead.` : ' Please try again later.'}`;
}

/**
 * The 'Still in a contract?' call-back form (decision 0372) on the one form hook: the domain's
 * callMeBodySchema (which POST /api/customer-callMe checks again) checks each field when it is
 * left and all on submit; a refusal's fields (§5 'call-me') go on their fields, the uprn's and
 * street name's on the address chosen from the postcode's list.
 */
export function CallMeForm({ providers, phone }: CallMeFormProps) {
  const prefix = useId().replace(/:/g, '');
  const ids = Object.fromEntries(
    CALL_ME_FIELDS.map((field) => [field, `${prefix}-call-me-${field}`]),
  ) as Record<CallMeField, string>;
  const { addresses, lookupMessage, findAddresses, addressOf } = usePostcodeAddresses();
  const site = useSiteForm<CallMeValues>({
    defaultValues: EMPTY_CALL_ME,
    validate: (values) => checkCallMe(callMeBody(values, addressOf(values.address))),
    rules: callMeRules,
    // The visitor opened the box to use this form (decision 0709): its rules come with it.
    loadRulesAtOnce: true,
    ids,
    fieldOfPath: callMeFieldOf,
  });
  const [outcome, setOutcome] = useState<FormOutcome>(null);

  if (outcome?.kind === 'success') {
    return (
      <SuccessPanel title="Thank you, we will call you back" size="bubble">
        <p className="mt-1 text-slate-800">We will ring {site.values.phone} within one working day.</p>
      </SuccessPanel>
    );
  }

  const send = site.submit(async (values, attempt) => {
    const answer = await callSiteApi<{ customer: unknown }>('/api/customer-callMe', {
      body: callMeBody(values, addressOf(values.address)),
      headers: { 'Idempotency-Key': attempt.key },
      rateLimit: 'leadSubmit',
    });
    setOutcome(outcomeOf(answer, site.showRefusal, (failure) => rateLimitOr(failure, failureWords(phone))));
  });
  const find = async () => {
    site.form.setValue('address', '');
    await findAddresses(site.form.getValues('postcode'));
  };

  return (
    <HydratedForm
      onSubmit={send}
      aria-label="Ask us to call you"
      className="mt-4"
      rulesTriggers={site.rulesTriggers}
    >
      {outcome?.kind === 'failure' ? <FailurePanel message={outcome.message} size="bubble" /> : null}
      <ErrorSummary {...site.summary} headingLevel={3} />
      <CallMeInputs
        site={site}
        providers={providers}
        addresses={addresses}
        lookupMessage={lookupMessage}
        onFind={() => void find()}
      />
      <button type="submit" className={buttonClass('primary')} disabled={site.pending}>
        Call me back
      </button>
    </HydratedForm>
  );
}
