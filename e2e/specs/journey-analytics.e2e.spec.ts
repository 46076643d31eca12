import { expect, test } from '@playwright/test';
import {
  answerCookies,
  atFibreStreet,
  miniBasket,
  openBasketPopup,
  selectPlan,
  sentEvents,
} from '../support/journey-steps';

/** The journey's analytics events (ordering-journey.md §7, content-and-api.md §7), after consent only. */

test('each step of the journey sends its event with the item fields', async ({ page }) => {
  await answerCookies(page, { analytics: true });
  await atFibreStreet(page);

  await expect.poll(async () => (await sentEvents(page)).map(([name]) => name)).toContain('view_item_list');
  const [, list] = (await sentEvents(page)).find(([name]) => name === 'view_item_list')!;
  expect(list.item_list_name).toBe('Home Broadband');
  expect(list.items).toEqual([
    expect.objectContaining({
      item_id: '1003',
      item_name: 'Fibre 900',
      item_list_name: 'Home Broadband',
      item_category: 'GIGA',
      item_category2: '24 months',
      price: 32,
      discount: 3,
      coupon: 'GIGAAUTO',
    }),
    expect.objectContaining({ item_id: '1002', price: 30, discount: 0, coupon: '' }),
    expect.objectContaining({ item_id: '1001', price: 25 }),
  ]);

  await selectPlan(page, 'Fibre 900');
  // Sent once the provider has calculated the monthly payment (ordering-journey.md §7).
  await expect.poll(async () => (await sentEvents(page)).map(([name]) => name)).toContain('add_to_cart');
  const addToCart = (await sentEvents(page)).find(([name]) => name === 'add_to_cart')?.[1];
  expect(addToCart).toMatchObject({
    currency: 'GBP',
    value: 32,
    selected_product: 1003,
    originalPrice: 35,
    monthlyPriceCalculated: 32,
    extras: [],
    selected_promotions: 'GIGAAUTO',
  });

  await openBasketPopup(page);
  await expect.poll(async () => (await sentEvents(page)).map(([name]) => name)).toContain('view_cart');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/extras');
  await expect.poll(async () => (await sentEvents(page)).map(([name]) => name)).toContain('view_item');

  await page.getByRole('button', { name: /^Add to basket Mesh Wi-Fi Booster/ }).click();
  await page.getByRole('button', { name: /^Selected Mesh Wi-Fi Booster/ }).click();
  const extras = (await sentEvents(page)).filter(
    ([name]) => name === 'add_extras' || name === 'remove_extras',
  );
  expect(extras.map(([name, params]) => [name, params.extraId])).toEqual([
    ['add_extras', 9004],
    ['remove_extras', 9004],
  ]);

  await miniBasket(page).getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
  await miniBasket(page).getByRole('button', { name: 'Apply promo code' }).click();
  await expect(miniBasket(page).getByTestId('basket-promotions')).toContainText('WELCOME10');
  await miniBasket(page).getByRole('button', { name: 'Remove promotion WELCOME10' }).click();
  const promotionEvents = (await sentEvents(page)).filter(([name]) => name.endsWith('_promotion'));
  expect(promotionEvents).toEqual([
    ['select_promotion', { promotion_name: 'WELCOME10' }],
    ['remove_promotion', { selected_promotions: 'GIGAAUTO' }],
  ]);

  await page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/checkout');
  await expect.poll(async () => (await sentEvents(page)).map(([name]) => name)).toContain('begin_checkout');
  const beginCheckout = (await sentEvents(page)).find(([name]) => name === 'begin_checkout')?.[1];
  expect(beginCheckout).toMatchObject({ currency: 'GBP', selected_product: 1003, value: 32 });
});

test('add_to_cart waits for the monthly payment to be calculated, and sends its figure', async ({ page }) => {
  await answerCookies(page, { analytics: true });
  await atFibreStreet(page);
  await expect.poll(async () => (await sentEvents(page)).map(([name]) => name)).toContain('view_item_list');
  // Hold the calculation until the test lets it go.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const totals: number[] = [];
  await page.route('**/api/calculate-monthly-payment', async (route) => {
    await held;
    const response = await route.fetch();
    const body = await response.json();
    totals.push(body.total_monthly_price);
    await route.fulfill({ response, json: body });
  });
  await selectPlan(page, 'Fibre 900');
  await page.waitForTimeout(500);
  expect((await sentEvents(page)).map(([name]) => name)).not.toContain('add_to_cart');
  release();
  await expect.poll(async () => (await sentEvents(page)).map(([name]) => name)).toContain('add_to_cart');
  expect(totals.length).toBeGreaterThan(0);
  const addToCart = (await sentEvents(page)).find(([name]) => name === 'add_to_cart')?.[1];
  expect(addToCart).toMatchObject({
    value: totals[0],
    monthlyPriceCalculated: totals[0],
    selected_product: 1003,
  });
});

test('nothing is sent without consent to analytics cookies', async ({ page }) => {
  await answerCookies(page, { analytics: false });
  await atFibreStreet(page);
  await selectPlan(page, 'Fibre 400');
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/extras');
  expect(await sentEvents(page)).toEqual([]);
});
