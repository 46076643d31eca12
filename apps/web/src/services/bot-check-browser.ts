/**
 * The bot check in the browser (content-and-api.md §7: 'A bot-check script is loaded invisibly and
 * an action token requested on demand before register-interest submit'). The script is loaded only
 * when a form asks for its first token, never on page load, so pages without the forms do not
 * fetch it; the token goes with the submit, and the server verifies it (decision 0361). Locally the
 * stand-in's script answers (apps/stand-ins).
 */

import type { BotCheckAction } from '@fibre/domain/bot-check';

/** What the server hands the forms (env-schema.ts botCheck.scriptUrl and siteKey; both public). */
export interface BotCheckClientConfig {
  scriptUrl: string;
  siteKey: string;
}

/** The invisible check's browser API, as its script defines it. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

type WindowWithBotCheck = Window & { grecaptcha?: Grecaptcha };

/** A token not ready by then is given up on: the submit goes without one and is refused. */
const BOT_CHECK_TOKEN_TIMEOUT_MS = 8_000;

let loading: Promise<Grecaptcha> | null = null;

function loaded(): Grecaptcha | null {
  const grecaptcha = (window as WindowWithBotCheck).grecaptcha;
  return grecaptcha && typeof grecaptcha.execute === 'function' ? grecaptcha : null;
}

function loadScript(config: BotCheckClientConfig): Promise<Grecaptcha> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${config.scriptUrl}?render=${encodeURIComponent(config.siteKey)}`;
    script.async = true;
    script.dataset.botCheck = 'true';
    script.onload = () => {
      const grecaptcha = loaded();
      if (grecaptcha) resolve(grecaptcha);
      else reject(new Error('The bot-check script defined no grecaptcha'));
    };
    script.onerror = () => reject(new Error('The bot-check script did not load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    // The next submit tries again (a network blip, a service that was down).
    loading = null;
    document.querySelectorAll('script[data-bot-check]').forEach((node) => {
      node.remove();
    });
    throw error;
  });
  return loading;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The bot check took too long')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A fresh token for one submit, or null when the check could not give one (script blocked or down,
 * too slow): the caller sends without it and the server refuses, so the visitor is told to try again.
 */
export async function requestBotCheckToken(
  config: BotCheckClientConfig,
  action: BotCheckAction,
  timeoutMs: number = BOT_CHECK_TOKEN_TIMEOUT_MS,
): Promise<string | null> {
  try {
    const token = await withTimeout(
      loadScript(config).then(
        (grecaptcha) =>
          new Promise<string>((resolve, reject) => {
            grecaptcha.ready(() => {
              Promise.resolve(grecaptcha.execute(config.siteKey, { action })).then(resolve, reject);
            });
          }),
      ),
      timeoutMs,
    );
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

/** For tests: forget a script load under way. */
export function resetBotCheckForTests(): void {
  loading = null;
}
