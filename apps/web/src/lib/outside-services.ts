import 'server-only';
import { type BotCheckService, createBotCheckService } from '../services/bot-check';
import { createEmailService, type EmailService } from '../services/email';
import { createPostcodeLookup, type PostcodeLookup } from '../services/postcode-lookup';
import { createTrackingScriptSource, type TrackingScriptSource } from '../services/tracking-script';
import { serverEnv } from './env';

/**
 * The server's one instance of each outside service, configured from the validated environment
 * (README 'Outside services'; the local stand-ins by default, decision 0320). Kept on globalThis so
 * development reloads keep the tracking script's copy.
 */
interface OutsideServices {
  email?: EmailService;
  botCheck?: BotCheckService;
  postcodeLookup?: PostcodeLookup;
  trackingScript?: TrackingScriptSource;
}
const holder = globalThis as typeof globalThis & { __fibreOutsideServices?: OutsideServices };
const services = (): OutsideServices => {
  holder.__fibreOutsideServices ??= {};
  return holder.__fibreOutsideServices;
};

export function emailService(): EmailService {
  const all = services();
  all.email ??= createEmailService(serverEnv().email);
  return all.email;
}

export function botCheckService(): BotCheckService {
  const all = services();
  all.botCheck ??= createBotCheckService(serverEnv().botCheck);
  return all.botCheck;
}

export function postcodeLookup(): PostcodeLookup {
  const all = services();
  all.postcodeLookup ??= createPostcodeLookup({ baseUrl: serverEnv().postcodeLookupUrl });
  return all.postcodeLookup;
}

export function trackingScriptSource(): TrackingScriptSource {
  const all = services();
  all.trackingScript ??= createTrackingScriptSource({ baseUrl: serverEnv().trackingScriptBaseUrl });
  return all.trackingScript;
}
