import { CUSTOMER_ACTIONS } from '@fibre/domain/constants';
import { PROVIDER_ROUTES } from '@fibre/provider-client';
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

  async function documentText(): Promise<string> {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  it("passes Redocly's recommended lint with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: await documentText(),
      absoluteRef: 'http://provider.test/openapi.json',
      config,
    });
    expect(problems.map(describeProblem)).toEqual([]);
  });

  // The client writes each route once (packages/provider-client); this holds it to the API's routes.
  it('documents every route the provider client calls, and the client calls every provider route', async () => {
    const document = JSON.parse(await documentText()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // POST /customer/{action} is documented as one static route per action.
    const called = PROVIDER_ROUTES.flatMap((route) =>
      route.path.includes('{action}')
        ? CUSTOMER_ACTIONS.map((action) => `${route.method} ${route.path.replace('{action}', action)}`)
        : [`${route.method} ${route.path}`],
    );
    const publicRoutes = [
      'GET /health',
      'GET /health/live',
      'GET /health/ready',
      'GET /postcodes/{postcode}',
    ];
    expect([...called].sort()).toEqual(
      documented.filter((operation) => !publicRoutes.includes(operation)).sort(),
    );
  });
});
