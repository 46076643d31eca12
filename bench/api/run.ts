import { type ChildProcess, fork } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { findPostgresBinDir, startPostgres } from '@fibre/test-postgres/server';
import { createDatabase, type DatabaseDialect } from '../../apps/provider-api/src/db/database';
import { migrateToLatest } from '../../apps/provider-api/src/db/migrate';
import { seedDemoData } from '../../apps/provider-api/src/db/seed';
import { type LoadOptions, type LoadResult, type LoadTarget, runLoad } from './load';
import { type ImportMeasurement, measureImport } from './measure-import';
import { OUT_DIR } from './paths';
import { postgresServerCpuSeconds } from './postgres-cpu';
import { CONSTANT_ROUTE, type ServerMessage } from './protocol';
import { generateAddressFile, syntheticPostcode } from './synthetic-addresses';

const USAGE = `Usage: npm run bench:api -- [--rows N] [--seconds S] [--connections C] [--databases sqlite,postgres]
  --rows N         addresses in the synthetic file (default 1000000; e.g. --rows 20000 for a quick run)
  --seconds S      autocannon duration per route (default 10, at most 60)
  --connections C  concurrent connections (default 10, at most 100)
  --databases      which databases to measure (default sqlite, plus postgres when its server binaries exist)
  --import-only    measure the import only (no API load)`;

const TOKEN = 'bench-token-0123456789abcdef';
const PER_POSTCODE = 30;

type Options = {
  rows: number;
  seconds: number;
  connections: number;
  databases: DatabaseDialect[];
  importOnly: boolean;
};

function wholeNumber(
  name: string,
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (text === undefined) return fallback;
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`);
  }
  return value;
}

function readOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      rows: { type: 'string' },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      databases: { type: 'string' },
      'import-only': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const available: DatabaseDialect[] = findPostgresBinDir() ? ['sqlite', 'postgres'] : ['sqlite'];
  const databases = (values.databases?.split(',').map((name) => name.trim()) ??
    available) as DatabaseDialect[];
  for (const database of databases) {
    if (database !== 'sqlite' && database !== 'postgres') throw new Error(`unknown database ${database}`);
    if (!available.includes(database)) throw new Error('PostgreSQL server binaries are not installed');
  }
  return {
    rows: wholeNumber('rows', values.rows, 1_000_000, 100, 5_000_000),
    seconds: wholeNumber('seconds', values.seconds, 10, 1, 60),
    connections: wholeNumber('connections', values.connections, 10, 1, 100),
    databases,
    importOnly: values['import-only'] ?? false,
  };
}

type Measured = LoadResult & { cpuMicrosPerRequest: number };
type Pair = { target: Measured; constant: Measured };
type DialectResult = { dialect: DatabaseDialect; importRun: ImportMeasurement; pairs: Pair[] };

async function startServer(env: Record<string, string>): Promise<{ port: number; child: ChildProcess }> {
  const child = fork(join(import.meta.dirname, 'server.ts'), [], {
    // BENCH_API_NODE_ARGS adds Node options to the API process alone, e.g. `--cpu-prof --cpu-prof-dir=DIR`.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    env: { ...process.env, ...env, PROVIDER_API_TOKEN: TOKEN, LOG_LEVEL: 'silent', NODE_ENV: 'development' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const message = await new Promise<ServerMessage>((resolve, reject) => {
    child.once('message', (value) => resolve(value as ServerMessage));
    child.once('exit', (code) => reject(new Error(`the API process exited (${code}) before listening`)));
  });
  if (!('ready' in message)) throw new Error('the API process did not say it was ready');
  if (!message.ready) throw new Error(`the API did not start: ${message.error}`);
  return { port: message.port, child };
}

/** The API process's CPU time so far, in microseconds. */
async function serverCpu(child: ChildProcess): Promise<number> {
  const reply = new Promise<number>((resolve) => {
    const listener = (value: unknown) => {
      const message = value as ServerMessage;
      if ('cpuMicros' in message) {
        child.off('message', listener);
        resolve(message.cpuMicros);
      }
    };
    child.on('message', listener);
  });
  child.send('cpu');
  return reply;
}

/** One load run plus the API's CPU microseconds per request during it. */
async function measured(child: ChildProcess, target: LoadTarget, load: LoadOptions): Promise<Measured> {
  const before = await serverCpu(child);
  const result = await runLoad(target, load);
  const after = await serverCpu(child);
  return { ...result, cpuMicrosPerRequest: result.requests > 0 ? (after - before) / result.requests : 0 };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** The API must answer correctly before it is timed: demo postcodes and imported ones. */
async function checkAnswers(baseUrl: string, postcodes: number): Promise<void> {
  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as unknown[];
  };
  const demo = await get('/uprn/uprnByPostcode/HB1%201AA');
  const expected = DEMO_ADDRESSES.filter((address) => address.postcode === 'HB1 1AA').length;
  if (demo.length !== expected)
    throw new Error(`HB1 1AA lists ${demo.length} addresses, expected ${expected}`);
  const last = syntheticPostcode(postcodes - 1);
  if ((await get(`/uprn/uprnByPostcode/${encodeURIComponent(last)}`)).length === 0) {
    throw new Error(`${last} lists no address: the import did not land`);
  }
  if ((await get('/product')).length === 0) throw new Error('GET /product is empty');
}

async function benchDialect(
  dialect: DatabaseDialect,
  file: string,
  options: Options,
): Promise<DialectResult> {
  const postgres = dialect === 'postgres' ? await startPostgres() : null;
  const sqlitePath = join(OUT_DIR, `bench-${options.rows}.sqlite`);
  const env: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : { SQLITE_PATH: sqlitePath };
  let server: ChildProcess | null = null;
  try {
    if (!postgres) {
      await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(`${sqlitePath}${suffix}`, { force: true })));
    }
    // The catalogue the routes read (products, promotions, demo addresses), as on a first start.
    const database = await createDatabase({ databaseUrl: postgres?.url ?? null, sqlitePath });
    await migrateToLatest(database.db);
    await seedDemoData(database.db, new Date());
    await database.destroy();

    console.log(`[${dialect}] importing ${options.rows.toLocaleString('en-GB')} rows…`);
    const serverPort = postgres ? Number(new URL(postgres.url).port) : null;
    const serverCpuBefore = serverPort === null ? null : await postgresServerCpuSeconds(serverPort);
    const importRun = await measureImport(file, env);
    const serverCpuAfter = serverPort === null ? null : await postgresServerCpuSeconds(serverPort);
    console.log(
      `[${dialect}] imported in ${importRun.report.seconds.toFixed(1)} s (${importRun.report.rowsPerSecond.toLocaleString('en-GB')} rows/s)`,
    );
    if (serverCpuBefore !== null && serverCpuAfter !== null) {
      console.log(
        `  PostgreSQL server CPU during the import ${(serverCpuAfter - serverCpuBefore).toFixed(1)} s`,
      );
    }
    if (options.importOnly) return { dialect, importRun, pairs: [] };

    const started = await startServer(env);
    server = started.child;
    const baseUrl = `http://127.0.0.1:${started.port}`;
    const postcodes = Math.ceil(options.rows / PER_POSTCODE);
    await checkAnswers(baseUrl, postcodes);

    const load: LoadOptions = {
      baseUrl,
      token: TOKEN,
      seconds: options.seconds,
      connections: options.connections,
    };
    const constant: LoadTarget = { name: `GET ${CONSTANT_ROUTE}`, method: 'GET', path: CONSTANT_ROUTE };
    const targets: LoadTarget[] = [
      {
        name: 'GET /uprn/uprnByPostcode/{postcode}',
        method: 'GET',
        path: () =>
          `/uprn/uprnByPostcode/${encodeURIComponent(syntheticPostcode(Math.floor(Math.random() * postcodes)))}`,
      },
      { name: 'GET /product', method: 'GET', path: '/product' },
      {
        name: 'POST /product/calculate-monthly-payment',
        method: 'POST',
        path: '/product/calculate-monthly-payment',
        body: JSON.stringify({ products: [1002, 9001], promotions: [2] }),
      },
    ];
    // Warm every route up (JIT, caches, pool) so the first measured run is not penalised.
    for (const target of [constant, ...targets]) await runLoad(target, { ...load, seconds: 2 });
    const pairs: Pair[] = [];
    for (const target of targets) {
      console.log(`[${dialect}] ${target.name} beside ${constant.name}, ${options.seconds} s each…`);
      const constantResult = await measured(started.child, constant, load);
      const targetResult = await measured(started.child, target, load);
      pairs.push({ constant: constantResult, target: targetResult });
    }
    return { dialect, importRun, pairs };
  } finally {
    if (server) await stopServer(server);
    await postgres?.stop();
  }
}

const mib = (bytes: number) => `${Math.round(bytes / 1048576)} MiB`;
const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function report(results: DialectResult[], options: Options, generatedSeconds: number): string {
  const importTable = table(
    ['database', 'rows', 'seconds', 'rows/s', 'peak RSS (getrusage)', 'peak RSS (sampled)'],
    results.map(({ dialect, importRun }) => [
      dialect,
      fixed(importRun.report.summary.read),
      fixed(importRun.report.seconds, 1),
      fixed(importRun.report.rowsPerSecond),
      mib(importRun.report.maxRssBytes),
      mib(importRun.sampledPeakRssBytes),
    ]),
  );
  const loadTable = table(
    [
      'database',
      'route',
      'req/s',
      'p50 ms',
      'p99 ms',
      'constant req/s',
      'constant p99 ms',
      'ratio',
      'API CPU µs/req',
      'constant CPU µs/req',
      'non-2xx',
    ],
    results.flatMap(({ dialect, pairs }) =>
      pairs.map(({ target, constant }) => [
        dialect,
        target.name,
        fixed(target.requestsPerSecond),
        fixed(target.p50Ms),
        fixed(target.p99Ms),
        fixed(constant.requestsPerSecond),
        fixed(constant.p99Ms),
        fixed(target.requestsPerSecond / constant.requestsPerSecond, 2),
        fixed(target.cpuMicrosPerRequest),
        fixed(constant.cpuMicrosPerRequest),
        String(target.non2xx + target.errors),
      ]),
    ),
  );
  const machine = `${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;
  return [
    `Rows ${fixed(options.rows)} (${PER_POSTCODE} per postcode, file generated in ${generatedSeconds.toFixed(1)} s); ` +
      `${options.connections} connections, ${options.seconds} s per route; ${machine}`,
    '',
    importTable,
    '',
    loadTable,
  ].join('\n');
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const file = join(OUT_DIR, `addresses-${options.rows}.csv`);
  const generateStart = performance.now();
  const generated = await generateAddressFile({ rows: options.rows, path: file, perPostcode: PER_POSTCODE });
  const generatedSeconds = (performance.now() - generateStart) / 1000;
  console.log(
    `generated ${file}: ${fixed(generated.rows)} rows, ${fixed(generated.postcodes)} postcodes, ${mib(generated.bytes)}`,
  );

  const results: DialectResult[] = [];
  for (const dialect of options.databases) results.push(await benchDialect(dialect, file, options));

  const text = report(results, options, generatedSeconds);
  console.log(`\n${text}`);
  const stamp = new Date().toISOString().replaceAll(':', '-');
  await writeFile(join(OUT_DIR, `results-${stamp}.json`), JSON.stringify({ options, results }, null, 2));
  await writeFile(join(OUT_DIR, `results-${stamp}.md`), `${text}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
