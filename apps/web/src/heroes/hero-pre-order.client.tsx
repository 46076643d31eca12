'use client';

import { areaCoversPostcode, type RegisterInterestArea } from '@fibre/domain/register-interest-area';
import { SITE_PATHS } from '@fibre/domain/site-paths';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { PACKAGE_TYPE_ITEMS, type PackageTypeKey } from '@/cms/vocabulary';
import { useInterestAddress } from '@/components/register-interest/use-interest-address';
import { addressLine } from '@/components/ui/address-panel';
import type { BotCheckClientConfig } from '@/services/bot-check-browser';
import { useJourney } from '@/state/journey-store';
import { rememberInterestAddress } from '@/state/register-interest-storage';
import { HeroPreOrderForm } from './hero-pre-order-form.client';

/**
 * The hero's browser part: the visitor's chosen address in the area (the confirmed one, or one that
 * can only register interest: use-interest-address.ts) with Change (back to the finder, the address
 * cleared), or a link to choose one; the package-type dropdown, whose choice the form sends with
 * the registration for the site's notice to the e-mail service (decision 0375; also on the form's
 * slot as `data-package-type`); and the register-interest form for that address.
 */
export function PreOrderHeroChoices({
  area,
  packageTypeLabel,
  botCheck,
  children,
}: {
  area: RegisterInterestArea | null;
  packageTypeLabel: string;
  botCheck: BotCheckClientConfig;
  /** The form's heading and words, rendered on the server. */
  children?: ReactNode;
}) {
  const journey = useJourney();
  const router = useRouter();
  const selectId = useId();
  const [packageType, setPackageType] = useState<PackageTypeKey>('BBO');
  const packageSelect = useRef<HTMLSelectElement>(null);
  // A choice made before the page came to life is in the server's dropdown but not in the state,
  // and would be dropped for 'BBO' on the next render: it is taken into the state once, on mount,
  // as the postcode boxes do (decision 0705).
  useEffect(() => {
    const shown = PACKAGE_TYPE_ITEMS.find((option) => option.key === packageSelect.current?.value);
    if (shown !== undefined) setPackageType(shown.key);
  }, []);
  const chosen = useInterestAddress();
  const inArea = chosen !== null && (area === null || areaCoversPostcode(area, chosen.postcode));
  const item = inArea ? chosen : null;

  return (
    <div className="mt-6 space-y-5">
      <div className="rounded-xl bg-white/10 p-4" data-testid="pre-order-hero-address">
        {item !== null ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-lg">
              <span className="block text-sm font-bold uppercase tracking-wide text-brand-100">
                Your address
              </span>
              {addressLine(item.address, item.postcode)}
            </p>
            <button
              type="button"
              onClick={() => {
                journey.clearAddress();
                rememberInterestAddress(null);
                router.push(SITE_PATHS.addressFinder);
              }}
              className="rounded-md border-2 border-white px-5 py-2 font-semibold text-white hover:bg-white/10"
            >
              Change<span className="sr-only"> your address</span>
            </button>
          </div>
        ) : (
          <p className="text-lg">
            {area ? `Live in ${area.name}? ` : ''}
            <Link
              href={SITE_PATHS.addressFinder}
              className="font-semibold text-white underline underline-offset-4"
            >
              Find your address
            </Link>{' '}
            to see what you can pre-order.
          </p>
        )}
      </div>
      <div>
        <label htmlFor={selectId} className="block font-semibold">
          {packageTypeLabel}
        </label>
        <select
          id={selectId}
          ref={packageSelect}
          value={packageType}
          onChange={(event) => setPackageType(event.target.value as PackageTypeKey)}
          className="mt-2 min-h-11 w-full max-w-sm rounded-md border-2 border-white bg-white px-3 text-slate-900"
        >
          {PACKAGE_TYPE_ITEMS.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {children}
      {/* The spec's #bundle-form anchor (content-and-api.md §2): the form itself, inside #register-interest. */}
      <div
        id="bundle-form"
        className="scroll-mt-24"
        data-form-slot="register-interest"
        data-package-type={packageType}
      >
        <HeroPreOrderForm item={item} packageType={packageType} botCheck={botCheck} />
      </div>
    </div>
  );
}
