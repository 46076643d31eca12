import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The bot-check stand-in's tokens (decision 0475), as the real invisible check treats its own: a
 * token comes from the check's script (its frame asks this process for one), names the action and
 * the page's host name it was made for, is signed, is good for two minutes, and verifies once.
 * Anything else is refused with the real service's error codes.
 *
 * Both the signing key and the record of used tokens are files in one folder, so every stand-ins
 * process given that folder agrees: a token spent on one is spent on all. Claiming a token creates
 * its record with O_EXCL (`wx`), which the file system grants to one process only.
 */

/** How long a token is good for, as the real service says (two minutes). */
export const BOT_CHECK_TOKEN_TTL_MS = 2 * 60 * 1000;

/** The real service's error codes for what the stand-in refuses. */
export const BOT_CHECK_ERROR_CODES = {
  missingSecret: 'missing-input-secret',
  missingResponse: 'missing-input-response',
  invalidResponse: 'invalid-input-response',
  timeoutOrDuplicate: 'timeout-or-duplicate',
} as const;
export type BotCheckErrorCode = (typeof BOT_CHECK_ERROR_CODES)[keyof typeof BOT_CHECK_ERROR_CODES];

const TOKEN_VERSION = 'v1';
const KEY_FILE = 'signing-key';
const USED_DIR = 'used';
/** A clock a little ahead on another process still verifies its fresh tokens. */
const CLOCK_SKEW_MS = 5_000;

/** What a token was made for, as the verify answer names it. */
export interface BotCheckGrant {
  action: string;
  hostname: string;
  score: number;
  /** When the token was made (the answer's challenge_ts). */
  issuedAt: Date;
}

export type BotCheckVerdict = { ok: true; grant: BotCheckGrant } | { ok: false; error: BotCheckErrorCode };

interface TokenPayload {
  /** The token's id, the name of its used record. */
  i: string;
  a: string;
  h: string;
  /** The site key the script was loaded with. */
  k: string;
  s: number;
  /** Made at, in milliseconds since the epoch. */
  t: number;
}

const ACTION_PATTERN = /^[A-Za-z0-9_/]{1,100}$/;
const HOSTNAME_PATTERN = /^[A-Za-z0-9.:[\]-]{1,253}$/;

/** Whether an action and host name are what the real service would name (letters, '_', '/'; a host). */
export function validGrantRequest(action: string, hostname: string): boolean {
  return ACTION_PATTERN.test(action) && HOSTNAME_PATTERN.test(hostname);
}

function isPayload(value: unknown): value is TokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const payload = value as Record<string, unknown>;
  return (
    typeof payload.i === 'string' &&
    /^[0-9a-f-]{36}$/.test(payload.i) &&
    typeof payload.a === 'string' &&
    typeof payload.h === 'string' &&
    typeof payload.k === 'string' &&
    typeof payload.s === 'number' &&
    typeof payload.t === 'number' &&
    Number.isFinite(payload.t)
  );
}

export class BotCheckTokens {
  private key: Promise<Buffer> | null = null;
  private lastSweep = 0;

  constructor(
    readonly dir: string,
    private readonly clock: () => Date,
  ) {}

  /** A fresh signed token for one action on one host, with the score the check gives it. */
  async issue(request: {
    siteKey: string;
    action: string;
    hostname: string;
    score: number;
  }): Promise<string> {
    const payload: TokenPayload = {
      i: randomUUID(),
      a: request.action,
      h: request.hostname.toLowerCase(),
      k: request.siteKey,
      s: request.score,
      t: this.clock().getTime(),
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${TOKEN_VERSION}.${body}.${await this.sign(body)}`;
  }

  /**
   * The real service's verdict on a token: invalid-input-response unless this stand-in signed it,
   * timeout-or-duplicate once it is older than two minutes or was verified before (here or on any
   * process sharing the folder), else what it was made for. A verified token is spent.
   */
  async verify(token: string): Promise<BotCheckVerdict> {
    const payload = await this.read(token);
    if (payload === null) return { ok: false, error: BOT_CHECK_ERROR_CODES.invalidResponse };
    const now = this.clock().getTime();
    if (now - payload.t > BOT_CHECK_TOKEN_TTL_MS || payload.t - now > CLOCK_SKEW_MS) {
      return { ok: false, error: BOT_CHECK_ERROR_CODES.timeoutOrDuplicate };
    }
    if (!(await this.claim(payload))) return { ok: false, error: BOT_CHECK_ERROR_CODES.timeoutOrDuplicate };
    void this.sweep(now);
    return {
      ok: true,
      grant: { action: payload.a, hostname: payload.h, score: payload.s, issuedAt: new Date(payload.t) },
    };
  }

  private async read(token: string): Promise<TokenPayload | null> {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== TOKEN_VERSION) return null;
    const [, body = '', signature = ''] = parts;
    const expected = Buffer.from(await this.sign(body), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      return isPayload(payload) ? payload : null;
    } catch {
      return null;
    }
  }

  private async sign(body: string): Promise<string> {
    return createHmac('sha256', await this.signingKey())
      .update(`${TOKEN_VERSION}.${body}`)
      .digest('base64url');
  }

  /** The folder's key: made by the first process to need it (link() fails for the others), then read. */
  private signingKey(): Promise<Buffer> {
    this.key ??= (async () => {
      await mkdir(this.dir, { recursive: true });
      const file = path.join(this.dir, KEY_FILE);
      const draft = path.join(this.dir, `${KEY_FILE}.${randomUUID()}`);
      await writeFile(draft, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
      try {
        await link(draft, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        await unlink(draft);
      }
      return Buffer.from(await readFile(file, 'utf8'), 'base64');
    })().catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  /** Records the token as used; false when it already was. */
  private async claim(payload: TokenPayload): Promise<boolean> {
    const used = path.join(this.dir, USED_DIR);
    await mkdir(used, { recursive: true });
    try {
      await writeFile(path.join(used, `${payload.t}-${payload.i}`), '', { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  /** Drops the records of tokens past their two minutes (refused for their age anyway), once a minute. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    const used = path.join(this.dir, USED_DIR);
    try {
      for (const name of await readdir(used)) {
        const madeAt = Number(name.split('-', 1)[0]);
        if (Number.isFinite(madeAt) && now - madeAt > BOT_CHECK_TOKEN_TTL_MS + CLOCK_SKEW_MS) {
          await unlink(path.join(used, name)).catch(() => undefined);
        }
      }
    } catch {
      // Another process swept first, or the folder went: nothing to do.
    }
  }
}
