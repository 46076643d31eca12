export type { CustomerActionBodyInput } from './customers';
export { nullWhenNotFound, orErrorObject, orNull, type ProviderErrorObject } from './fallbacks';
export type { PromotionCodeQuery } from './promotions';
export { createProviderClient, PROVIDER_ROUTES, type ProviderClient } from './provider-client';
export { CLIENT_ERROR_KEYS, isProviderError, ProviderError } from './provider-error';
export type { CallOptions, FetchLike, ProviderClientLogger, ProviderClientOptions, Route } from './transport';
export type { WriteOptions } from './write-options';
