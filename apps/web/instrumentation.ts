/** Validates the environment once when the server starts, so a bad setting stops it at once. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { serverEnv } = await import('./src/lib/env');
    serverEnv();
  }
}
