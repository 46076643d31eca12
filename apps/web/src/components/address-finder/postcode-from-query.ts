import { POSTCODE_INPUT_ATTRIBUTES } from '../ui/postcode-input';

/**
 * The postcode a search box sent as `?postcode=` when it was submitted before its page came to life
 * (use-postcode-search.ts): upper case, trimmed, cut to the box's length; none when empty.
 */
export function postcodeFromQuery(params: URLSearchParams): string | null {
  const value = (params.get('postcode') ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, POSTCODE_INPUT_ATTRIBUTES.maxLength)
    .trim();
  return value === '' ? null : value;
}
