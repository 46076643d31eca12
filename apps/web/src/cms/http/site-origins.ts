import { z } from 'zod';
import { DEFAULT_SITE_PUBLIC_URL } from '@/lib/env-schema';

const origin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin.toLowerCase());
const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const siteOriginsSchema = z.object({
  SITE_URL: z.preprocess(blankAsUndefined, origin.optional()),
  SITE_PUBLIC_URL: z.preprocess(blankAsUndefined, origin.default(DEFAULT_SITE_PUBLIC_URL)),
  PORT: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(65_535).default(3000)),
});

/**
 * The origins the staff use the admin from (decision 0391): the site's public origins (SITE_URL,
 * SITE_PUBLIC_URL) and the loopback origins of the port the site listens on, which only this
 * machine can open (`npm start`, the browser tests, an SSH tunnel). Payload's `csrf` and `cors`
 * allow-lists are these; the CMS's own Origin check also takes the host a request was sent to.
 * Invalid values fall back rather than throw: parseServerEnv names them when the site starts.
 */
export function cmsSiteOrigins(source: Record<string, string | undefined>): string[] {
  const parsed = siteOriginsSchema.safeParse(source);
  const env = parsed.success ? parsed.data : siteOriginsSchema.parse({});
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].map((host) => `http://${host}:${env.PORT}`);
  return [
    ...new Set([env.SITE_URL, env.SITE_PUBLIC_URL, ...loopback].filter((value) => value !== undefined)),
  ];
}
