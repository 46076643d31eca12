import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
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
