export type { CustomerActionBodyInput } from './customers';
export { nullWhenNotFound, orErrorObject, orNull, type ProviderErrorObject } from './fallbacks';
export type { PromotionCodeQuery } from './promotions';
export { createProviderClient, type ProviderClient } from './provider-client';
export { CLIENT_ERROR_KEYS, isProviderError, ProviderError } from './provider-error';
export type { CallOptions, FetchLike, ProviderClientLogger, ProviderClientOptions } from './transport';
export type { WriteOptions } from './write-options';
