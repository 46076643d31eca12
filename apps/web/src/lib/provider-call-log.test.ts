import { describe, expect, it } from 'vitest';
import { providerCallLogger } from './provider-call-log';

const RECORD = { requestId: 'id-1', method: 'GET' as const, path: '/uprn/{uprn}', status: 200, ms: 12.3 };

describe('providerCallLogger (decision 0542)', () => {
  it('writes one JSON line per call with the id as reqId, the method, route, status and time', () => {
    const lines: string[] = [];
    providerCallLogger((line) => lines.push(line), { NODE_ENV: 'production' })(RECORD);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      msg: 'provider call',
      reqId: 'id-1',
      method: 'GET',
      path: '/uprn/{uprn}',
      status: 200,
      ms: 12.3,
    });
  });

  it('logs a call with no answer with status null', () => {
    const lines: string[] = [];
    providerCallLogger((line) => lines.push(line), { NODE_ENV: 'development' })({ ...RECORD, status: null });
    expect(JSON.parse(lines[0]!).status).toBeNull();
  });

  it('is silent under the unit tests', () => {
    const lines: string[] = [];
    providerCallLogger((line) => lines.push(line), { NODE_ENV: 'test' })(RECORD);
    expect(lines).toEqual([]);
  });
});
