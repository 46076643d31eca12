import { ISO_DATE_PATTERN } from './calendar';

/**
 * The contact form's birthdate bounds and its day/month/year display without zod, so the browser's
 * form reads them without the schemas in its first load (decision 0588); schemas/birthdate.ts
 * re-exports them for the server.
 */

/** The contact form's allowed birth years, inclusive (content-and-api.md §5 and §9). */
export const CONTACT_FORM_BIRTH_YEARS = { min: 1900, max: 2029 } as const;
/** The date input's minimum. */
export const BIRTHDATE_INPUT_MIN = '1900-01-01';

/** A 'YYYY-MM-DD' date shown the UK way, '17/05/1990'; other text is returned as it is. */
export function formatUkDate(value: string): string {
  const match = ISO_DATE_PATTERN.exec(value);
  return match === null ? value : `${match[3]}/${match[2]}/${match[1]}`;
}
