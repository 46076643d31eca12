import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The same-run baseline: the least a page can be (a heading and a paragraph, no script, no
 * stylesheet), served by a bare Node server. Lighthouse's figures for it are this machine's floor,
 * so a page's figure divided by it separates the machine's slowness from the site's.
 */
const BASELINE_HTML = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A static page to measure this machine against.">
<title>Baseline</title>
</head>
<body>
<main>
<h1>Full-fibre broadband</h1>
<p>A static page with no script and no stylesheet, measured in the same run as the site.</p>
</main>
</body>
</html>
`;

export interface BaselineServer {
  url: string;
  close(): Promise<void>;
}

export async function startBaselineServer(host: string): Promise<BaselineServer> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(BASELINE_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
