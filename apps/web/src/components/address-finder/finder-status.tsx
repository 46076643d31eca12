import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { fieldMessageIds } from '../form/field-parts';
import { FINDER_INPUT_ID } from './address-finder-ids';
import { type LookupState, lookupStatusText } from './lookup-status';

/** The finder's live status line, and the rate limit's message under the postcode box. */
export function FinderStatus({
  lookup,
  chosen,
  rateLimitMessage,
}: {
  lookup: LookupState;
  chosen: AddressItem | null;
  rateLimitMessage: string | undefined;
}) {
  return (
    <div className="mt-6 min-h-6">
      <p
        role="status"
        className={lookup.status === 'none' && !chosen ? 'font-semibold text-red-800' : 'text-slate-700'}
      >
        {lookupStatusText(lookup, chosen)}
      </p>
      {rateLimitMessage && (
        // The postcode box's message (<id>-error, in its aria-describedby), but without
        // FieldError's hidden 'Error:': a limit is not a wrong postcode, and the alert says it plainly.
        <p
          id={fieldMessageIds(FINDER_INPUT_ID).error}
          role="alert"
          className="mt-2 font-semibold text-red-800"
        >
          {rateLimitMessage}
        </p>
      )}
    </div>
  );
}
