// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetConsent, recordConsent } from '@/analytics/consent';
import type { BrowserServices } from '@/services/browser-scripts';
import { settle } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { ConsentedScripts } from './consented-scripts';

const rendered = vi.fn();
vi.mock('./third-party-scripts', () => ({
  ThirdPartyScripts: ({ services }: { services: BrowserServices }) => {
    rendered(services);
    return <span data-testid="third-party-scripts" />;
  },
}));

const SERVICES: BrowserServices = {
  analytics: { scriptBaseUrl: 'https://analytics.example', measurementId: 'G-1', tagManagerId: null },
  tracking: { key: 'key' },
  chat: null,
  reviews: null,
  bugReporter: null,
};

const loaded = () => document.querySelector('[data-testid="third-party-scripts"]') !== null;

afterEach(() => {
  forgetConsent();
  rendered.mockClear();
  document.body.innerHTML = '';
});

describe('ConsentedScripts (decision 0656)', () => {
  it('loads nothing before the visitor answers, nor after they refuse everything optional', async () => {
    const view = await mount(<ConsentedScripts services={SERVICES} />);
    await settle();
    expect(loaded()).toBe(false);
    await act(async () => recordConsent(false));
    await settle();
    expect(loaded()).toBe(false);
    expect(rendered).not.toHaveBeenCalled();
    view.unmount();
  });

  it('loads nothing for a category with no service here (chat off)', async () => {
    recordConsent({ chat: true });
    const view = await mount(<ConsentedScripts services={SERVICES} />);
    await settle();
    expect(loaded()).toBe(false);
    view.unmount();
  });

  it('loads the scripts once a category is accepted, and keeps them after a refusal so they can stop', async () => {
    const view = await mount(<ConsentedScripts services={SERVICES} />);
    await act(async () => recordConsent({ analytics: true }));
    await settle();
    expect(loaded()).toBe(true);
    expect(rendered).toHaveBeenLastCalledWith(SERVICES);
    await act(async () => recordConsent(false));
    await settle();
    expect(loaded()).toBe(true);
    view.unmount();
  });

  it('loads them at once for a visitor who accepted tracking on an earlier visit', async () => {
    recordConsent({ tracking: true });
    const view = await mount(<ConsentedScripts services={SERVICES} />);
    await settle();
    expect(loaded()).toBe(true);
    view.unmount();
  });
});
