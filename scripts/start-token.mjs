// The provider API token `npm start` hands both apps (decision 0164). Both run in production mode,
// where they refuse the development token (`dev-provider-token`, accepted only outside production),
// so unless PROVIDER_API_TOKEN is given this run makes its own, and start.mjs prints it with a
// request to try, since nobody can call the API with a token they were never shown.
import { randomBytes } from 'node:crypto';

/** PROVIDER_API_TOKEN when set (blank counts as unset, as in the apps' own config), else a fresh one. */
export function chooseStartToken(env, makeToken = () => randomBytes(24).toString('hex')) {
  const given = env.PROVIDER_API_TOKEN?.trim();
  return given ? { token: given, generated: false } : { token: makeToken(), generated: true };
}

/** What start.mjs prints about the token: a generated one in full, a given one never. */
export function startTokenLines({ token, generated }, apiUrl) {
  if (!generated) return ['Provider API token: the one in PROVIDER_API_TOKEN.'];
  return [
    `Provider API token for this run: ${token}`,
    `  try: curl -H 'Authorization: Bearer ${token}' ${apiUrl}/product`,
    '  (set PROVIDER_API_TOKEN to choose it; dev-provider-token works only outside production)',
  ];
}
