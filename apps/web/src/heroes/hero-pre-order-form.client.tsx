'use client';

import type { PackageType } from '@fibre/domain/constants';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import {
  REGISTER_INTEREST_MESSAGES,
  type RegisterInterestForm,
} from '@fibre/domain/schemas/register-interest';
import { registerInterestSuccessPath } from '@fibre/domain/site-paths';
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
import type { BotCheckClientConfig } from '@/services/bot-check-browser';
import { useJourney } from '@/state/journey-store';

/**
 * The register-interest form inside the pre-order hero (content-and-api.md §4 'Register-interest
 * form (hero)'): after submit a loading overlay shows; success goes to
 * /bundles/gigaplus/success?firstName=…; a failure clears the overlay and shows the error banner,
 * and so does nothing at all within 10 seconds (the request is then given up).
 */
export function HeroPreOrderForm({
  item,
  packageType,
  botCheck,
}: {
  item: AddressItem | null;
  /** The hero's package-type choice, sent with the form for the site's notice (decision 0375). */
  packageType: PackageType;
  botCheck: BotCheckClientConfig;
}) {
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

  async function submit(form: RegisterInterestForm) {
    if (item === null || attempt.current) return;
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
        idempotencyKey: newAttemptKey(),
        signal: controller.signal,
      });
      if (attempt.current?.controller !== controller) return;
      if (outcome.kind === 'ok') {
        clearTimeout(timer);
        router.push(registerInterestSuccessPath(form.contact_name));
        return;
      }
      if (outcome.kind === 'failed') console.error('service unavailable', { code: outcome.code });
      finish(outcome.kind === 'refused' ? outcome.message : REGISTER_INTEREST_MESSAGES.submitFailed);
    } catch {
      // Aborted by the 10-second timer, which already set the error.
    }
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
      {loading ? (
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
      ) : null}
    </div>
  );
}
