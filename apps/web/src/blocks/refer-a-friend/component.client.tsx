'use client';

import { useId, useState } from 'react';
import { PostcodeAddressFields } from '@/components/address-finder/postcode-address-fields';
import { usePostcodeAddresses } from '@/components/address-finder/use-postcode-addresses';
import { EmailField } from '@/components/form/email-field';
import { ErrorSummary } from '@/components/form/error-summary';
import { rateLimitOr } from '@/components/form/failure-text';
import { FailurePanel, type FormOutcome, outcomeOf, SuccessPanel } from '@/components/form/form-outcome';
import { HydratedForm } from '@/components/form/hydrated-form';
import { lazyCheck, lazyRules } from '@/components/form/lazy-rules';
import { PhoneField } from '@/components/form/phone-field';
import { firstMessages } from '@/components/form/schema-errors';
import { useSiteForm } from '@/components/form/use-site-form';
import { buttonClass } from '@/components/ui/link-button';
import { callSiteApi } from '@/lib/site-api/site-api';

export interface ReferAFriendFormProps {
  promoCode: string;
  submitLabel: string;
  successMessage: string;
}

/** The friend's answers; the postcode only finds the addresses, the uprn is the one chosen. */
interface ReferValues {
  email: string;
  phone: string;
  postcode: string;
  uprn: string;
}
const EMPTY: ReferValues = { email: '', phone: '', postcode: '', uprn: '' };
const FAILURE_WORDS = 'Sorry, we could not send your details. Please try again later.';

/** The body POST /api/customer-prospect takes. */
function prospectBody(values: ReferValues) {
  return { email: values.email, phone: values.phone, uprn: values.uprn };
}

function referIds(prefix: string): Record<keyof ReferValues, string> {
  const id = (field: keyof ReferValues) => `${prefix}-refer-${field}`;
  return { email: id('email'), phone: id('phone'), postcode: id('postcode'), uprn: id('uprn') };
}

/** The domain's prospect schema, loaded once the form is shown, not with the page (decision 0588). */
export const referRules = lazyRules(() => import('@fibre/domain/schemas/customer-requests'));
const checkRefer = lazyCheck(referRules, (rules, values: ReferValues) =>
  firstMessages(rules.prospectBodySchema.safeParse(prospectBody(values)).error?.issues),
);

/**
 * The referred friend's form on the one form hook: e-mail, phone and the address chosen from the
 * postcode's list, checked by the domain's prospect schema (the route checks it again) when each
 * is left and all on submit; a refusal's fields go on their fields. On success the referral code
 * is shown to use at checkout.
 */
export function ReferAFriendForm({ promoCode, submitLabel, successMessage }: ReferAFriendFormProps) {
  const { addresses, lookupMessage, findAddresses } = usePostcodeAddresses();
  const site = useSiteForm<ReferValues>({
    defaultValues: EMPTY,
    validate: checkRefer,
    rules: referRules,
    ids: referIds(useId().replace(/:/g, '')),
  });
  const [outcome, setOutcome] = useState<FormOutcome>(null);

  if (outcome?.kind === 'success') {
    return (
      <SuccessPanel title={successMessage}>
        <p className="mt-2 text-slate-800">
          When you order, enter the promo code <strong className="font-mono text-lg">{promoCode}</strong> in
          your basket.
        </p>
      </SuccessPanel>
    );
  }

  const send = site.submit(async (values, attempt) => {
    const answer = await callSiteApi<{ customer: unknown }>('/api/customer-prospect', {
      body: prospectBody(values),
      headers: { 'Idempotency-Key': attempt.key },
      rateLimit: 'leadSubmit',
    });
    setOutcome(outcomeOf(answer, site.showRefusal, (failure) => rateLimitOr(failure, FAILURE_WORDS)));
  });
  const find = async () => {
    site.form.setValue('uprn', '');
    await findAddresses(site.form.getValues('postcode'));
  };

  return (
    <HydratedForm onSubmit={send} aria-label="Refer a friend" rulesTriggers={site.rulesTriggers}>
      {outcome?.kind === 'failure' ? <FailurePanel message={outcome.message} /> : null}
      <ErrorSummary {...site.summary} headingLevel={3} />
      <EmailField label="Email" {...site.field('email')} />
      <PhoneField label="Phone number" {...site.field('phone')} />
      <PostcodeAddressFields
        postcode={site.field('postcode')}
        address={site.field('uprn')}
        addresses={addresses}
        lookupMessage={lookupMessage}
        onFind={() => void find()}
      />
      <button type="submit" className={buttonClass('primary')} disabled={site.pending}>
        {submitLabel}
      </button>
    </HydratedForm>
  );
}
