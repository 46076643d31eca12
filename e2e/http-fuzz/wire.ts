import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import Database from 'better-sqlite3';
import type { HttpCase } from './cases';

export interface Answer {
  /** 0: no answer (the connection closed, reset or timed out); `note` says which. */
  status: number;
  contentType: string;
  /** The first 64 KiB of the body. */
  text: string;
  note?: string;
}

const BODY_KEPT_BYTES = 64 * 1024;
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/**
 * Sends one case to `base` (http://host:port) and reads its answer; never throws. A connection
 * reset on a kept-alive socket (the server closed it as we reused it) is tried once more on a new
 * one: only a reset on a fresh connection counts as no answer.
 */
export async function send(
  base: string,
  input: HttpCase,
  extraHeaders: Record<string, string>,
  timeoutMs = 30_000,
): Promise<Answer> {
  const answer = await sendOnce(base, input, extraHeaders, timeoutMs, input.method !== 'CONNECT');
  if (answer.status !== 0 || input.method === 'CONNECT' || !/ECONNRESET|EPIPE/.test(answer.note ?? '')) {
    return answer;
  }
  return sendOnce(base, input, extraHeaders, timeoutMs, false);
}

function sendOnce(
  base: string,
  input: HttpCase,
  extraHeaders: Record<string, string>,
  timeoutMs: number,
  reuse: boolean,
): Promise<Answer> {
  const url = new URL(base);
  const headers: Record<string, string> = { ...input.headers, ...extraHeaders };
  if (input.body.contentType !== null) headers['content-type'] = input.body.contentType;
  if (input.body.bytes !== null) headers['content-length'] = String(input.body.bytes.byteLength);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Answer) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const collect = (response: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (kept < BODY_KEPT_BYTES) chunks.push(chunk);
        kept += chunk.byteLength;
      });
      const done = () =>
        finish({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).subarray(0, BODY_KEPT_BYTES).toString('utf8'),
        });
      response.on('end', done);
      response.on('close', done);
      response.on('error', done);
    };
    const request = http.request({
      host: url.hostname,
      port: url.port,
      method: input.method,
      path: input.path,
      headers,
      // CONNECT and its odd answers, and a retry, on a socket of their own.
      agent: reuse ? agent : false,
      timeout: timeoutMs,
    });
    request.on('response', collect);
    // Node's client hands a CONNECT's answer to 'connect', whatever its status.
    request.on('connect', (response: http.IncomingMessage, socket, head: Buffer) => {
      const chunks = [head];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('close', () =>
        finish({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      socket.on('error', () => undefined);
      socket.setTimeout(timeoutMs, () => socket.destroy());
    });
    request.on('timeout', () => {
      request.destroy();
      finish({ status: 0, contentType: '', text: '', note: `no answer within ${timeoutMs} ms` });
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ status: 0, contentType: '', text: '', note: `connection ${error.code ?? error.message}` }),
    );
    if (input.body.bytes !== null) request.end(Buffer.from(input.body.bytes));
    else request.end();
  });
}

/** A one-line reproduction of a case, for the report (bodies over 300 bytes are elided). */
export function reproduction(base: string, input: HttpCase): string {
  const headers = Object.entries(input.headers)
    .filter(([name]) => name !== 'x-forwarded-for')
    .map(([name, value]) => `-H '${name}: ${value.slice(0, 80)}'`);
  if (input.body.contentType) headers.push(`-H 'content-type: ${input.body.contentType}'`);
  const body = input.body.bytes
    ? input.body.bytes.byteLength > 300
      ? `--data-binary @<${input.body.kind}, ${input.body.bytes.byteLength} bytes>`
      : `--data-binary ${JSON.stringify(Buffer.from(input.body.bytes).toString('latin1'))}`
    : '';
  const staff = input.staff ? ' (with the staff cookie)' : '';
  return `curl -X ${input.method} ${headers.join(' ')} ${body} '${base}${input.path.slice(0, 300)}'${staff}`.replace(
    / +/g,
    ' ',
  );
}

/** The dotted error key of a refusal's body, or why there is none. */
export function errorKey(answer: Answer): string {
  try {
    const parsed = JSON.parse(answer.text) as { error?: unknown };
    const key = parsed?.error;
    return typeof key === 'string' && /^[a-z_]+(\.[a-z_]+)+$/.test(key) ? key : 'json-without-dotted-error';
  } catch {
    return answer.text === '' ? 'empty-body' : `not-json (${answer.contentType.split(';')[0] || 'no type'})`;
  }
}

/**
 * What a refused request must not change: the row count of every table of the provider API's and
 * the CMS's SQLite files, and the number of messages in the two outboxes (the site's e-mail
 * stand-in and the provider's order mail). Read-only connections beside the running servers.
 */
export class StoredState {
  private readonly databases: Array<{ name: string; db: Database.Database; tables: string[] }>;

  constructor(
    sqliteFiles: Record<string, string>,
    private readonly outboxes: Record<string, string>,
  ) {
    this.databases = Object.entries(sqliteFiles).map(([name, file]) => {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      const tables = db
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
        .pluck()
        .all() as string[];
      return { name, db, tables };
    });
  }

  fingerprint(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const { name, db, tables } of this.databases) {
      // Tables are created by migrations as the site starts; a table added later is read then.
      const union = tables
        .map((table) => `select '${table}' as t, count(*) as n from "${table}"`)
        .join(' union all ');
      for (const row of db.prepare(union).all() as Array<{ t: string; n: number }>)
        counts[`${name}.${row.t}`] = row.n;
    }
    for (const [name, dir] of Object.entries(this.outboxes)) {
      try {
        counts[`${name} messages`] = readdirSync(dir).length;
      } catch {
        counts[`${name} messages`] = 0;
      }
    }
    return counts;
  }

  close(): void {
    for (const { db } of this.databases) db.close();
  }
}

/** What changed between two fingerprints, as 'table +n'. */
export function changes(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after)
    .filter((key) => before[key] !== after[key])
    .map(
      (key) =>
        `${key} ${after[key]! - (before[key] ?? 0) >= 0 ? '+' : ''}${after[key]! - (before[key] ?? 0)}`,
    );
}

/** The resident set of a process, in bytes, from /proc (Linux). */
export function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}
