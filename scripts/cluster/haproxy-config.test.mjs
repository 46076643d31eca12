import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig, REQUEST_ID_PATTERN, serverStatuses } from './haproxy-config.mjs';

const config = haproxyConfig({
  sites: [
    { name: 'site-1', port: 3001 },
    { name: 'site-2', port: 3002 },
  ],
  apis: [
    { name: 'api-1', port: 4001 },
    { name: 'api-2', port: 4002 },
  ],
  ports: { site: 3000, api: 4000, stats: 8404 },
  checkPaths: { site: '/api/health/ready', api: '/health/ready' },
});

/** The lines of one section (`backend sites`), up to the next blank line. */
function section(title) {
  const lines = config.split('\n');
  const start = lines.indexOf(title);
  expect(start, title).toBeGreaterThanOrEqual(0);
  const end = lines.indexOf('', start);
  return lines.slice(start + 1, end === -1 ? undefined : end).map((line) => line.trim());
}

describe('haproxyConfig', () => {
  it('gives a busy process five seconds to answer its check, so load alone takes nothing out of rotation', () => {
    expect(section('defaults')).toContain('timeout check 5s');
  });

  it('binds every frontend to loopback only', () => {
    const binds = config.split('\n').filter((line) => line.trim().startsWith('bind '));
    expect(binds.map((line) => line.trim())).toEqual([
      'bind 127.0.0.1:3000',
      'bind 127.0.0.1:4000',
      'bind 127.0.0.1:8404',
    ]);
  });

  it('checks each tier on its readiness path and lists its processes', () => {
    const sites = section('backend sites');
    expect(sites).toContain('http-check send meth GET uri /api/health/ready ver HTTP/1.1 hdr Host 127.0.0.1');
    expect(sites).toContain('server site-1 127.0.0.1:3001');
    expect(sites).toContain('server site-2 127.0.0.1:3002');
    const apis = section('backend apis');
    expect(apis).toContain('http-check send meth GET uri /health/ready ver HTTP/1.1 hdr Host 127.0.0.1');
    expect(apis).toContain('server api-1 127.0.0.1:4001');
    expect(apis.find((line) => line.startsWith('default-server'))).toMatch(
      /\bcheck\b.*\bfall 2\b.*\brise 1\b/,
    );
  });

  it('retries elsewhere on connection failure, and on an empty answer only where a retry cannot write twice', () => {
    for (const title of ['backend sites', 'backend apis']) {
      const lines = section(title);
      expect(lines).toContain('option redispatch 1');
      expect(lines).toContain('retry-on conn-failure empty-response');
      expect(lines).toContain(
        'http-request disable-l7-retry if !{ method GET HEAD OPTIONS } !{ req.hdr(idempotency-key) -m found }',
      );
    }
  });

  it('adds X-Forwarded-For and an x-request-id at the edge, keeping a well-formed one', () => {
    for (const title of ['frontend site', 'frontend api']) {
      const lines = section(title);
      expect(lines).toContain('option forwardfor');
      expect(lines).toContain(
        'http-request set-header x-request-id %[uuid] unless request_id_single request_id_valid',
      );
      expect(lines).toContain(`acl request_id_valid req.fhdr(x-request-id) -m reg ${REQUEST_ID_PATTERN}`);
    }
  });

  it.runIf(existsSync('/usr/sbin/haproxy'))('is a configuration HAProxy itself accepts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'haproxy-cfg-'));
    try {
      const file = path.join(dir, 'haproxy.cfg');
      writeFileSync(file, config);
      expect(() =>
        execFileSync('/usr/sbin/haproxy', ['-c', '-q', '-f', file], { stdio: 'pipe' }),
      ).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('REQUEST_ID_PATTERN', () => {
  const pattern = new RegExp(REQUEST_ID_PATTERN);
  it.each(['a', 'req-1.2:3_x', 'x'.repeat(128), '0f8fad5b-d9cb-469f-a165-70867728950e'])('keeps %s', (id) => {
    expect(pattern.test(id)).toBe(true);
  });
  it.each(['', 'x'.repeat(129), 'has space', 'semi;colon', 'new\nline', 'ünï'])('replaces %j', (id) => {
    expect(pattern.test(id)).toBe(false);
  });
});

describe('serverStatuses', () => {
  it('reads each server of each backend from the statistics CSV, leaving out the totals', () => {
    const csv = [
      '# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,',
      'site,FRONTEND,,,0,1,4096,3,,,,,,,,,,OPEN,',
      'sites,site-1,0,0,0,1,,2,,,,,,0,0,0,0,UP,',
      'sites,site-2,0,0,0,1,,1,,,,,,0,0,0,0,DOWN,',
      'sites,BACKEND,0,0,0,1,410,3,,,,,,0,0,0,0,UP,',
      'apis,api-1,0,0,0,0,,0,,,,,,0,0,0,0,UP 1/2,',
      '',
    ].join('\n');
    expect(serverStatuses(csv)).toEqual({
      'sites/site-1': 'UP',
      'sites/site-2': 'DOWN',
      'apis/api-1': 'UP 1/2',
    });
  });
});
