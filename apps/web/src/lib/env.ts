import 'server-only';
import { parseServerEnv, type ServerEnv } from './env-schema';

let cached: ServerEnv | undefined;

/** The validated server environment, parsed once. Never import this from a client component. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
