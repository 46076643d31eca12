import { describe, expect, it } from 'vitest';
import { keepBasketPlanCookie } from './basket-plan-cookie-sync';

/** A document whose `cookie` records each assignment and reads back the jar as a browser would. */
function fakeDocument(jar: string) {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

describe('keepBasketPlanCookie', () => {
  it('writes the plan and its add-ons when the browser holds none', () => {
    const doc = fakeDocument('hb_vid=abc');
    keepBasketPlanCookie({ basketItem: 1002, addons: [2001] }, doc, true);
    expect(doc.written).toEqual(['hb_basket=1002-2001; Path=/; Max-Age=3600; SameSite=Lax; Secure']);
  });

  it('leaves an agreeing cookie alone, so its lifetime runs from the last change', () => {
    const doc = fakeDocument('hb_vid=abc; hb_basket=1002-2001');
    keepBasketPlanCookie({ basketItem: 1002, addons: [2001] }, doc, false);
    expect(doc.written).toEqual([]);
  });

  it('rewrites it when the basket changed, and clears it once the basket is empty', () => {
    const changed = fakeDocument('hb_basket=1002');
    keepBasketPlanCookie({ basketItem: 1002, addons: [2003] }, changed, false);
    expect(changed.written).toEqual(['hb_basket=1002-2003; Path=/; Max-Age=3600; SameSite=Lax']);
    const emptied = fakeDocument('hb_basket=1002');
    keepBasketPlanCookie({ basketItem: null, addons: [] }, emptied, false);
    expect(emptied.written).toEqual(['hb_basket=; Path=/; Max-Age=0; SameSite=Lax']);
    const none = fakeDocument('');
    keepBasketPlanCookie({ basketItem: null, addons: [] }, none, false);
    expect(none.written).toEqual([]);
  });
});
