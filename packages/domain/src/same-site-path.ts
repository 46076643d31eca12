/**
 * Whitespace, controls and backslashes: the URL parser drops tabs and line breaks and reads '\' as
 * '/', so '/\t/evil.example' or '/\\evil.example' would become '//evil.example' (decision 0324).
 */
const REDIRECT_REFUSED = /[\s\p{C}\\]/u;

/** A base no real site has: a path that resolves off it has left the site. */
const PATH_BASE = 'https://same-site.invalid';

/**
 * A same-site path ('/help?x=1#top') a redirect may send the visitor to, normalised as the browser
 * will read it, or null: not starting with '/', scheme-relative ('//host'), or holding whitespace, a
 * control or a backslash that the URL parser would fold into '//host' (decisions 0324, 0397). The
 * payment redirect and the CMS preview both check paths with it.
 */
export function sameSitePath(input: string): string | null {
  if (REDIRECT_REFUSED.test(input) || !input.startsWith('/') || input.startsWith('//')) return null;
  if (!URL.canParse(input, PATH_BASE)) return null;
  const resolved = new URL(input, PATH_BASE);
  if (resolved.origin !== PATH_BASE) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** Whether `input` holds whitespace, a control or a backslash (refused in any redirect target). */
export function hasRedirectRefusedCharacter(input: string): boolean {
  return REDIRECT_REFUSED.test(input);
}
