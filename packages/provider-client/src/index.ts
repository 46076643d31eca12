export { orNull } from './fallbacks';
export { createProviderClient, PROVIDER_ROUTES, type ProviderClient } from './provider-client';
export { isProviderError, ProviderError } from './provider-error';
export type { ProviderCallRecord, ProviderClientOptions } from './transport';
