'use client';

import { hasHomePhone, selectedAddonProducts } from '@fibre/domain/home-phone';
import { ukIsoDate } from '@fibre/domain/installation-window';
import { RESUME_CODE_CONTINUE } from '@fibre/domain/resume-code';
import type { OtsProviderItem } from '@fibre/domain/schemas/ots-provider';
import type { Product } from '@fibre/domain/schemas/product';
import { plansPath } from '@fibre/domain/site-paths';
import { canProgress } from '@fibre/domain/telecare-answer';
import { type FormEvent, useState } from 'react';
import { ErrorSummary } from '@/components/form/error-summary';
import { lazyCheck, lazyRules } from '@/components/form/lazy-rules';
import { useSiteForm } from '@/components/form/use-site-form';
import { buttonClass, TextLink } from '@/components/ui/link-button';
import { useJourney } from '@/state/journey-store';
import { useAskToLeave } from '../leave-guard/ask-to-leave';
import { StepLoading } from '../step-loading';
import { AdditionalQuestions } from './additional-questions';
import {
  CONTACT_DETAILS_FIELD_IDS,
  CONTACT_DETAILS_GROUPS,
  type ContactDetailsForm,
  summaryIdOf,
} from './contact-details-controls';
import { fromDraft } from './contact-details-draft';
import { ContactDetailsFields } from './contact-details-fields';
import { ContactDetailsFrame } from './contact-details-frame';
import {
  contactDetailsMode,
  contactDetailsOptions,
  nextLabel,
  stepHeading,
  submitStatus,
} from './contact-details-mode';
import {
  BASE_FIELDS,
  type ContactDetailsOptions,
  type ContactDetailsValues,
  fieldOfServerPath,
} from './contact-details-values';
import { RESUME_CODE_FORM_ID, ResumeCodeForm } from './resume-code-form';
import { useContactDetailsSubmit } from './use-contact-details-submit';
import { useKeepDraft } from './use-keep-draft';

export const CONTACT_DETAILS_FORM_ID = 'contact-details-form';

/** The domain's schemas for this step, loaded once the step is shown, not with the page (decision 0581). */
const contactDetailsRules = lazyRules(() => import('./contact-details-rules'));
const checkContactDetails = lazyCheck(
  contactDetailsRules,
  (rules, [values, options]: [ContactDetailsValues, ContactDetailsOptions]) =>
    rules.validateContactDetails(values, options),
);

interface ContactDetailsStepProps {
  products: readonly Product[];
  providers: readonly OtsProviderItem[];
}

/**
 * The checkout's contact-details step (ordering-journey.md §2-§5, decision 0200). SIGNUP mode at an
 * address the network serves and PREORDER mode at one being built submit from the footer bar's
 * button; plain mode (the order exists, the visitor came back to change it) has its own Submit and
 * sends UPDATE. The form is the site's form hook over the domain's schemas (decision 0420): a field
 * is checked when it is left (the date when the whole date is left), everything on submit with the
 * GOV.UK error summary.
 */
export function ContactDetailsStep({ products, providers }: ContactDetailsStepProps) {
  const journey = useJourney();
  if (!journey.hydrated) return <StepLoading />;
  return <ContactDetailsView products={products} providers={providers} />;
}

/** The form hook of this step, over the kept draft and the rules for this address and basket. */
function useContactDetailsForm(options: ContactDetailsOptions, providerCount: number): ContactDetailsForm {
  const { checkout } = useJourney();
  const [defaultValues] = useState(() => fromDraft(checkout.customer, checkout.additional));
  return useSiteForm<ContactDetailsValues>({
    defaultValues,
    // Read afresh on each check: the options of the latest render (a home phone added) apply.
    validate: (values) => checkContactDetails([values, options]),
    rules: contactDetailsRules,
    // A kept draft may already pass: its Next button should say so without a first touch.
    loadRulesAtOnce: checkout.customer !== null || checkout.additional !== null,
    ids: CONTACT_DETAILS_FIELD_IDS,
    groups: CONTACT_DETAILS_GROUPS,
    fieldOfPath: fieldOfServerPath,
    summaryId: (field, values) => summaryIdOf(field, values, providerCount),
  });
}

function ContactDetailsView({ products, providers }: ContactDetailsStepProps) {
  const journey = useJourney();
  const { address, basket, checkout } = journey;
  const item = address.hasConfirmedAddress ? address.addressItem : null;
  const mode = contactDetailsMode(item, checkout.order);
  const homePhone = hasHomePhone(selectedAddonProducts(basket.addons, products));
  const options = contactDetailsOptions({
    today: ukIsoDate(new Date()),
    item,
    hasHomePhoneAddon: homePhone,
    mode,
  });
  const site = useContactDetailsForm(options, providers.length);
  useKeepDraft(site.values);
  const flow = useContactDetailsSubmit({ item, mode, options, showRefusal: site.showRefusal });
  const askToLeave = useAskToLeave();

  if (item === null || basket.basketItem === null) return <NothingToOrder addressChosen={item !== null} />;

  const resume = flow.code.pending;
  const busy = site.pending || flow.codeBusy;
  const baseValid = site.isValid(BASE_FIELDS);
  const progressAllowed = canProgress({
    hasHealthcareOrMedicalAlarm: site.values.hasHealthcareOrMedicalAlarm === 'yes',
  });
  const submit = site.submit(flow.send);
  const next = {
    label: nextLabel(mode, site.values.directDebitNow),
    formId: mode.plain ? undefined : CONTACT_DETAILS_FORM_ID,
    onClick: mode.plain ? () => submit() : undefined,
    disabled: !baseValid || !progressAllowed || busy,
    busy,
  };
  return (
    <ContactDetailsFrame
      heading={stepHeading(mode)}
      item={item}
      notice={flow.notice}
      // Another address is another order: leaving through the guard asks first, and Continue cancels
      // the order placed at this address (plain mode) and clears basket, checkout and the address.
      onChangeAddress={() =>
        askToLeave({ target: { kind: 'path', href: '/address-finder' }, onContinue: journey.clearAddress })
      }
      primary={
        resume ? { label: RESUME_CODE_CONTINUE, formId: RESUME_CODE_FORM_ID, disabled: busy, busy } : next
      }
    >
      {resume && (
        <ResumeCodeForm
          email={resume.email}
          again={resume.again}
          codesSent={flow.code.codesSent}
          busy={busy}
          onSubmit={flow.code.submit}
          onResend={() => void flow.code.resend()}
          onBack={flow.code.back}
        />
      )}
      <DetailsForm
        site={site}
        hidden={resume !== null}
        onSubmit={submit}
        products={products}
        providers={providers}
        business={options.business}
        hasHomePhoneAddon={homePhone}
        preorder={options.preorder}
        plain={mode.plain}
        submitDisabled={next.disabled}
        status={submitStatus({ baseValid, progressAllowed, busy })}
      />
    </ContactDetailsFrame>
  );
}

interface DetailsFormProps extends ContactDetailsStepProps {
  site: ContactDetailsForm;
  /** While the e-mailed code is asked for: hidden, not unmounted, so the details stay as typed. */
  hidden: boolean;
  onSubmit(event?: FormEvent): void;
  business: boolean;
  hasHomePhoneAddon: boolean;
  preorder: boolean;
  /** Plain mode: the order exists; its e-mail stays and the form has its own Submit. */
  plain: boolean;
  submitDisabled: boolean;
  /** Why the submit is disabled, read with the form. */
  status: string;
}

/** The details and the questions, with the error summary at the top and the answers told to the basket. */
function DetailsForm({
  site,
  products,
  providers,
  plain,
  submitDisabled,
  status,
  ...form
}: DetailsFormProps) {
  const { dispatchBasket } = useJourney();
  return (
    <form
      id={CONTACT_DETAILS_FORM_ID}
      hidden={form.hidden}
      noValidate
      onSubmit={form.onSubmit}
      className="mt-8 max-w-2xl"
      aria-describedby="contact-form-status"
      {...site.rulesTriggers}
    >
      <ErrorSummary {...site.summary} />
      <ContactDetailsFields site={site} business={form.business} emailLocked={plain} />
      <h3 className="mt-10 text-xl font-bold text-brand-900">A few more questions</h3>
      <div className="mt-4">
        <AdditionalQuestions
          site={site}
          providers={providers}
          hasHomePhoneAddon={form.hasHomePhoneAddon}
          preorder={form.preorder}
          onProviderChosen={(rcpid) => dispatchBasket({ type: 'setOtsRcpid', rcpid })}
          onKeepLandline={(keepExisting) =>
            dispatchBasket({ type: 'answerKeepLandline', keepExisting, products })
          }
          onSwitchingHelp={(needsHelp) => dispatchBasket({ type: 'answerSwitchingHelp', needsHelp })}
        />
      </div>
      <p id="contact-form-status" className="mt-8 text-slate-700">
        {status}
      </p>
      {plain && (
        <button type="submit" className={`${buttonClass('primary')} mt-4`} disabled={submitDisabled}>
          Submit
        </button>
      )}
    </form>
  );
}

/** Nothing to order yet: no address chosen, or an empty basket. */
function NothingToOrder({ addressChosen }: { addressChosen: boolean }) {
  const { address } = useJourney();
  return (
    <p className="text-slate-700">
      {addressChosen ? 'Your basket is empty. ' : 'Choose your address first. '}
      <TextLink href={addressChosen ? plansPath(address.addressType) : '/address-finder'}>
        {addressChosen ? 'Choose a plan' : 'Check your address'}
      </TextLink>
    </p>
  );
}
