import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, CHROME_PATH } from './config';
import { type Attempt, unrecordedReason } from './run-plan';

/** The figures decision 0100 reports, from one Lighthouse run. */
export interface LighthouseFigures {
  /** 0-100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** What Lighthouse found to be the largest contentful paint (a selector and snippet), for diagnosis. */
  lcpElement: string | null;
  /** Lighthouse's own CPU benchmark of this machine: its scores assume about 1000 or more. */
  benchmarkIndex: number;
  /** Where the page ended up: a checkout page that redirected was not measured as meant. */
  finalUrl: string;
}

interface AuditLike {
  numericValue?: number;
  details?: unknown;
}

function numeric(audits: Record<string, AuditLike>, id: string): number {
  const value = audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no figure for ${id}`);
  return value;
}

/** The LCP element's selector from the audit details (Lighthouse 12 nests it in a list of tables). */
function lcpElement(audit: AuditLike | undefined): string | null {
  const found = JSON.stringify(audit?.details ?? null).match(/"selector":"((?:[^"\\]|\\.)*)"/);
  return found?.[1] ?? null;
}

/** localStorage entries to write for an origin before the run, through a URL of it that runs no app code. */
export interface SeededStorage {
  /** A static file of the origin (a built chunk): opening it renders no page that could rewrite the state. */
  seedUrl: string;
  entries: Record<string, string>;
  /** Cookies of the origin to set besides (the order's access cookie, decision 0290). */
  cookies?: Array<{ name: string; value: string; path: string }>;
}

/** Writes the entries into the origin's localStorage in the launched browser, then closes the tab. */
async function seedStorage(port: number, storage: SeededStorage): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(storage.seedUrl);
    for (const cookie of storage.cookies ?? []) await page.setCookie({ ...cookie, url: storage.seedUrl });
    await page.evaluate((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage.entries);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Runs Lighthouse once on a URL with its default (mobile) configuration: a Moto G Power sized
 * screen, simulated slow 4G and a 4x CPU slowdown. A fresh Chromium each time, so no run inherits
 * another's caches; Lighthouse also clears the origin's storage, so every run is a first visit
 * (the cookie question included). With `storage` (the checkout pages), the entries are written
 * first and Lighthouse keeps them (disableStorageReset): the visitor arrives with a basket.
 */
export async function runLighthouse(
  url: string,
  storage?: SeededStorage,
): Promise<Attempt<LighthouseFigures>> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (storage) await seedStorage(chrome.port, storage);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: storage !== undefined,
      },
      { extends: 'lighthouse:default', settings: { formFactor: 'mobile', onlyCategories: ['performance'] } },
    );
    if (!result) return { ok: false, reason: 'Lighthouse returned nothing' };
    const { lhr } = result;
    // NO_NAVSTART and the like: the run was not recorded, and is the caller's to try again.
    const reason = unrecordedReason(lhr);
    if (reason !== null) return { ok: false, reason };
    const audits = lhr.audits as Record<string, AuditLike>;
    const figures: LighthouseFigures = {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric(audits, 'largest-contentful-paint'),
      tbtMs: numeric(audits, 'total-blocking-time'),
      cls: numeric(audits, 'cumulative-layout-shift'),
      fcpMs: numeric(audits, 'first-contentful-paint'),
      lcpElement: lcpElement(audits['largest-contentful-paint-element']),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      finalUrl: lhr.finalDisplayedUrl,
    };
    return { ok: true, figures };
  } finally {
    chrome.kill();
  }
}
