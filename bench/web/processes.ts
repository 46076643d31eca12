import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';

export interface Server {
  name: string;
  child: ChildProcess;
  logPath: string;
}

/** Fails at once, naming the port, when something already listens there: we never stop it. */
export async function assertPortFree(port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${host}:${port} is already in use; stop whatever listens there and run again.`)),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** Starts a server in its own process group (so it stops with its children), logging to a file. */
export function startServer(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logPath: string },
): Server {
  const log = createWriteStream(options.logPath, { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return { name, child, logPath: options.logPath };
}

/** Polls a URL until it answers 2xx; fails early if the process exits, or after the timeout. */
export async function waitForHttp(url: string, server: Server, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | null = null;
  server.child.once('exit', (code) => {
    exited = code ?? -1;
  });
  while (Date.now() < deadline) {
    if (exited !== null) {
      throw new Error(`${server.name} exited with code ${exited} before answering; see ${server.logPath}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${server.name} did not answer ${url} within ${timeoutMs} ms; see ${server.logPath}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops a process group this run started: SIGTERM, then SIGKILL after the grace period. */
export async function stopServer(server: Server, graceMs = 10_000): Promise<void> {
  const pid = server.child.pid;
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return; // Already gone.
  }
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && alive(pid)) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive(pid)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Gone between the check and the kill.
    }
  }
}
