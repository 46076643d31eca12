import 'server-only';
import { serverEnv } from '../lib/env';
import type { BotCheckClientConfig } from './bot-check-browser';

/** What the browser needs to ask for bot-check tokens: the script's address and the public site key. */
export function botCheckClientConfig(): BotCheckClientConfig {
  const { scriptUrl, siteKey } = serverEnv().botCheck;
  return { scriptUrl, siteKey };
}
