'use client';

import { Checkbox } from '@/components/form/checkbox';
import { TextField } from '@/components/form/text-field';
import type { SiteForm } from '@/components/form/use-site-form';
import type { DirectDebitValues } from './direct-debit-form';
import { PROVIDER_NAME } from './direct-debit-guarantee';

/**
 * The Direct Debit instruction's four fields, on the payment step's form hook. Their ids, names,
 * labels and hints are the ones the error summary links to and the browser tests find.
 */
export function DirectDebitFields({ site }: { site: SiteForm<DirectDebitValues> }) {
  return (
    <>
      <TextField
        {...site.field('account_name')}
        label="Name of the account holder"
        hint="As it is shown on your bank statement"
        autoComplete="name"
        spellCheck={false}
      />
      <TextField
        {...site.field('sort_code')}
        label="Sort code"
        hint="Must be 6 digits long, for example 30-99-50"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        className="sm:w-40"
      />
      <TextField
        {...site.field('account_number')}
        label="Account number"
        hint="Must be 8 digits long"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        className="sm:w-52"
      />
      <Checkbox
        {...site.field('authorise_direct_debit')}
        label="I am the account holder and the only person needed to authorise debits from this account"
        hint={`I instruct my bank or building society to pay ${PROVIDER_NAME} Direct Debits from this account, safeguarded by the Direct Debit Guarantee.`}
      />
    </>
  );
}
