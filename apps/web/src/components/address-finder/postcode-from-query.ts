import { postcodeBoxText } from '../ui/postcode-input';

/**
 * The postcode a search box sent as `?postcode=` when it was submitted before its page came to life
 * (use-postcode-search.ts): upper case, trimmed, cut to the box's length; none when empty.
 */
export function postcodeFromQuery(params: URLSearchParams): string | null {
  const value = postcodeBoxText(params.get('postcode') ?? '');
  return value === '' ? null : value;
}
