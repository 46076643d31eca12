import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http-error';

/** A lone UTF-16 surrogate: half of a character, which no UTF-8 text (nor PostgreSQL) can hold. */
const LONE_SURROGATE = /\p{Cs}/u;

export interface BadString {
  /** The dotted path of the string (or of the key, for a bad key). */
  path: string;
  message: string;
}

/** What is wrong with one string of a body, or null. Same verdict as !String.prototype.isWellFormed. */
function stringProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'Must not contain control characters';
  if (LONE_SURROGATE.test(text)) return 'Must not contain broken characters (a lone surrogate)';
  return null;
}

/** One value still to look at, with how it was reached (the path is built only for a bad string). */
interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit | null, last?: string): string {
  const keys: string[] = last === undefined ? [] : [last];
  for (let at = visit; at !== null && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The first string (value or key) of a parsed body holding a NUL character or a lone surrogate,
 * or null. Walks with its own stack, not recursion, and links each value to its parent instead of
 * copying paths: the JSON parser already refuses bodies nested deeper than MAX_JSON_DEPTH, and this
 * walk stays linear in time and memory even without that limit.
 */
export function findBadString(body: unknown): BadString | null {
  const stack: Visit[] = [{ value: body, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      const message = stringProblem(value);
      if (message !== null) return { path: pathOf(visit), message };
    } else if (Array.isArray(value)) {
      // Pushed in reverse so the first bad entry is found first.
      for (let index = value.length - 1; index >= 0; index -= 1) {
        stack.push({ value: value[index], key: String(index), parent: visit });
      }
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, entry] = entries[index]!;
        const keyProblem = stringProblem(key);
        if (keyProblem !== null) return { path: pathOf(visit, key), message: keyProblem };
        stack.push({ value: entry, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * Refuses any body holding a NUL character ('\u0000') or a lone surrogate before it reaches a
 * schema: no field has a use for either, PostgreSQL cannot store them in text (a 500 there), and
 * SQLite would store text that is not valid UTF-8. Schemas refuse them too (text-field.ts); this
 * guard also covers keys and fields a schema would drop.
 */
export const bodyGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const bad = findBadString(request.body);
      if (bad !== null) {
        throw new HttpError(400, 'validation.invalid_body', ERROR_MESSAGES['validation.invalid_body'], [bad]);
      }
    });
  },
  { name: 'body-guard' },
);
