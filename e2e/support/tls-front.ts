import { writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { generate } from 'selfsigned';

/**
 * What production puts in front of the site, on loopback for a test: a TLS-terminating reverse
 * proxy that appends the client's address to X-Forwarded-For and says https in X-Forwarded-Proto,
 * and a plain-http listener that redirects everything to https, as a load balancer does. The
 * certificate is self-signed for localhost; a client trusts it through NODE_EXTRA_CA_CERTS.
 */
export interface TlsFront {
  httpsPort: number;
  httpPort: number;
  /** The certificate in PEM, written to this file for NODE_EXTRA_CA_CERTS. */
  certificateFile: string;
  close(): Promise<void>;
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startTlsFront(
  target: { host: string; port: number },
  tempDir: string,
): Promise<TlsFront> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] },
    ],
  });
  const certificateFile = path.join(tempDir, 'localhost-cert.pem');
  writeFileSync(certificateFile, pems.cert);

  const secure = https.createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      {
        host: target.host,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  const httpsPort = await listen(secure);

  const redirect = http.createServer((request, response) => {
    response.writeHead(301, { Location: `https://localhost:${httpsPort}${request.url ?? '/'}` });
    response.end();
  });
  const httpPort = await listen(redirect);

  const closeServer = (server: http.Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    httpsPort,
    httpPort,
    certificateFile,
    close: async () => {
      await Promise.all([closeServer(secure), closeServer(redirect)]);
    },
  };
}
