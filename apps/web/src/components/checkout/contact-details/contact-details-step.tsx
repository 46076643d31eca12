'use client';

import { orderActionFor, stepAfterDetails } from '@fibre/domain/checkout-state';
import { hasHomePhone, selectedAddonProducts } from '@fibre/domain/home-phone';
import { ukIsoDate } from '@fibre/domain/installation-window';
import { isOrderableNow, orderAddressRefusal } from '@fibre/domain/order-address';
import { RESUME_CODE_CONTINUE } from '@fibre/domain/resume-code';
import type { CustomerActionResponse } from '@fibre/domain/schemas/api-customer';
import { canProgress } from '@fibre/domain/schemas/checkout-additional';
import type { OtsProviderItem } from '@fibre/domain/schemas/ots-provider';
import type { Product } from '@fibre/domain/schemas/product';
import { plansPath } from '@fibre/domain/site-paths';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useRef, useState } from 'react';
import { type SubmitHandler, useForm, useWatch } from 'react-hook-form';
import { ErrorSummary, type FormErrorItem } from '@/components/form/error-summary';
import { AddressPanel, addressLine } from '@/components/ui/address-panel';
import { buttonClass, TextLink } from '@/components/ui/link-button';
import { useJourney } from '@/state/journey-store';
import { CheckoutFrame } from '../frame/checkout-frame';
import { useAskToLeave } from '../leave-guard/ask-to-leave';
import { StepLoading } from '../step-loading';
import { affiliateCookies, checkoutChannel } from '../steps/checkout-analytics';
import { StepNotice } from '../steps/step-notice';
import { useIdempotencyKey } from '../steps/use-idempotency-key';
import { AdditionalQuestions } from './additional-questions';
import { CONTACT_DETAILS_FIELD_IDS, ContactDetailsFields } from './contact-details-fields';
import {
  BASE_FIELDS,
  type ContactDetailsOptions,
  type ContactDetailsValues,
  checkoutResolver,
  fieldOfServerPath,
  fromDraft,
  toDraft,
  validateContactDetails,
} from './contact-details-values';
import { orderBody } from './order-body';
import { RESUME_CODE_FORM_ID, ResumeCodeForm } from './resume-code-form';
import { siteSender, submitContactDetails } from './submit-contact-details';
import { type PendingResume, useResumeCode } from './use-resume-code';

export const CONTACT_DETAILS_FORM_ID = 'contact-details-form';

interface ContactDetailsStepProps {
  products: readonly Product[];
  providers: readonly OtsProviderItem[];
}

/**
 * The checkout's contact-details step (ordering-journey.md §2-§5, decision 0200). SIGNUP mode at an
 * address the network serves and PREORDER mode at one being built submit from the footer bar's
 * button; plain mode (the order exists, the visitor came back to change it) has its own Submit and
 * sends UPDATE. Validation is the domain's schemas through React Hook Form: on leaving a field, then
 * everything at once on submit with the GOV.UK error summary.
 */
export function ContactDetailsStep({ products, providers }: ContactDetailsStepProps) {
  const journey = useJourney();
  if (!journey.hydrated) return <StepLoading />;
  return <ContactDetailsForm products={products} providers={providers} />;
}

function ContactDetailsForm({ products, providers }: ContactDetailsStepProps) {
  const journey = useJourney();
  const router = useRouter();
  const { address, basket, checkout, dispatchBasket, dispatchCheckout } = journey;
  const item = address.hasConfirmedAddress ? address.addressItem : null;
  const preorder =
    item !== null &&
    !isOrderableNow(item) &&
    orderAddressRefusal(item, {
      kind: 'preorder',
      postcode: item.postcode,
      checkExistingCustomer: false,
    }) === null;
  const plainMode = checkout.order !== null;
  const homePhone = hasHomePhone(selectedAddonProducts(basket.addons, products));
  const options: ContactDetailsOptions = {
    today: ukIsoDate(new Date()),
    business: item?.address_type === 'BUS',
    hasHomePhoneAddon: homePhone,
    preorder: preorder && !plainMode,
  };
  // The resolver reads the options of the latest render (a home phone added, a pre-order address).
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const resolver = useCallback(
    (
      values: ContactDetailsValues,
      context: unknown,
      resolverOptions: Parameters<ReturnType<typeof checkoutResolver>>[2],
    ) => checkoutResolver(optionsRef.current)(values, context, resolverOptions),
    [],
  );
  const defaults = useMemo(
    () => fromDraft(checkout.customer, checkout.additional),
    [checkout.customer, checkout.additional],
  );
  const form = useForm<ContactDetailsValues>({
    defaultValues: defaults,
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, setValue, setError } = form;
  const values = useWatch({ control: form.control }) as ContactDetailsValues;
  const idempotency = useIdempotencyKey('contact');
  const askToLeave = useAskToLeave();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const code = useResumeCode({
    busy,
    setBusy,
    setNotice,
    idempotency,
    onResumed: (customer, sent) => finishOrder(customer, sent),
    backTo: CONTACT_DETAILS_FIELD_IDS.email,
  });
  const resume = code.pending;

  const live = validateContactDetails({ ...defaults, ...values }, options);
  const baseValid = BASE_FIELDS.every((field) => live[field] === undefined);
  const progressAllowed = canProgress({
    hasHealthcareOrMedicalAlarm: values.hasHealthcareOrMedicalAlarm === 'yes',
  });
  const submitDisabled = !baseValid || !progressAllowed || busy;

  // Another address is another order: leaving through the guard asks first, and Continue cancels
  // the order placed at this address (plain mode) and clears basket, checkout and the address.
  function change() {
    askToLeave({ target: { kind: 'path', href: '/address-finder' }, onContinue: journey.clearAddress });
  }

  function chooseProvider(rcpid: string) {
    const provider = providers.find((entry) => entry.rcpid === rcpid);
    setValue('currentProvider', provider?.name ?? '', { shouldValidate: formState.isSubmitted });
    dispatchBasket({ type: 'setOtsRcpid', rcpid: provider ? provider.rcpid : null });
  }

  const onSubmit: SubmitHandler<ContactDetailsValues> = async (submitted) => {
    if (busy || item === null || item.uprn === null || basket.basketItem === null) return;
    setNotice(null);
    const action = plainMode
      ? 'UPDATE'
      : orderActionFor({
          preorder,
          directDebitNow: submitted.directDebitNow === 'yes',
          multiDwelling: item.ismdu,
        });
    const cookies = affiliateCookies(document.cookie);
    const channel = checkoutChannel(checkout.channel, cookies);
    const body = orderBody({
      values: submitted,
      options,
      address: { ...item, uprn: item.uprn },
      basket,
      channel,
      awc: cookies.awc,
    });
    setBusy(true);
    const key = idempotency.take();
    const outcome = await submitContactDetails(action, key, siteSender(body), idempotency.renew);
    setBusy(false);
    const draft = toDraft(submitted);
    dispatchCheckout({ type: 'save-answers', customer: draft.customer, additional: draft.additional });
    // The order keeps its own kind: a change (UPDATE) or a resumed order stays a sign-up or pre-order.
    const kind =
      plainMode && checkout.order ? checkout.order.action : action === 'UPDATE' ? 'SIGNUP' : action;
    const pending: PendingResume = { body, email: submitted.email, kind, channel, again: false };
    if (outcome.kind === 'ok') {
      idempotency.drop();
      finishOrder(outcome.customer, pending);
      return;
    }
    if (outcome.kind === 'verify') {
      idempotency.drop();
      code.ask(pending);
      return;
    }
    if (outcome.kind === 'refused') {
      idempotency.drop();
      for (const field of outcome.fields) {
        const name = fieldOfServerPath(field.path);
        if (name) setError(name, { type: 'server', message: field.message });
      }
    }
    setNotice(outcome.message);
  };

  function finishOrder(customer: CustomerActionResponse, sent: PendingResume) {
    if (basket.basketItem === null) return;
    dispatchCheckout({ type: 'set-channel', channel: sent.channel });
    dispatchCheckout({
      type: 'set-order',
      code: customer.code,
      email: sent.email,
      action: sent.kind,
      productId: basket.basketItem,
    });
    router.push(stepAfterDetails(sent.kind));
  }

  if (item === null || basket.basketItem === null) {
    return (
      <p className="text-slate-700">
        {item === null ? 'Choose your address first. ' : 'Your basket is empty. '}
        <TextLink href={item === null ? '/address-finder' : plansPath(address.addressType)}>
          {item === null ? 'Check your address' : 'Choose a plan'}
        </TextLink>
      </p>
    );
  }

  const switching = values.needsHelpSwitchingProvider === 'yes' && providers.length > 0;
  const summary: FormErrorItem[] =
    formState.submitCount === 0
      ? []
      : (Object.keys(CONTACT_DETAILS_FIELD_IDS) as Array<keyof ContactDetailsValues>).flatMap((field) => {
          const message = formState.errors[field]?.message;
          if (!message) return [];
          const fieldId =
            field === 'currentProvider' && switching
              ? CONTACT_DETAILS_FIELD_IDS.rcpid
              : CONTACT_DETAILS_FIELD_IDS[field];
          return [{ fieldId, message }];
        });
  const nextLabel = plainMode
    ? 'Save and continue'
    : preorder
      ? values.directDebitNow === 'no'
        ? 'Continue to review'
        : 'Continue to payment'
      : 'Continue to installation';

  return (
    <CheckoutFrame
      step="details"
      primary={
        resume
          ? { label: RESUME_CODE_CONTINUE, formId: RESUME_CODE_FORM_ID, disabled: busy, busy }
          : {
              label: nextLabel,
              formId: plainMode ? undefined : CONTACT_DETAILS_FORM_ID,
              onClick: plainMode ? () => void handleSubmit(onSubmit)() : undefined,
              disabled: submitDisabled,
              busy,
            }
      }
    >
      <h2 className="text-2xl font-bold text-brand-900">
        {preorder ? 'Your pre-order details' : 'Your details'}
      </h2>
      <div className="mt-4">
        <AddressPanel
          id="checkout-address"
          title="Installation address"
          address={addressLine(item.address, item.postcode)}
          onChange={change}
        />
      </div>
      {notice && <StepNotice message={notice} />}
      {resume && (
        <ResumeCodeForm
          email={resume.email}
          again={resume.again}
          busy={busy}
          error={code.error}
          submitCount={code.attempts}
          onSubmit={(text) => void code.submit(text)}
          onResend={() => void code.resend()}
          onBack={code.back}
        />
      )}
      {/* Hidden, not unmounted, while the code is asked for: the details stay as typed. */}
      <form
        id={CONTACT_DETAILS_FORM_ID}
        hidden={resume !== null}
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="mt-8 max-w-2xl"
        aria-describedby="contact-form-status"
      >
        <ErrorSummary errors={summary} submitCount={formState.submitCount} />
        <ContactDetailsFields
          register={register}
          errors={formState.errors}
          business={options.business}
          billingElsewhere={values.billingSameAsInstallation === 'no'}
          emailLocked={plainMode}
        />
        <h3 className="mt-10 text-xl font-bold text-brand-900">A few more questions</h3>
        <div className="mt-4">
          <AdditionalQuestions
            register={register}
            errors={formState.errors}
            values={values}
            providers={providers}
            hasHomePhoneAddon={homePhone}
            preorder={options.preorder}
            onProviderChosen={chooseProvider}
            onKeepLandline={(keepExisting) =>
              dispatchBasket({ type: 'answerKeepLandline', keepExisting, products })
            }
            onSwitchingHelp={(needsHelp) => dispatchBasket({ type: 'answerSwitchingHelp', needsHelp })}
          />
        </div>
        <p id="contact-form-status" className="mt-8 text-slate-700">
          {submitDisabled && !busy
            ? progressAllowed
              ? 'Fill in your details above to continue.'
              : 'You can’t continue online: please call us.'
            : ''}
        </p>
        {plainMode && (
          <button type="submit" className={`${buttonClass('primary')} mt-4`} disabled={submitDisabled}>
            Submit
          </button>
        )}
      </form>
    </CheckoutFrame>
  );
}
