import type { BasketState } from './basket-state';
import { TIMINGS_MS } from './timings';

/**
 * The basket's plan and add-ons as a cookie (decision 0686), so the server can draw /extras with the
 * visitor's real add-on cards instead of a loading line that their arrival pushes down (layout
 * shift). Only a copy: the basket itself stays in localStorage (decision 0081) and wins where they
 * differ. Strictly necessary (it serves the basket the visitor asked for; no consent needed under
 * PECR), it holds product ids only, nothing personal, and it lives as long as the basket does.
 */
export const BASKET_PLAN_COOKIE = 'hb_basket';

/** The basket's lifetime (it runs from the last change, as the stored slice's does), in seconds. */
const MAX_AGE_SECONDS = Math.round(TIMINGS_MS.basketTtl / 1000);

/** At most this many add-ons are read back: a forged cookie cannot make the server loop. */
const MAX_ADDONS = 20;

export interface BasketPlanHint {
  planId: number;
  addons: number[];
}

/** The cookie's value for a basket: the plan id then its add-on ids, joined by '-'; null when empty. */
export function basketPlanCookieValue(basket: Pick<BasketState, 'basketItem' | 'addons'>): string | null {
  if (basket.basketItem === null) return null;
  return [basket.basketItem, ...basket.addons].join('-');
}

/**
 * The `document.cookie` assignment that keeps the cookie in step with the basket: set with a fresh
 * lifetime, or cleared (Max-Age=0) once the basket is empty. `secure` on https.
 */
export function basketPlanCookie(
  basket: Pick<BasketState, 'basketItem' | 'addons'>,
  options: { secure: boolean },
): string {
  const value = basketPlanCookieValue(basket);
  const attributes = [
    `${BASKET_PLAN_COOKIE}=${value ?? ''}`,
    'Path=/',
    `Max-Age=${value === null ? 0 : MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

const VALUE_PATTERN = new RegExp(`^[1-9]\\d{0,8}(?:-[1-9]\\d{0,8}){0,${MAX_ADDONS}}$`);

/** The plan and add-ons a cookie's value names, or null for an absent or malformed value. */
export function readBasketPlanCookie(value: string | undefined | null): BasketPlanHint | null {
  if (!value || !VALUE_PATTERN.test(value)) return null;
  const [planId, ...addons] = value.split('-').map(Number);
  return planId === undefined ? null : { planId, addons };
}
