import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './app';
import { freshDatabase, type TestDatabase } from './databases';

/** A problem as one line: severity, rule, where and what, so a failure says what to fix. */
function describeProblem(problem: NormalizedProblem): string {
  const where = problem.location.map((location) => location.pointer).join(' ');
  return `${problem.severity} ${problem.ruleId} ${where}: ${problem.message}`;
}

// The document is the contract other clients generate code from (decision 0131): Redocly's
// recommended ruleset keeps it usable (security, servers, operation ids, licence, 4xx answers).
describe('the OpenAPI document', () => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await freshDatabase('sqlite', { seed: false });
    app = await buildTestApp(database);
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it("passes Redocly's recommended lint with no error and no warning", async () => {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: response.body,
      absoluteRef: 'http://provider.test/openapi.json',
      config,
    });
    expect(problems.map(describeProblem)).toEqual([]);
  });
});
