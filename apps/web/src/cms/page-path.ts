/** The slug of the page served at `/`. */
export const HOME_SLUG = 'home';

/** The site path of a page slug. */
export function pagePath(slug: string): string {
  return slug === HOME_SLUG ? '/' : `/${slug}`;
}
