import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, WEB_URL } from './support/environment';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: './specs',
  testMatch: '**/*.e2e.spec.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: ci ? 1 : 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: ci ? [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]] : 'list',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: WEB_URL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM },
    },
  ],
});
