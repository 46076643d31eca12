'use client';

import { useId, useState } from 'react';
import { Checkbox } from '@/components/form/checkbox';
import { EmailField } from '@/components/form/email-field';
import { ErrorSummary } from '@/components/form/error-summary';
import { failureMessage, failureText } from '@/components/form/failure-text';
import { FailurePanel, type FormOutcome, outcomeOf, SuccessPanel } from '@/components/form/form-outcome';
import { HydratedForm } from '@/components/form/hydrated-form';
import { lazyCheck, lazyRules } from '@/components/form/lazy-rules';
import { firstMessages } from '@/components/form/schema-errors';
import { TextField } from '@/components/form/text-field';
import { useSiteForm } from '@/components/form/use-site-form';
import { buttonClass } from '@/components/ui/link-button';
import { callSiteApi } from '@/lib/site-api/site-api';

export interface OutageFormConfig {
  emailError: string;
  agreeLabel: string;
  submitLabel: string;
  successHeader: string;
  successMessage: string;
  errorMessage: string;
}

interface OutageValues {
  name: string;
  surname: string;
  email: string;
  postcode: string;
  agree: boolean;
}
const EMPTY: OutageValues = { name: '', surname: '', email: '', postcode: '', agree: false };

/** Each field's id, unique on the page, in the order the fields are shown. */
function outageIds(prefix: string): Record<keyof OutageValues, string> {
  const id = (field: keyof OutageValues) => `${prefix}-outage-${field}`;
  return {
    name: id('name'),
    surname: id('surname'),
    email: id('email'),
    postcode: id('postcode'),
    agree: id('agree'),
  };
}

/** The domain's outage schema, loaded once the form is shown, not with the page (decision 0588). */
export const outageRules = lazyRules(() => import('@fibre/domain/schemas/outage'));
/** One schema per configured e-mail error, built once the rules are here. */
const outageSchemas = new Map<
  string,
  ReturnType<typeof import('@fibre/domain/schemas/outage').createOutageFormSchema>
>();
const checkOutage = lazyCheck(outageRules, (rules, [values, emailError]: [OutageValues, string]) => {
  let schema = outageSchemas.get(emailError);
  if (schema === undefined) {
    schema = rules.createOutageFormSchema({ emailError });
    outageSchemas.set(emailError, schema);
  }
  return firstMessages(schema.safeParse(values).error?.issues);
});

/**
 * The outage form (§4 'Outage form', §5) on the one form hook: the domain's schema with the
 * configured e-mail error checks each field when it is left and all on submit; submit is disabled
 * until agree is ticked; only the e-mail goes to POST /api/outage (a refusal's fields go on their
 * inputs); then a success or failure panel.
 */
export function OutageForm({ config }: { config: OutageFormConfig }) {
  const ids = outageIds(useId().replace(/:/g, ''));
  const site = useSiteForm<OutageValues>({
    defaultValues: EMPTY,
    validate: (values) => checkOutage([values, config.emailError]),
    rules: outageRules,
    ids,
  });
  const [outcome, setOutcome] = useState<FormOutcome>(null);

  if (outcome?.kind === 'success') {
    return (
      <SuccessPanel title={config.successHeader} titleAs="h3">
        <p className="mt-2 text-slate-800">{config.successMessage}</p>
      </SuccessPanel>
    );
  }

  const send = site.submit(async (values) => {
    const answer = await callSiteApi<{ registered: true }>('/api/outage', {
      body: { email: values.email },
      rateLimit: 'outageRegistration',
    });
    setOutcome(
      outcomeOf(answer, site.showRefusal, (failure) =>
        failureMessage(config.errorMessage, failureText(failure)),
      ),
    );
  });

  return (
    <HydratedForm onSubmit={send} aria-label="Outage notification" rulesTriggers={site.rulesTriggers}>
      {outcome?.kind === 'failure' ? <FailurePanel message={outcome.message} /> : null}
      <ErrorSummary {...site.summary} headingLevel={3} />
      <TextField label="First name (optional)" autoComplete="given-name" {...site.field('name')} />
      <TextField label="Surname (optional)" autoComplete="family-name" {...site.field('surname')} />
      <EmailField label="Email" {...site.field('email')} />
      <TextField
        label="Postcode (optional)"
        autoComplete="postal-code"
        className="max-w-48"
        {...site.field('postcode')}
      />
      <Checkbox label={config.agreeLabel} {...site.field('agree')} />
      <button type="submit" className={buttonClass('primary')} disabled={!site.values.agree || site.pending}>
        {config.submitLabel}
      </button>
    </HydratedForm>
  );
}
