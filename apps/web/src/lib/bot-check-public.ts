import 'server-only';
import type { BotCheckClientConfig } from '../services/bot-check-browser';
import { serverEnv } from './env';

/** What the browser needs to ask for bot-check tokens: the script's address and the public site key. */
export function botCheckClientConfig(): BotCheckClientConfig {
  const { scriptUrl, siteKey } = serverEnv().botCheck;
  return { scriptUrl, siteKey };
}
