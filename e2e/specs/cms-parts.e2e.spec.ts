import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { findAddresses } from '../support/journey-steps';

/**
 * Issue 20 §5's smaller pieces as a visitor meets them on the demo pages: the coverage listing's
 * availability filter, the footer's compare link and card, the contact card's pictures, the steps'
 * icons, the plan chooser's bottom link and card, the anchors, the contact form's terms link, the
 * public postcode check's words, and the pill radius and 310 px font rule (decisions 0490-0491).
 */

test.describe('the coverage listing’s availability filter on /coverage', () => {
  test('filters by keyboard beside the region chips, both together, and passes axe', async ({ page }) => {
    await page.goto('/coverage');
    const availability = page.getByRole('list', { name: 'Filter areas by availability' });
    const regions = page.getByRole('list', { name: 'Filter areas by region' });
    await expect(availability.getByRole('button')).toHaveText([
      'All',
      'Available',
      'Building',
      'Collecting interest',
      'Coming soon',
    ]);
    const listing = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: /building/i }),
    });
    const cardNames = listing.getByRole('listitem').getByRole('heading', { level: 3 });

    // Keyboard only: from 'All' to 'Available', pressed with Enter.
    await availability.getByRole('button', { name: 'All', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(availability.getByRole('button', { name: 'Available' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(availability.getByRole('button', { name: 'Available' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cardNames).toHaveText(['Ashby Green', 'Brookfield', 'Dunmere', 'Hartwood', 'Longmarsh']);

    // Together with a region: Northmoor's available area only; Space presses a chip too.
    await regions.getByRole('button', { name: 'Northmoor' }).focus();
    await page.keyboard.press('Space');
    await expect(cardNames).toHaveText(['Hartwood']);
    await expect(page.getByTestId('coverage-count')).toHaveText('Showing 1 of 1 areas');

    await expectNoSeriousA11yViolations(page);

    // 'All' and 'ALL' give the first six of every area again, with Load more.
    await availability.getByRole('button', { name: 'All', exact: true }).click();
    await regions.getByRole('button', { name: 'ALL', exact: true }).click();
    await expect(cardNames).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  });

  test('draws chips on the 16 px pill, and shrinks the root font at 310 px and under', async ({ page }) => {
    await page.goto('/coverage');
    const chip = page.getByRole('list', { name: 'Filter areas by availability' }).getByRole('button').first();
    await expect(chip).toHaveCSS('border-top-left-radius', '16px');
    await expect(page.locator('html')).toHaveCSS('font-size', '16px');
    await page.setViewportSize({ width: 300, height: 700 });
    await expect(page.locator('html')).toHaveCSS('font-size', '14px');
    await page.setViewportSize({ width: 320, height: 700 });
    await expect(page.locator('html')).toHaveCSS('font-size', '16px');
  });
});

test.describe('the footer’s compare link and card', () => {
  test('shows both on a content page; the compare link lands on the plans at #product-selector', async ({
    page,
  }) => {
    await page.goto('/help');
    const footer = page.getByRole('contentinfo');
    const card = footer.getByRole('region', { name: 'Switching is simple' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: 'Check availability' })).toHaveAttribute(
      'href',
      '/address-finder',
    );
    await footer.getByRole('link', { name: 'Compare our plans' }).click();
    await page.waitForURL('**/service-available#product-selector');
    await expect(page.locator('#product-selector')).toBeInViewport();
  });
});

test('the contact card’s pictures sit either side of it from the tablet width, and not on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/contact-us');
  const left = page.getByTestId('contact-card-left-image');
  const right = page.getByTestId('contact-card-right-image');
  await expect(left.locator('img')).toBeVisible();
  await expect(right.locator('img')).toBeVisible();
  const card = page.locator('#contact-card').getByRole('heading', { name: 'Talk to us' });
  const [leftBox, cardBox, rightBox] = await Promise.all([
    left.boundingBox(),
    card.boundingBox(),
    right.boundingBox(),
  ]);
  expect(leftBox!.x + leftBox!.width).toBeLessThan(cardBox!.x);
  expect(rightBox!.x).toBeGreaterThan(cardBox!.x + cardBox!.width);
  // The contact form's terms box links to /legal.
  await expect(
    page.getByRole('link', { name: 'Read our terms and conditions (opens in a new tab)' }),
  ).toHaveAttribute('href', '/legal');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(left).toBeHidden();
  await expect(right).toBeHidden();
});

test('each of the home page’s numbered steps has its icon beside its label', async ({ page }) => {
  await page.goto('/');
  const steps = page.locator('section', {
    has: page.getByRole('heading', { name: 'Switching in three steps' }),
  });
  const icons = steps.locator('ol h3 svg[data-icon]');
  await expect(icons).toHaveCount(3);
  for (const icon of await icons.all()) await expect(icon).toBeVisible();
  await expect(steps.locator('ol h3')).toHaveText([
    'Check your address',
    'Choose your plan',
    'We do the rest',
  ]);
});

test('the plan chooser shows its bottom link and card under the plans', async ({ page }) => {
  await page.goto('/service-available');
  const bottom = page.getByTestId('plan-chooser-bottom');
  await expect(bottom.getByRole('link', { name: /Try our speed test/ })).toHaveAttribute(
    'href',
    '/speed-test',
  );
  const card = bottom.getByRole('region', { name: 'Questions before you choose?' });
  await expect(card.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  await expectNoSeriousA11yViolations(page);
});

test('#bundle-form is the register-interest form in the pre-order hero', async ({ page }) => {
  await page.goto('/coverage/location/demo-valley#bundle-form');
  const form = page.locator('#register-interest #bundle-form');
  await expect(form.getByRole('form', { name: 'Register your interest' })).toBeVisible();
  await expect(form).toBeInViewport();
});

test('the address finder says where the public postcode check places the postcode', async ({ page }) => {
  await findAddresses(page, 'HB1 1AA');
  await expect(page.getByRole('status').filter({ hasText: 'addresses found' })).toContainText(
    'in HB1 1AA (Demoton Central, Demoton)',
  );
});
