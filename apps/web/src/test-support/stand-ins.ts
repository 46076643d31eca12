import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStandIns } from '@fibre/stand-ins/app';
import type {
  BotCheckTokenRequest,
  RecordedEmail,
  StandInMode,
  StandInService,
} from '@fibre/stand-ins/controls';

/**
 * The real stand-ins process (apps/stand-ins), started in this test process on an ephemeral
 * loopback port with a throwaway outbox, so the service modules are tested over real HTTP.
 */
export async function startStandIns() {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'web-stand-ins-'));
  const app = await buildStandIns({
    emailOutboxDir: outboxDir,
    botCheckDir: path.join(outboxDir, 'bot-check'),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    outboxDir,
    async control(service: StandInService, mode: StandInMode): Promise<void> {
      const response = await fetch(`${address}/__control`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ service, mode }),
      });
      if (!response.ok) throw new Error(`control answered ${response.status}`);
    },
    /** A signed token from the bot-check stand-in, as its script would get one (decision 0475). */
    async botCheckToken(request: BotCheckTokenRequest): Promise<string> {
      const response = await fetch(`${address}/__control/bot-check-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      if (!response.ok) throw new Error(`bot-check-token answered ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    },
    async outbox(): Promise<RecordedEmail[]> {
      const response = await fetch(`${address}/api/v1.0/email/outbox`);
      return ((await response.json()) as { messages: RecordedEmail[] }).messages;
    },
    async close(): Promise<void> {
      await app.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

export type RunningStandIns = Awaited<ReturnType<typeof startStandIns>>;
