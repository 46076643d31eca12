import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildProviderApi } from '../../apps/provider-api/scripts/build.mjs';
import { HOST, REPO_ROOT, WEB_DIR } from './environment';
import { assertPortFree, type StartedProcess, startProcess, stopProcessGroup, waitForHttp } from './servers';

export interface SiteOptions {
  /** Loopback ports of their own, never those of `npm start` (3000/4000, and the stand-ins' 4300). */
  apiPort: number;
  webPort: number;
  /** The outside-service stand-ins' port (decision 0320); apiPort + 10 by default. */
  standInsPort?: number;
  /** Holds the SQLite file and the two server logs. */
  tempDir: string;
  /** Names to leave out of both servers' environment. */
  unsetEnv?: readonly string[];
  /** The provider API token; one is made for the run when absent. */
  token?: string;
  /** More settings for the web app only (the HTTP fuzz suite's TRUSTED_PROXY_COUNT). */
  webEnv?: NodeJS.ProcessEnv;
}

/**
 * The staff account the browser tests sign in to /admin with (the run's own throwaway CMS): its
 * password chosen by the harness (so not to be changed) and its authenticator secret set up at the
 * first start (CMS_STAFF_TOTP_SECRET), so support/staff.ts can compute its codes (decision 0396).
 */
export const CMS_STAFF = {
  email: 'staff@heybroadband.example',
  password: 'e2e-staff-password-1',
  totpSecret: 'E2ESTAFFTOTPSECRETE2ESTAFFTOTPSE',
} as const;

/** The order mail outbox of a site started in `tempDir` (the API writes there, tests read it). */
export function outboxDir(tempDir: string): string {
  return path.join(tempDir, 'outbox');
}

/** The stand-ins' e-mail outbox of a site started in `tempDir`: one JSON file per message the site sent. */
export function emailOutboxDir(tempDir: string): string {
  return path.join(tempDir, 'outbox-email');
}

/** Stops servers this run started, each with its children, the web app first: it calls the API. */
export async function stopSite(servers: readonly StartedProcess[]): Promise<void> {
  for (const server of [...servers].reverse()) {
    if (server.child.pid) await stopProcessGroup(server.child.pid);
  }
}

/**
 * The provider API, compiled, on a fresh SQLite file (migrated and filled with the demo data on start), the
 * outside-service stand-ins with a throwaway outbox, and the built web app pointed at both, on the
 * given loopback ports, with a token made for this run. Returns
 * the servers in start order; the caller stops them with stopSite. Shared by the browser tests and
 * the web bench, so both measure the site as it is started in production.
 */
export async function startSite(options: SiteOptions): Promise<StartedProcess[]> {
  const { apiPort, webPort, tempDir } = options;
  const standInsPort = options.standInsPort ?? apiPort + 10;
  await assertPortFree(apiPort, HOST);
  await assertPortFree(webPort, HOST);
  await assertPortFree(standInsPort, HOST);
  const standInsUrl = `http://${HOST}:${standInsPort}`;
  const token = options.token ?? randomBytes(24).toString('hex');
  const apiUrl = `http://${HOST}:${apiPort}`;
  const baseEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  for (const name of options.unsetEnv ?? []) delete baseEnv[name];
  const started: StartedProcess[] = [];
  try {
    // The API as production runs it: compiled to dist/server.js (decision 0540), from the sources of
    // this checkout (the build takes a fraction of a second), then started with node.
    await buildProviderApi({ quiet: true });
    const api = startProcess('provider API', process.execPath, ['dist/server.js'], {
      cwd: path.join(REPO_ROOT, 'apps/provider-api'),
      env: {
        ...baseEnv,
        HOST,
        PROVIDER_API_PORT: String(apiPort),
        PROVIDER_API_TOKEN: token,
        SQLITE_PATH: path.join(tempDir, 'provider-api.sqlite'),
        DATABASE_URL: '',
        SMTP_URL: '',
        OUTBOX_DIR: outboxDir(tempDir),
        // Its request lines too: a test joins them to the site's provider-call lines by request id.
        LOG_LEVEL: 'info',
      },
      logPath: path.join(tempDir, 'provider-api.log'),
    });
    started.push(api);
    await waitForHttp(`${apiUrl}/health/ready`, api, 60_000);
    const standIns = startProcess(
      'stand-ins',
      path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
      ['src/server.ts'],
      {
        cwd: path.join(REPO_ROOT, 'apps/stand-ins'),
        env: {
          ...baseEnv,
          STAND_INS_HOST: HOST,
          STAND_INS_PORT: String(standInsPort),
          EMAIL_OUTBOX_DIR: emailOutboxDir(tempDir),
          // Its signing key and spent tokens, this run's own (decision 0475).
          BOT_CHECK_STAND_IN_DIR: path.join(tempDir, 'stand-ins-bot-check'),
        },
        logPath: path.join(tempDir, 'stand-ins.log'),
      },
    );
    started.push(standIns);
    await waitForHttp(`${standInsUrl}/health`, standIns, 60_000);
    const web = startProcess(
      'web app',
      process.execPath,
      [path.join(REPO_ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(webPort), '-H', HOST],
      {
        cwd: WEB_DIR,
        env: {
          ...baseEnv,
          PORT: String(webPort),
          PROVIDER_API_URL: apiUrl,
          PROVIDER_API_TOKEN: token,
          // A throwaway CMS per run: migrated and seeded with the demo content when the site starts.
          CMS_DATABASE_URL: '',
          CMS_SQLITE_PATH: path.join(tempDir, 'cms.sqlite'),
          CMS_MEDIA_DIR: path.join(tempDir, 'cms-media'),
          PAYLOAD_SECRET: randomBytes(32).toString('hex'),
          CMS_STAFF_EMAIL: CMS_STAFF.email,
          CMS_STAFF_PASSWORD: CMS_STAFF.password,
          CMS_STAFF_TOTP_SECRET: CMS_STAFF.totpSecret,
          EMAIL_SERVICE_URL: standInsUrl,
          BOT_CHECK_URL: standInsUrl,
          TRACKING_SCRIPT_BASE_URL: standInsUrl,
          // The browser's third-party scripts load from the stand-ins too, only after consent
          // (decision 0370): a test reading the network log sees each of them at this host.
          ANALYTICS_SCRIPT_BASE_URL: standInsUrl,
          NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-E2ESTANDIN',
          TAG_MANAGER_ID: 'GTM-E2ESTAND',
          CHAT_WIDGET_BASE_URL: standInsUrl,
          REVIEW_WIDGET_BASE_URL: standInsUrl,
          // Loaded on preview hosts only: *.localhost by default, so preview.localhost (decision 0379).
          BUG_REPORTER_BASE_URL: standInsUrl,
          ...options.webEnv,
        },
        logPath: path.join(tempDir, 'web.log'),
      },
    );
    started.push(web);
    // The first answer waits for the CMS's migrations and seed (34 pictures sized by Payload): on a
    // busy two-core machine that alone has taken a minute.
    await waitForHttp(`http://${HOST}:${webPort}/`, web, 120_000);
    return started;
  } catch (error) {
    await stopSite(started);
    throw error;
  }
}
