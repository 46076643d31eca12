import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { STAND_INS_PORT, WEB_PORT } from '../support/environment';
import { harnessState } from '../support/provider-api';
import { setStandIn } from '../support/stand-ins';

/**
 * The bug-reporting widget (content-and-api.md §7 'bug-reporting widget (preview host only)',
 * decision 0379): on a preview host (`*.localhost` by default; browsers resolve it to this machine)
 * the shim loads from the stand-in and a reviewer can send a report; on any other host nothing of it
 * is requested and the CSP does not list it.
 */
const PREVIEW_URL = `http://preview.localhost:${WEB_PORT}`;
const SHIM_URL = `http://127.0.0.1:${STAND_INS_PORT}/latest/shim.js`;

async function bugReports(): Promise<Array<{ url: string; description: string; project: string }>> {
  const response = await fetch(`${harnessState().standInsUrl}/bug-reports`);
  return (
    (await response.json()) as { reports: Array<{ url: string; description: string; project: string }> }
  ).reports;
}

function shimRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url() === SHIM_URL) seen.push(request);
  });
  return seen;
}

test.afterEach(async () => {
  await setStandIn('bug-reporter', 'ok');
});

test.describe('the bug reporter, before the cookie question is answered', () => {
  test.use({ analyticsConsent: 'unset' });

  test('loads on a preview host without waiting for consent, and sends a report by keyboard', async ({
    page,
  }) => {
    // It is the reviewers' tool, not a consent category: loaded while the question is still open.
    const shim = page.waitForResponse(SHIM_URL);
    await page.goto(`${PREVIEW_URL}/`);
    expect((await shim).status()).toBe(200);
    await page.getByRole('button', { name: 'Reject optional cookies' }).click();

    const open = page.getByRole('button', { name: 'Report a bug' });
    await expect(open).toBeVisible();
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Report a bug' });
    await expect(dialog).toBeVisible();
    const description = dialog.getByRole('textbox', { name: 'What went wrong?' });
    await expect(description).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Say what went wrong first.');

    const words = `The plans overlap the footer ${Date.now()}`;
    await description.fill(words);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thanks: your report was sent.');
    const report = (await bugReports()).find((entry) => entry.description === words);
    expect(report).toMatchObject({ url: `${PREVIEW_URL}/`, project: 'dev-bug-reporter-project' });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('the bug reporter', () => {
  test('says so when a report cannot be sent', async ({ page }) => {
    await page.goto(`${PREVIEW_URL}/`);
    await page.getByRole('button', { name: 'Report a bug' }).click();
    await setStandIn('bug-reporter', 'fail');
    const dialog = page.getByRole('dialog', { name: 'Report a bug' });
    await dialog.getByRole('textbox', { name: 'What went wrong?' }).fill('Nothing loads');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toHaveText('The report could not be sent. Try again.');
  });

  test('leaves the page working when the widget cannot load', async ({ page }) => {
    await setStandIn('bug-reporter', 'fail');
    const shim = page.waitForResponse(SHIM_URL);
    await page.goto(`${PREVIEW_URL}/`);
    expect((await shim).status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report a bug' })).toHaveCount(0);
  });

  // The CSP's part is unit-tested (site-proxy.test.ts): here every service shares the stand-ins' origin.
  test('never loads on a host that is not a preview host', async ({ page }) => {
    const seen = shimRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    await expect(page.getByRole('button', { name: 'Report a bug' })).toHaveCount(0);
    expect(await page.evaluate(() => 'markerConfig' in window)).toBe(false);
  });
});
