import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Checks a password against a stored Payload hash the way Payload 3.90 does
 * (payload/dist/auth/strategies/local: PBKDF2-SHA256, 600,000 rounds for 'pbkdf2-sha256-v1:'
 * hashes, 25,000 for older ones), so that an unknown e-mail costs the same work as a known one
 * (decision 0395): without an account, a made-up hash is checked instead and the answer is false.
 * staff-sign-in.int.test.ts holds this to Payload's own hashes.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:';
const CURRENT = { iterations: 600_000, keyLength: 32 };
const LEGACY = { iterations: 25_000, keyLength: 512 };

export interface StoredPassword {
  hash?: unknown;
  salt?: unknown;
}

const DUMMY: { hash: string; salt: string } = {
  hash: `${CURRENT_PREFIX}${'0'.repeat(64)}`,
  salt: randomBytes(32).toString('hex'),
};

function derive(password: string, salt: string, iterations: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Whether `password` is the one `stored` holds; a missing account does the same work and is false. */
export async function passwordMatches(
  stored: StoredPassword | null | undefined,
  password: string,
): Promise<boolean> {
  const real = typeof stored?.hash === 'string' && typeof stored.salt === 'string';
  const { hash, salt } = real ? { hash: stored.hash as string, salt: stored.salt as string } : DUMMY;
  const current = hash.startsWith(CURRENT_PREFIX);
  const { iterations, keyLength } = current ? CURRENT : LEGACY;
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex');
  const derived = await derive(password, salt, iterations, keyLength);
  return real && derived.length === expected.length && timingSafeEqual(derived, expected);
}
