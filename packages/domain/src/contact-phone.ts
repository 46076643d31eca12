/**
 * The provider's contact phone (content-and-api.md §9: a static contact phone is embedded; its
 * value is not printed, so the project chose one). 0808 157 0xxx is Ofcom's freephone range kept
 * for drama and demos: it can never ring a real line. The site's header and footer show the same
 * number; the provider API names it where a visitor must phone instead of ordering online.
 */
export const PROVIDER_PHONE = {
  display: '0808 157 0192',
  tel: '+448081570192',
  openingHours: 'Mon to Fri 8am to 8pm, Sat 9am to 5pm',
} as const;
