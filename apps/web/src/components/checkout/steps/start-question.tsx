'use client';

import { START_WITHIN_CANCELLATION_QUESTION } from '@fibre/domain/checkout-steps';
import { RadioGroup } from '@/components/form/radio-group';
import type { SiteForm } from '@/components/form/use-site-form';

/** The radios' name and the group's id (the first radio's, where the error summary links). */
export const START_FIELD = 'start_within_cancellation_period';
export const START_ID = 'start-within-cancellation-period';

/** The review's one answer: 'yes' or 'no', or null before a radio is ticked. */
export interface StartChoice {
  [START_FIELD]: string | null;
}

/** The 14-day question (reg. 36), asked of a consumer only, on the review's form hook. */
export function StartQuestion({ site }: { site: SiteForm<StartChoice> }) {
  return (
    <RadioGroup
      {...site.register(START_FIELD)}
      id={START_ID}
      legend={START_WITHIN_CANCELLATION_QUESTION}
      hint="If you choose yes and then cancel within the 14 days, you pay for the service you used until you told us. If you choose no, we will not connect you until the 14 days have passed."
      options={[
        { value: 'yes', label: 'Yes, start my service as soon as possible' },
        { value: 'no', label: 'No, wait until the 14 days have passed' },
      ]}
      error={site.errorOf(START_FIELD)}
    />
  );
}
