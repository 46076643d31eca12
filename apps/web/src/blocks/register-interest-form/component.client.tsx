'use client';

import { registerInterestOrder } from '@fibre/domain/register-interest-order';
import {
  isBusyStep,
  REGISTER_INTEREST_STEPS,
  type RegisterInterestStep,
} from '@fibre/domain/register-interest-steps';
import type { RegisterInterestForm } from '@fibre/domain/schemas/register-interest';
import { confirmationOfInterestPath, orderErrorPath } from '@fibre/domain/site-paths';
import { TIMINGS_MS } from '@fibre/domain/timings';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { interestAddressLine } from '@/components/register-interest/interest-address-line';
import { RegisterInterestFields } from '@/components/register-interest/register-interest-fields';
import {
  originFromAnswers,
  sendRegisterInterest,
} from '@/components/register-interest/send-register-interest';
import { useInterestAddress } from '@/components/register-interest/use-interest-address';
import type { BotCheckClientConfig } from '@/services/bot-check-browser';
import { useJourney } from '@/state/journey-store';
import { rememberInterestOrder } from '@/state/register-interest-storage';

const STEP_WORDS: Partial<Record<RegisterInterestStep, string>> = {
  [REGISTER_INTEREST_STEPS.submitted]: 'Getting ready to send your details…',
  [REGISTER_INTEREST_STEPS.sending]: 'Sending your details…',
  [REGISTER_INTEREST_STEPS.success]: 'Thank you. Taking you to your confirmation…',
  [REGISTER_INTEREST_STEPS.failure]: 'Something went wrong. Taking you to the next steps…',
};

/**
 * The register-interest block's form and steps (content-and-api.md §4): 0 idle; submit sets 2,
 * which starts sending after the deliberate 1 second wait; 3 sending; 4 success: the order info
 * (orderNumber and customerCode = the returned code, the e-mail, action ROI) is kept and the visitor
 * goes to /confirmation-of-interest/{code}; 5 failure: 'service unavailable' is logged and the
 * visitor goes to /checkout/order/error/{code}. A refusal before the provider (the bot check, too
 * many tries) is no failure of the service: back to 0 with its words, to try again (decision 0363);
 * a refusal of fields puts each message on its field instead (decision 0429).
 */
export function RegisterInterestSteps({
  submitLabel,
  botCheck,
}: {
  submitLabel: string;
  botCheck: BotCheckClientConfig;
}) {
  const router = useRouter();
  const journey = useJourney();
  const item = useInterestAddress();
  const [step, setStep] = useState<RegisterInterestStep>(REGISTER_INTEREST_STEPS.idle);
  const [banner, setBanner] = useState<string | null>(null);
  const origin = originFromAnswers(journey.checkout.customer);
  const mounted = useMounted();

  async function submit(answers: RegisterInterestForm, idempotencyKey: string) {
    if (item === null) return undefined;
    setBanner(null);
    setStep(REGISTER_INTEREST_STEPS.submitted);
    // Step 2 sends after the deliberate wait; leaving the page in between sends nothing.
    await new Promise((resolve) => setTimeout(resolve, TIMINGS_MS.registerInterestDelay));
    if (!mounted.current) return undefined;
    setStep(REGISTER_INTEREST_STEPS.sending);
    const outcome = await sendRegisterInterest({ form: answers, item, origin, botCheck, idempotencyKey });
    if (!mounted.current) return undefined;
    if (outcome.kind === 'ok') {
      setStep(REGISTER_INTEREST_STEPS.success);
      rememberInterestOrder(registerInterestOrder(outcome.code, answers.email));
      router.push(confirmationOfInterestPath(outcome.code));
    } else if (outcome.kind === 'failed') {
      setStep(REGISTER_INTEREST_STEPS.failure);
      console.error('service unavailable', { route: '/api/customer-roi', code: outcome.code });
      router.push(orderErrorPath(outcome.code));
    } else {
      // A refusal is no failure of the service: back to step 0 to put it right (decision 0363).
      setStep(REGISTER_INTEREST_STEPS.idle);
      if (outcome.kind === 'invalid') return outcome.fields;
      setBanner(outcome.message);
    }
    return undefined;
  }

  const words = STEP_WORDS[step];
  return (
    <div data-register-interest-step={step}>
      <RegisterInterestFields
        idPrefix="block-register-interest"
        label="Register your interest"
        address={interestAddressLine(item)}
        busy={step !== REGISTER_INTEREST_STEPS.idle}
        submitLabel={submitLabel}
        step={step}
        banner={banner}
        onSubmit={submit}
      />
      <p
        role="status"
        className="px-6 pb-6 font-semibold text-slate-900"
        aria-busy={isBusyStep(step) || undefined}
      >
        {words ?? ''}
      </p>
    </div>
  );
}

/** Whether the component is still on the page: an answer that comes after leaving changes nothing. */
function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
