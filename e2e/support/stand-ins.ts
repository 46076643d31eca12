import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { HOST } from './environment';
import { harnessState } from './provider-api';

/** The stand-ins a test may tell to fail (apps/stand-ins STAND_IN_SERVICES, decision 0320). */
export type StandInService = 'email' | 'bot-check' | 'tracking-script' | 'bug-reporter';

/** Tells a stand-in to fail, or to answer again; a test that fails one sets it back after. */
export async function setStandIn(service: StandInService, mode: 'fail' | 'ok'): Promise<void> {
  const response = await fetch(`${harnessState().standInsUrl}/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ service, mode }),
  });
  expect(response.ok).toBe(true);
}

/** One message the e-mail stand-in accepted (apps/stand-ins RecordedEmail). */
export interface SentEmail {
  form: 'json' | 'form';
  template_id: string;
  template_params: Record<string, unknown>;
}

/** Every message the e-mail stand-in accepted in this run, oldest first, read from its outbox folder. */
export function sentEmails(): SentEmail[] {
  const dir = harnessState().emailOutbox;
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SentEmail);
}

/**
 * A signed bot-check token from the stand-in, as its script would get one for a page on `hostname`
 * (the harness's host unless told), with the score asked for (0.9 unless told): decision 0475.
 * Each verifies once, for two minutes; a made-up string never verifies.
 */
export async function botCheckToken(request: {
  action: 'contact' | 'register_interest';
  hostname?: string;
  score?: number;
}): Promise<string> {
  const response = await fetch(`${harnessState().standInsUrl}/__control/bot-check-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hostname: HOST, ...request }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** What a stand-in token says it was made for (its signed payload, read without checking it). */
export function botCheckTokenMadeFor(token: string): { action: string; hostname: string } {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    a: string;
    h: string;
  };
  return { action: payload.a, hostname: payload.h };
}
