import { randomBytes } from 'node:crypto';

/**
 * Put in a login's `context` by the staff sign-in (sign-in.ts) once the password, the second factor
 * and any forced password change have passed; the users collection refuses any other login
 * (hooks.ts): GraphQL's loginUsers, a script calling the local API. A fresh random value per
 * process, so nothing outside this process can name it (no request can set a context anyway).
 */
export const SECOND_FACTOR_PROOF_KEY = 'staffSecondFactorProof';
export const SECOND_FACTOR_PROOF = randomBytes(32).toString('hex');
