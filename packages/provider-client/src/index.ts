export {
  type CallOptions,
  createProviderClient,
  type FetchLike,
  type OtsProvider,
  type ProviderClient,
  type ProviderClientLogger,
  type ProviderClientOptions,
  type ProviderErrorObject,
  type ProviderRecord,
} from './provider-client';
export {
  CLIENT_ERROR_KEYS,
  isProviderError,
  ProviderError,
  type ProviderFieldErrors,
} from './provider-error';
