'use client';

import type { PackageType } from '@fibre/domain/constants';
import { REGISTER_INTEREST_MESSAGES } from '@fibre/domain/register-interest-payload';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import type { RegisterInterestForm } from '@fibre/domain/schemas/register-interest';
import { registerInterestSuccessPath } from '@fibre/domain/site-paths';
import { TIMINGS_MS } from '@fibre/domain/timings';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { interestAddressLine } from '@/components/register-interest/interest-address-line';
import { RegisterInterestFields } from '@/components/register-interest/register-interest-fields';
import {
  originFromAnswers,
  sendRegisterInterest,
} from '@/components/register-interest/send-register-interest';
import type { BotCheckClientConfig } from '@/services/bot-check-browser';
import { useJourney } from '@/state/journey-store';

export interface HeroPreOrderFormProps {
  item: AddressItem | null;
  /** The hero's package-type choice, sent with the form for the site's notice (decision 0375). */
  packageType: PackageType;
  botCheck: BotCheckClientConfig;
}

/**
 * The register-interest form inside the pre-order hero (content-and-api.md §4 'Register-interest
 * form (hero)'): after submit a loading overlay shows; success goes to
 * /bundles/gigaplus/success?firstName=…; a failure clears the overlay and shows the error banner,
 * and so does nothing at all within 10 seconds (the request is then given up). Refused fields clear
 * it and go on their fields (decision 0429).
 */
export function HeroPreOrderForm({ item, packageType, botCheck }: HeroPreOrderFormProps) {
  const router = useRouter();
  const journey = useJourney();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<{ controller: AbortController; timer: ReturnType<typeof setTimeout> } | null>(null);

  useEffect(
    () => () => {
      if (attempt.current) clearTimeout(attempt.current.timer);
    },
    [],
  );

  function finish(message: string | null) {
    if (attempt.current) clearTimeout(attempt.current.timer);
    attempt.current = null;
    setLoading(false);
    setError(message);
  }

  async function submit(form: RegisterInterestForm, idempotencyKey: string) {
    if (item === null || attempt.current) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort();
      finish(REGISTER_INTEREST_MESSAGES.submitFailed);
    }, TIMINGS_MS.overlayTimeout);
    attempt.current = { controller, timer };
    setError(null);
    setLoading(true);
    try {
      const outcome = await sendRegisterInterest({
        form,
        item,
        origin: originFromAnswers(journey.checkout.customer),
        packageType,
        botCheck,
        idempotencyKey,
        signal: controller.signal,
      });
      if (attempt.current?.controller !== controller) return undefined;
      if (outcome.kind === 'ok') {
        clearTimeout(timer);
        router.push(registerInterestSuccessPath(form.contact_name));
        return undefined;
      }
      if (outcome.kind === 'invalid') {
        // The visitor's to put right: each message on its field, no failure banner (decision 0429).
        finish(null);
        return outcome.fields;
      }
      if (outcome.kind === 'failed') console.error('service unavailable', { code: outcome.code });
      finish(outcome.kind === 'refused' ? outcome.message : REGISTER_INTEREST_MESSAGES.submitFailed);
    } catch {
      // Aborted by the 10-second timer, which already set the error.
    }
    return undefined;
  }

  return (
    <div className="relative">
      <RegisterInterestFields
        idPrefix="hero-register-interest"
        label="Register your interest"
        address={interestAddressLine(item)}
        busy={loading}
        submitLabel="Register my interest"
        onSubmit={submit}
        banner={error}
      />
      {loading ? <SendingOverlay /> : null}
    </div>
  );
}

/** Over the form from submit until the answer (or the 10-second limit). */
function SendingOverlay() {
  return (
    <div
      role="status"
      data-testid="register-interest-overlay"
      className="absolute inset-0 flex flex-col items-center justify-center gap-4 rounded-2xl bg-white/90 text-slate-900"
    >
      <span
        aria-hidden="true"
        className="h-12 w-12 animate-spin rounded-full border-4 border-brand-700 border-t-transparent"
      />
      <p className="text-lg font-semibold">Sending your details…</p>
    </div>
  );
}
