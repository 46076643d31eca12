// The load balancer's configuration (decision 0551): HAProxy from Debian in front of the site
// processes and in front of the provider-API processes, on loopback, with active checks on their
// readiness endpoints, retries and redispatch when a connection fails, X-Forwarded-For, and an
// x-request-id added at the edge. A pure function, so its rules are tested without a server.

/** The request id the contract accepts: 1-128 of [A-Za-z0-9._:-]; anything else is replaced. */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9._:-]{1,128}$';

/** How often the checks run and how many it takes to leave or rejoin the rotation. */
export const CHECKS = { interMs: 1000, fastInterMs: 250, fall: 2, rise: 1 };

function backend(name, { checkPath, servers }) {
  return [
    `backend ${name}`,
    '  balance roundrobin',
    // Readiness, not liveness: a process that is closing answers 503 and leaves the rotation
    // before it stops listening.
    '  option httpchk',
    `  http-check send meth GET uri ${checkPath} ver HTTP/1.1 hdr Host 127.0.0.1`,
    '  http-check expect status 200',
    `  default-server check inter ${CHECKS.interMs} fastinter ${CHECKS.fastInterMs} downinter ${CHECKS.interMs} fall ${CHECKS.fall} rise ${CHECKS.rise} observe layer4 error-limit 1 on-error mark-down`,
    // A request whose connection failed never reached a process: send it to another. A process
    // that died with the request in hand gives an empty answer: retry that too, but only where a
    // second try cannot write twice (a safe method, or a write carrying its Idempotency-Key).
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    '  http-request disable-l7-retry if !{ method GET HEAD OPTIONS } !{ req.hdr(idempotency-key) -m found }',
    ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port}`),
  ];
}

function frontend(name, { port, backendName }) {
  return [
    `frontend ${name}`,
    `  bind 127.0.0.1:${port}`,
    // One id per request, kept when the client sent a well-formed one.
    '  acl request_id_single req.fhdr_cnt(x-request-id) eq 1',
    `  acl request_id_valid req.fhdr(x-request-id) -m reg ${REQUEST_ID_PATTERN}`,
    '  http-request set-header x-request-id %[uuid] unless request_id_single request_id_valid',
    '  http-request capture req.fhdr(x-request-id) len 128',
    '  option forwardfor',
    `  default_backend ${backendName}`,
  ];
}

/**
 * The whole haproxy.cfg: `sites` and `apis` are [{ name, port }]; `ports` has site, api and stats
 * (the two load balancers and the statistics page); `checkPaths` the readiness path of each tier.
 */
export function haproxyConfig({ sites, apis, ports, checkPaths }) {
  return `${[
    '# Made by scripts/cluster/haproxy-config.mjs for the local cluster: changes here are overwritten.',
    'global',
    '  maxconn 4096',
    '  log stdout format raw local0 info',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  option http-server-close',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 5s',
    '  timeout queue 10s',
    // A readiness answer waits behind the page renders on the process's one event loop: under
    // load it takes over a second (the checks' interval, otherwise their timeout), and a busy
    // process taken out of rotation is an outage for every visitor (found by npm run bench:load).
    // A dead process is still seen at once: its refused connection marks it down (observe layer4).
    '  timeout check 5s',
    '',
    ...frontend('site', { port: ports.site, backendName: 'sites' }),
    '',
    ...backend('sites', { checkPath: checkPaths.site, servers: sites }),
    '',
    ...frontend('api', { port: ports.api, backendName: 'apis' }),
    '',
    ...backend('apis', { checkPath: checkPaths.api, servers: apis }),
    '',
    'frontend stats',
    `  bind 127.0.0.1:${ports.stats}`,
    '  stats enable',
    '  stats uri /',
    '  stats refresh 5s',
  ].join('\n')}\n`;
}

/**
 * Reads HAProxy's statistics CSV (`/;csv`) into { `backend/server`: status }, e.g.
 * { 'sites/site-1': 'UP', 'apis/api-2': 'DOWN' }.
 */
export function serverStatuses(csv) {
  const [header = '', ...rows] = csv.split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const proxy = columns.indexOf('pxname');
  const server = columns.indexOf('svname');
  const status = columns.indexOf('status');
  const statuses = {};
  for (const row of rows) {
    const cells = row.split(',');
    const name = cells[server];
    if (!name || name === 'FRONTEND' || name === 'BACKEND') continue;
    statuses[`${cells[proxy]}/${name}`] = cells[status];
  }
  return statuses;
}
