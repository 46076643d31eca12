import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { describedBy, fieldMessageIds } from '../form/field-parts';
import { buttonClass, TEXT_LINK_CLASS } from '../ui/link-button';
import { POSTCODE_INPUT_ATTRIBUTES } from '../ui/postcode-input';
import { ADDRESS_LISTBOX_ID, addressOptionId, FINDER_INPUT_ID } from './address-finder-ids';

const HINT = 'For example, HB1 1AA. Then choose your address from the list.';

export interface PostcodeComboboxFormProps {
  inputRef: RefObject<HTMLInputElement | null>;
  busy: boolean;
  /** An address is chosen: the postcode is locked until 'Change postcode'. */
  locked: boolean;
  listShown: boolean;
  highlighted: number;
  showChange: boolean;
  rateLimitMessage: string | undefined;
  onSubmit: (event: FormEvent) => void;
  onPostcodeChange: (input: HTMLInputElement) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onChangePostcode: () => void;
}

/** The finder's form: the postcode combobox with its hint, 'Find address' and 'Change postcode'. */
export function PostcodeComboboxForm({
  inputRef,
  busy,
  locked,
  listShown,
  highlighted,
  showChange,
  rateLimitMessage,
  onSubmit,
  onPostcodeChange,
  onKeyDown,
  onChangePostcode,
}: PostcodeComboboxFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <label htmlFor={FINDER_INPUT_ID} className="block text-lg font-semibold text-slate-900">
        Postcode
      </label>
      <p id={fieldMessageIds(FINDER_INPUT_ID).hint} className="mt-1 text-slate-600">
        {HINT}
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <input
          ref={inputRef}
          id={FINDER_INPUT_ID}
          {...POSTCODE_INPUT_ATTRIBUTES}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={ADDRESS_LISTBOX_ID}
          aria-activedescendant={listShown && highlighted >= 0 ? addressOptionId(highlighted) : undefined}
          aria-describedby={describedBy(FINDER_INPUT_ID, HINT, rateLimitMessage)}
          defaultValue=""
          readOnly={locked}
          onChange={(event) => onPostcodeChange(event.currentTarget)}
          onKeyDown={onKeyDown}
          className="h-12 w-full rounded-md border-2 border-slate-700 px-3 text-lg uppercase read-only:bg-slate-100 read-only:text-slate-700 sm:max-w-xs"
        />
        {!locked && (
          <button type="submit" className={buttonClass()}>
            Find address
          </button>
        )}
      </div>
      {showChange && (
        <button type="button" onClick={onChangePostcode} className={`mt-3 ${TEXT_LINK_CLASS}`}>
          Change postcode
        </button>
      )}
    </form>
  );
}
