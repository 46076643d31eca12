// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestBotCheckToken, resetBotCheckForTests } from './bot-check-browser';

const config = { scriptUrl: 'http://127.0.0.1:4300/recaptcha/api.js', siteKey: 'site key' };
type Win = Window & { grecaptcha?: unknown };

afterEach(() => {
  delete (window as Win).grecaptcha;
  document.head.innerHTML = '';
  resetBotCheckForTests();
  vi.useRealTimers();
});

describe('requestBotCheckToken', () => {
  it('loads the script once, invisibly, with the site key, and asks for a token per submit', async () => {
    const execute = vi.fn(async (_key: string, options: { action: string }) => `tok-${options.action}`);
    const first = requestBotCheckToken(config, 'register_interest');
    const script = document.head.querySelector<HTMLScriptElement>('script[data-bot-check]');
    expect(script?.src).toBe('http://127.0.0.1:4300/recaptcha/api.js?render=site%20key');
    (window as Win).grecaptcha = { ready: (callback: () => void) => callback(), execute };
    script?.onload?.(new Event('load'));
    expect(await first).toBe('tok-register_interest');
    expect(await requestBotCheckToken(config, 'contact')).toBe('tok-contact');
    expect(document.head.querySelectorAll('script[data-bot-check]')).toHaveLength(1);
    expect(execute).toHaveBeenCalledWith('site key', { action: 'register_interest' });
  });

  it('gives null when the script fails to load, and tries again next time', async () => {
    const first = requestBotCheckToken(config, 'register_interest');
    document.head.querySelector<HTMLScriptElement>('script[data-bot-check]')?.onerror?.(new Event('error'));
    expect(await first).toBeNull();
    expect(document.head.querySelector('script[data-bot-check]')).toBeNull();
    void requestBotCheckToken(config, 'register_interest');
    expect(document.head.querySelectorAll('script[data-bot-check]')).toHaveLength(1);
  });

  it('gives null when the check is too slow or hands out no token', async () => {
    vi.useFakeTimers();
    (window as Win).grecaptcha = { ready: () => undefined, execute: vi.fn() };
    const slow = requestBotCheckToken(config, 'register_interest', 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await slow).toBeNull();
    (window as Win).grecaptcha = { ready: (callback: () => void) => callback(), execute: async () => '' };
    expect(await requestBotCheckToken(config, 'register_interest')).toBeNull();
  });
});
