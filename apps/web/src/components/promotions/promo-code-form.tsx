import { PROMO_CODE_HINT } from '@fibre/domain/messages';
import type { FormEventHandler } from 'react';
import { ErrorSummary, type ErrorSummaryProps } from '../form/error-summary';
import { TextField, type TextFieldProps } from '../form/text-field';

export interface PromoCodeFormProps {
  /** The code field's control: the form hook's `field('promoCode')`, or its id and name alone. */
  field: Pick<TextFieldProps, 'id' | 'name' | 'error' | 'onChange' | 'onBlur' | 'ref' | 'readOnly'>;
  summary: ErrorSummaryProps;
  pending: boolean;
  applied: string | null;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}

/**
 * What the promo code box draws (ordering-journey.md §5), apart from the form hook that drives it:
 * the live box (promo-code-box.tsx) and the stand-in shown while its code loads
 * (lazy-promo-code-box.tsx) draw the same markup, so nothing moves when one replaces the other
 * (decision 0654).
 */
export function PromoCodeForm({ field, summary, pending, applied, onSubmit }: PromoCodeFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4">
      <ErrorSummary {...summary} headingLevel={3} />
      <TextField
        {...field}
        label="Promo code"
        hint={PROMO_CODE_HINT}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        className="uppercase"
        suffix={
          <button
            type="submit"
            disabled={pending}
            className="h-11 shrink-0 rounded-md bg-slate-800 px-4 font-semibold text-white hover:bg-slate-900 disabled:opacity-70"
          >
            Apply<span className="sr-only"> promo code</span>
          </button>
        }
      />
      <p role="status" className="mt-2 text-sm font-semibold text-green-800">
        {applied}
      </p>
    </form>
  );
}
