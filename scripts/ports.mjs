// The ports a launcher is about to listen on (`npm start`, the local cluster): checked free before
// anything starts, so a busy one is one clear line naming the variable that moves it instead of a
// 'Ready' and a fresh token followed by a child's 'address already in use' (issue 21, decision 0570).
// A child that still loses the race later is reported the same way (watchAddressInUse).
import net from 'node:net';

/**
 * The host a launcher checks and probes for a server bound to `host`: a wildcard address binds
 * loopback too, and a bare IPv6 address needs brackets in a URL.
 */
export function probeHost(host) {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** The one line a busy port gives, naming the variable that moves it. */
export function portInUseMessage({ variable, port }) {
  return `Port ${port} is in use: set ${variable} to another port`;
}

/** A port given to two listeners of the same run. */
export function portSharedMessage(variables, port) {
  return `Port ${port} is set for both ${variables.join(' and ')}: set one of them to another port`;
}

/**
 * Whether `port` can be bound on `host` now: binds a server there, exactly as the part will, and
 * closes it at once. Resolves `null` when free, else the error code (EADDRINUSE, EACCES, ...).
 */
export function tryListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error) => resolve(error.code ?? 'ERROR'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/** A port variable's value as a number, or a message naming the variable when it is not a port. */
export function parsePort(variable, value) {
  const text = String(value).trim();
  const port = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(port) || port < 1 || port > 65_535) {
    return { error: `${variable} must be a port number from 1 to 65535, not '${text}'` };
  }
  return { port };
}

/**
 * Checks every listener `{ variable, port, host }` before anything starts and resolves the
 * problems, one line each (empty: all free): a port given twice, a port another process holds, a
 * port this user may not bind. The variable is whatever moves that listener: an environment
 * variable for `npm start`, an option for the cluster.
 */
export async function checkPorts(listeners) {
  const problems = [];
  const byPort = new Map();
  for (const listener of listeners) {
    const names = byPort.get(listener.port) ?? [];
    names.push(listener.variable);
    byPort.set(listener.port, names);
  }
  for (const [port, variables] of byPort) {
    if (variables.length > 1) problems.push(portSharedMessage(variables, port));
  }
  const seen = new Set();
  for (const listener of listeners) {
    if (seen.has(listener.port)) continue;
    seen.add(listener.port);
    const code = await tryListen(listener.port, listener.host);
    if (code === 'EADDRINUSE') problems.push(portInUseMessage(listener));
    else if (code === 'EACCES') {
      problems.push(
        `Port ${listener.port} may not be opened by this user: set ${listener.variable} to another port`,
      );
    } else if (code !== null) {
      problems.push(
        `Port ${listener.port} on ${listener.host} cannot be opened (${code}): set ${listener.variable} to another port, or HOST`,
      );
    }
  }
  return problems;
}

const ADDRESS_IN_USE = /EADDRINUSE[^\n]*?:(\d{1,5})\b(?![^\n]*:\d)/;

/**
 * The port named by an 'address already in use' error in a child's output (Node's
 * `listen EADDRINUSE: address already in use 127.0.0.1:3000`, `:::3000`), or null.
 */
export function addressInUsePort(text) {
  const match = ADDRESS_IN_USE.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * Passes a child's stream on to `forward` unchanged and calls `onAddressInUse(port)` once if it
 * reports an address in use, so the launcher names the variable instead of leaving the stack trace
 * as the last word. Lines split across chunks are joined before they are read.
 */
export function watchAddressInUse(stream, forward, onAddressInUse) {
  let pending = '';
  let reported = false;
  stream.on('data', (chunk) => {
    forward.write(chunk);
    if (reported) return;
    const text = pending + chunk.toString('utf8');
    const lines = text.split('\n');
    pending = (lines.pop() ?? '').slice(-1000);
    for (const line of lines) {
      const port = addressInUsePort(line);
      if (port !== null) {
        reported = true;
        onAddressInUse(port);
        return;
      }
    }
  });
  stream.on('end', () => {
    if (reported) return;
    const port = addressInUsePort(pending);
    if (port !== null) {
      reported = true;
      onAddressInUse(port);
    }
  });
}
