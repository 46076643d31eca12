/** A code the provider issues (schemas/provider-id.ts): letters, digits, '_' and '-', 1 to 64. */
export function isProviderId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value);
}
