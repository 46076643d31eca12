import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** A value the site's persistence wrote: `{ expiresAt, value }`. */
interface Stored<T> {
  expiresAt: number;
  value: T;
}

/** The value the site keeps in localStorage under `key`. */
export async function stored<T>(page: Page, key: string): Promise<T> {
  const raw = await page.evaluate((name) => window.localStorage.getItem(name), key);
  if (raw === null) throw new Error(`Nothing stored under ${key}`);
  return (JSON.parse(raw) as Stored<T>).value;
}

export interface StoredBasket {
  basketItem: number;
  addons: number[];
  promoCodes: { id_promotion: number }[];
}

export interface SignUpPerson {
  title: string;
  first: string;
  last: string;
  /** The e-mail's local part before a random suffix, so runs never collide. */
  emailPrefix: string;
  phone: string;
  birthdate: string;
}

/**
 * Signs up for the visitor's basket at the chosen address through the site's own route, as the
 * details step does, so the browser is given the order's cookie and may use the order in the later
 * steps (decision 0290). The answers are a plain sign-up's: no switching, no landline kept.
 */
export async function signUpThroughSite(
  page: Page,
  person: SignUpPerson,
  extra: Record<string, unknown> = {},
  /** The site's route: the sign-up's, or '/api/customer-preorder' for a pre-order. */
  route = '/api/customer-signup',
): Promise<{ code: string; email: string; basket: StoredBasket }> {
  const basket = await stored<StoredBasket>(page, 'hb:v1:basket');
  const { addressItem } = await stored<{
    addressItem: { uprn: string; address: string; postcode: string; address_type: string };
  }>(page, 'hb:v1:address');
  const email = `${person.emailPrefix}.${randomUUID().slice(0, 8)}@example.com`;
  const response = await page.request.post(route, {
    data: {
      contact_title: person.title,
      contact_name: person.first,
      contact_surname: person.last,
      email,
      phone: person.phone,
      birthdate: person.birthdate,
      origin: { value: 'GGLADS' },
      accept_marketing: false,
      accept_terms: true,
      uprn: addressItem.uprn,
      address: addressItem.address,
      postcode: addressItem.postcode,
      address_type: addressItem.address_type,
      id_product: basket.basketItem,
      addons: basket.addons,
      promotions: basket.promoCodes.map((promotion) => promotion.id_promotion),
      additional: {
        needsHelpSwitchingProvider: false,
        wantsToRetainExistingLandline: false,
        hasAlternativeContactMethod: true,
        hasHealthcareOrMedicalAlarm: false,
        confirmResponsibility: true,
        currentProvider: 'BT',
      },
      ...extra,
    },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
  const code = ((await response.json()) as { customer: { code: string } }).customer.code;
  return { code, email, basket };
}

/**
 * Gives the browser the order, as the details step does (the checkout's stored state), then opens
 * `path`: a later step of the checkout goes on with the order signUpThroughSite made.
 */
export async function keepOrder(
  page: Page,
  code: string,
  email: string,
  action: string,
  productId: number,
  path: string,
) {
  await page.evaluate(
    ({ order }) => {
      const value = {
        checkoutSkipTo: null,
        channel: 'WEB',
        customer: null,
        additional: null,
        installation: null,
        directDebit: null,
        order,
        confirmedOrderNumber: null,
        idempotencyKeys: {},
        purchaseSent: false,
      };
      window.localStorage.setItem(
        'hb:v2:checkout',
        JSON.stringify({ expiresAt: Date.now() + 3_600_000, value }),
      );
    },
    { order: { orderNumber: code, customerCode: code, email, action, productId } },
  );
  await page.goto(path);
}
