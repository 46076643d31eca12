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
  newAttemptKey,
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
 * many tries) is no failure of the service: back to 0 with its words, to try again (decision 0363).
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
  const [form, setForm] = useState<RegisterInterestForm | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const origin = originFromAnswers(journey.checkout.customer);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function send(answers: RegisterInterestForm, address: NonNullable<typeof item>) {
    setStep(REGISTER_INTEREST_STEPS.sending);
    const outcome = await sendRegisterInterest({
      form: answers,
      item: address,
      origin,
      botCheck,
      idempotencyKey: newAttemptKey(),
    });
    if (!mounted.current) return;
    if (outcome.kind === 'ok') {
      setStep(REGISTER_INTEREST_STEPS.success);
      rememberInterestOrder(registerInterestOrder(outcome.code, answers.email));
      router.push(confirmationOfInterestPath(outcome.code));
    } else if (outcome.kind === 'failed') {
      setStep(REGISTER_INTEREST_STEPS.failure);
      console.error('service unavailable', { route: '/api/customer-roi', code: outcome.code });
      router.push(orderErrorPath(outcome.code));
    } else {
      setBanner(outcome.message);
      setStep(REGISTER_INTEREST_STEPS.idle);
    }
  }
  const sendLatest = useRef(send);
  sendLatest.current = send;

  // Step 2 sends after the deliberate wait; leaving the page in between sends nothing.
  useEffect(() => {
    if (step !== REGISTER_INTEREST_STEPS.submitted || form === null || item === null) return;
    const timer = setTimeout(() => {
      void sendLatest.current(form, item);
    }, TIMINGS_MS.registerInterestDelay);
    return () => clearTimeout(timer);
  }, [step, form, item]);

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
        onSubmit={(answers) => {
          setBanner(null);
          setForm(answers);
          setStep(REGISTER_INTEREST_STEPS.submitted);
        }}
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
