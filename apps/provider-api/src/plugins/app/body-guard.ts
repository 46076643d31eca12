import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http-error';

/** The dotted path of the first string holding a NUL character, or null. */
export function findNulCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) {
      const found = findNulCharacter(entry, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      const found = findNulCharacter(key, [...path, key]) ?? findNulCharacter(entry, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Refuses any body holding a NUL character ('\u0000') before it reaches a schema: no field has a
 * use for one, and PostgreSQL cannot store it in text, so it would otherwise end as a 500 there
 * and be stored on SQLite.
 */
export const bodyGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const path = findNulCharacter(request.body);
      if (path !== null) {
        throw new HttpError(400, 'validation.invalid_body', 'The request body is not valid', [
          { path, message: 'Must not contain control characters' },
        ]);
      }
    });
  },
  { name: 'body-guard' },
);
