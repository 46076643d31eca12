/**
 * Money is held in whole pence (integers) everywhere inside the domain, so sums never meet
 * binary floating point. The wire format of the provider API is pounds (the spec's figures,
 * e.g. monthly_price 27), converted once at the edge by these functions.
 */
export type Pence = number;

/** Converts a pounds figure from the wire (e.g. 22.5) to whole pence, rounding half away from zero. */
export function penceFromPounds(pounds: number): Pence {
  const pence = Math.round(Math.abs(pounds) * 100);
  return pounds < 0 ? -pence : pence;
}

/** Converts whole pence back to a pounds figure for the wire (2250 -> 22.5). */
export function poundsFromPence(pence: Pence): number {
  return pence / 100;
}

export interface FormatPriceOptions {
  /** Keep '.00' on whole pounds (e.g. '£32.00'); by default it is dropped ('£32'). */
  forceDecimals?: boolean;
}

/** The one price formatter: '£32', '£22.50', '£1,234.56', '-£3'. */
export function formatPrice(pence: Pence, options: FormatPriceOptions = {}): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  const pounds = Math.floor(abs / 100);
  const rest = abs % 100;
  const poundsText = pounds.toLocaleString('en-GB');
  if (rest === 0 && !options.forceDecimals) return `${sign}£${poundsText}`;
  return `${sign}£${poundsText}.${String(rest).padStart(2, '0')}`;
}
