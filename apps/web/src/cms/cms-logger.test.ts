import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { cleanLogText, cmsLoggerOptions } from './cms-logger';

/** A pino logger with the CMS's options, writing its lines to an array. */
function capture() {
  const lines: string[] = [];
  const logger = pino(cmsLoggerOptions(), { write: (line: string) => lines.push(line) });
  return { logger, text: () => lines.join('') };
}

/** drizzle's error for a failed statement, as Payload logs it (decision 0393). */
function failedQuery(): Error {
  const error = new Error(
    'Failed query: select count(*) from "users" where ("users"."email" = ?)\nparams: victim@example.test,s3cret',
    { cause: new TypeError('undefined cannot be passed as argument to the database') },
  );
  Object.assign(error, {
    query: 'select count(*) from "users" where ("users"."email" = ?)',
    params: ['victim@example.test', 's3cret'],
  });
  return error;
}

describe('the CMS log', () => {
  it('writes a failed statement without the values bound to it', () => {
    const { logger, text } = capture();
    logger.error({ err: failedQuery() });
    logger.error(failedQuery());
    expect(text()).toContain('Failed query: select count(*)');
    expect(text()).toContain('params: [redacted]');
    expect(text()).not.toContain('victim@example.test');
    expect(text()).not.toContain('s3cret');
  });

  it('writes NULs and other controls as escapes, in messages, objects and errors', () => {
    const { logger, text } = capture();
    logger.error('The following path cannot be queried: nope\u0000\u001b[31m');
    logger.error({ msg: 'x', path: 'a\u0000b' });
    logger.error({ err: new Error('file \u0000.png') });
    expect(text()).not.toContain('\u0000');
    expect(text()).not.toContain('\u001b');
    // JSON escapes a control as \u0000 already; the cleaned text carries the escape itself.
    expect(text()).toContain('\\\\u0000');
  });

  it('cleans text the same way wherever it is', () => {
    expect(cleanLogText('a\nparams: 1,2\nb\u0007')).toBe('a\nparams: [redacted]\nb\\u0007');
    expect(cleanLogText('x'.repeat(5000))).toHaveLength(2001);
  });
});
