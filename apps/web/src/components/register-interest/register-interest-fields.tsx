'use client';

import type { FieldError } from '@fibre/domain/schemas/error-body';
import type { RegisterInterestForm } from '@fibre/domain/schemas/register-interest';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ErrorSummary, type FormErrorItem } from '@/components/form/error-summary';
import { HiddenField } from '@/components/form/hidden-field';
import { HydratedForm } from '@/components/form/hydrated-form';
import { lazyCheck, lazyRules } from '@/components/form/lazy-rules';
import { type SiteForm, useSiteForm } from '@/components/form/use-site-form';
import { buttonClass } from '@/components/ui/link-button';
import { InterestAddressBox } from './interest-address-box';
import { RegisterInterestBanner } from './register-interest-banner';
import { RegisterInterestControls } from './register-interest-controls';
import {
  EMPTY_REGISTER_INTEREST,
  REGISTER_INTEREST_FIELDS,
  type RegisterInterestValues,
  registerInterestIds,
} from './register-interest-values';
import { missingPostcodeItem } from './send-register-interest';

/** The domain's schema for this form, loaded once the form is shown, not with the page (decision 0586). */
export const registerInterestRules = lazyRules(() => import('./register-interest-rules'));
const checkRegisterInterest = lazyCheck(registerInterestRules, (rules, values: RegisterInterestValues) =>
  rules.registerInterestMessages(values),
);

export interface RegisterInterestFieldsProps {
  /** Prefix of every field id (two forms may share a page). */
  idPrefix: string;
  /** The form's accessible name. */
  label: string;
  /** The chosen address, shown read-only and sent as the postcode item; null: submit stays disabled. */
  address: { line: string } | null;
  /** Waiting or sending: everything is disabled. */
  busy: boolean;
  submitLabel: string;
  /**
   * Sends the checked answers under the attempt's Idempotency-Key (the same for the same answers
   * sent again). Resolves to the fields the route refused, which the form puts on their controls.
   */
  onSubmit(form: RegisterInterestForm, idempotencyKey: string): Promise<readonly FieldError[] | undefined>;
  /** A failure to show above the fields (role="alert"). */
  banner?: string | null;
  /** Extra state for tests and styling on the form element (`data-step`). */
  step?: number;
}

/**
 * The register-interest form (content-and-api.md §3, §5) on the one form hook, checked by the
 * domain's one schema (the route parses the same rules). A field's message shows once it is left;
 * while any fails, the error summary above the submit button lists them, announced but leaving
 * focus in the field (decisions 0363, 0429). Submit is disabled until every rule passes and an
 * address exists; a refusal of fields puts each message on its field and focuses the summary.
 */
export function RegisterInterestFields(props: RegisterInterestFieldsProps) {
  const { idPrefix, label, address, busy, submitLabel, onSubmit, banner, step } = props;
  const ids = useMemo(() => registerInterestIds(idPrefix), [idPrefix]);
  const site = useSiteForm<RegisterInterestValues>({
    defaultValues: EMPTY_REGISTER_INTEREST,
    validate: checkRegisterInterest,
    rules: registerInterestRules,
    ids,
  });
  const [refusals, setRefusals] = useState(0);
  const ready = site.isValid() && address !== null;
  const disabled = busy || site.pending;

  // The form's own failure words when it is sent with nothing to send (missingPostcodeItem).
  const [unsent, setUnsent] = useState<string | null>(null);

  const send = site.submit(async (values, attempt) => {
    const { checkedRegisterInterest } = await registerInterestRules.load();
    const form = checkedRegisterInterest(values);
    if (form === null || address === null) {
      setUnsent(missingPostcodeItem());
      return;
    }
    setUnsent(null);
    const refused = await onSubmit(form, attempt.key);
    if (refused === undefined || refused.length === 0) return;
    site.showRefusal(refused);
    setRefusals((count) => count + 1);
  });

  return (
    <HydratedForm
      onSubmit={send}
      aria-label={label}
      aria-busy={disabled || undefined}
      data-step={step}
      rulesTriggers={site.rulesTriggers}
      className="rounded-2xl bg-white p-6 text-slate-900"
    >
      <RegisterInterestBanner message={banner ?? unsent} />
      <InterestAddressBox address={address} />
      {/* §3 'hidden address': the chosen address rides with the form's fields. */}
      {address ? <HiddenField name="address" value={address.line} /> : null}
      <RegisterInterestControls site={site} disabled={disabled} />
      <RegisterInterestSummary site={site} ids={ids} refusals={refusals} />
      <RegisterInterestSubmit
        statusId={`${idPrefix}-submit-status`}
        label={submitLabel}
        ready={ready}
        disabled={disabled}
        why={
          address === null
            ? 'Find your address first, then fill in every field to register.'
            : 'Fill in every field and agree to the terms to register.'
        }
      />
    </HydratedForm>
  );
}

/**
 * The problems of the fields left so far (or refused), just above the submit button: above the
 * fields it would push the one being filled away. It takes focus only after a refusal, when the
 * visitor has pressed submit; while typing, it is announced and focus stays where it is.
 */
function RegisterInterestSummary({
  site,
  ids,
  refusals,
}: {
  site: SiteForm<RegisterInterestValues>;
  ids: Record<keyof RegisterInterestValues, string>;
  refusals: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals > 0) box.current?.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
  }, [refusals]);
  const errors: FormErrorItem[] = REGISTER_INTEREST_FIELDS.flatMap((field) => {
    const message = site.errorOf(field);
    return message ? [{ fieldId: ids[field], message }] : [];
  });
  return (
    <div ref={box}>
      <ErrorSummary errors={errors} headingLevel={3} moveFocus={false} />
    </div>
  );
}

/** Submit, disabled until every rule passes and an address exists, with a line saying why. */
function RegisterInterestSubmit({
  statusId,
  label,
  ready,
  disabled,
  why,
}: {
  statusId: string;
  label: string;
  ready: boolean;
  disabled: boolean;
  why: string;
}) {
  return (
    <>
      <button
        type="submit"
        className={buttonClass('primary')}
        disabled={!ready || disabled}
        aria-describedby={ready ? undefined : statusId}
      >
        {label}
      </button>
      {ready ? null : (
        <p id={statusId} className="mt-2 text-slate-700">
          {why}
        </p>
      )}
    </>
  );
}
