import {
  BASKET_PLAN_COOKIE,
  basketPlanCookie,
  basketPlanCookieValue,
} from '@fibre/domain/basket-plan-cookie';
import type { BasketState } from '@fibre/domain/basket-state';

/** The cookie's value as the browser holds it now ('' when absent). */
function currentValue(cookies: string): string {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === BASKET_PLAN_COOKIE) return rest.join('=');
  }
  return '';
}

/**
 * Keeps the basket plan cookie (decision 0686) in step with the basket the store holds: written
 * when they differ (a change, a basket from before the cookie, another tab's change), cleared with
 * the basket. Left alone when they agree, so its lifetime runs from the basket's last change, as the
 * stored slice's does.
 */
export function keepBasketPlanCookie(
  basket: Pick<BasketState, 'basketItem' | 'addons'>,
  doc: Pick<Document, 'cookie'> = document,
  secure = window.location.protocol === 'https:',
): void {
  if (currentValue(doc.cookie) === (basketPlanCookieValue(basket) ?? '')) return;
  doc.cookie = basketPlanCookie(basket, { secure });
}
