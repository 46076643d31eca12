import { describe, expect, it, vi } from 'vitest';
import {
  type Attempt,
  type LighthouseResultLike,
  readmeRefusal,
  selectPages,
  shouldRetry,
  unrecordedReason,
  withRetries,
} from './run-plan';

const all = [
  { name: 'Home', path: '/' },
  { name: 'Plans', path: '/service-available?addressType=RES' },
  { name: 'Checkout', path: '/checkout' },
  { name: 'Help', path: '/help' },
];

describe('selectPages', () => {
  it('measures every page without the option', () => {
    expect(selectPages(undefined, all)).toEqual(all);
  });

  it('keeps only the pages named, in the bench order, by path or path without its query', () => {
    expect(selectPages('/help,/checkout', all).map((page) => page.path)).toEqual(['/checkout', '/help']);
    expect(selectPages(' /service-available ', all).map((page) => page.name)).toEqual(['Plans']);
  });

  it('refuses an unknown or empty page, naming the pages there are', () => {
    expect(() => selectPages('/checkout,/nope', all)).toThrow(/no such page \/nope; the bench measures \/, /);
    expect(() => selectPages('/checkout,', all)).toThrow('--pages takes paths separated by commas');
    expect(() => selectPages('', all)).toThrow('--pages takes paths');
  });
});

function lhr(partial: Partial<LighthouseResultLike> = {}): LighthouseResultLike {
  const figure = { numericValue: 1 };
  return {
    runtimeError: undefined,
    categories: { performance: { score: 0.98 } },
    audits: {
      'largest-contentful-paint': figure,
      'total-blocking-time': figure,
      'cumulative-layout-shift': figure,
      'first-contentful-paint': figure,
    },
    ...partial,
  };
}

describe('unrecordedReason', () => {
  it('passes a run with a score and every figure', () => {
    expect(unrecordedReason(lhr())).toBeNull();
  });

  it("gives Lighthouse's runtime error, e.g. NO_NAVSTART", () => {
    expect(
      unrecordedReason(lhr({ runtimeError: { code: 'NO_NAVSTART', message: 'No navigationStart event' } })),
    ).toBe('NO_NAVSTART: No navigationStart event');
  });

  it('fails a run without a score or without an LCP', () => {
    expect(unrecordedReason(lhr({ categories: { performance: { score: null } } }))).toBe(
      'no performance score',
    );
    const audits = { ...lhr().audits, 'largest-contentful-paint': {} };
    expect(unrecordedReason(lhr({ audits }))).toBe('no figure for largest-contentful-paint');
  });
});

const failed: Attempt<number> = { ok: false, reason: 'NO_NAVSTART' };
const recorded: Attempt<number> = { ok: true, figures: 7 };

describe('shouldRetry', () => {
  it('tries an unrecorded run again until the tries are spent, and a recorded one never', () => {
    expect(shouldRetry(failed, 1, 3)).toBe(true);
    expect(shouldRetry(failed, 2, 3)).toBe(true);
    expect(shouldRetry(failed, 3, 3)).toBe(false);
    expect(shouldRetry(recorded, 1, 3)).toBe(false);
  });
});

describe('withRetries', () => {
  it('tries again after an unrecorded run and says so', async () => {
    const attempt = vi
      .fn<() => Promise<Attempt<number>>>()
      .mockResolvedValueOnce(failed)
      .mockResolvedValue(recorded);
    const log = vi.fn();
    await expect(withRetries('/ (round 1)', attempt, log, 3)).resolves.toEqual(recorded);
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(
      'Lighthouse could not record / (round 1) (NO_NAVSTART); trying again (2 of 3).',
    );
  });

  it('gives up after the last try without throwing, a thrown error counting as unrecorded', async () => {
    const attempt = vi.fn<() => Promise<Attempt<number>>>().mockRejectedValue(new Error('Chrome died'));
    const log = vi.fn();
    await expect(withRetries('/help (round 2)', attempt, log, 3)).resolves.toEqual({
      ok: false,
      reason: 'Chrome died',
    });
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenLastCalledWith(
      'Lighthouse could not record /help (round 2) (Chrome died) after 3 tries; this run is left out.',
    );
  });
});

describe('readmeRefusal', () => {
  const complete = {
    allPagesSelected: true,
    rounds: 3,
    baselineRecorded: 3,
    pagesRecorded: [
      { path: '/', recorded: 3 },
      { path: '/help', recorded: 3 },
    ],
  };

  it('lets a complete run write the README', () => {
    expect(readmeRefusal(complete)).toBeNull();
  });

  it('refuses a run of some pages', () => {
    expect(readmeRefusal({ ...complete, allPagesSelected: false })).toBe(
      'only some pages were measured (--pages)',
    );
  });

  it('refuses a run where the baseline or a page missed a round', () => {
    expect(
      readmeRefusal({ ...complete, baselineRecorded: 2, pagesRecorded: [{ path: '/help', recorded: 0 }] }),
    ).toBe('Lighthouse did not record every round for the baseline, /help');
  });
});
