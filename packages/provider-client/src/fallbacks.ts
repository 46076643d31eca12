import { isProviderError } from './provider-error';

/**
 * The answer, or null when the provider says there is none (404): what every `find...` call
 * returns. Any other failure still throws, so "not there" is never mistaken for "provider down".
 */
export async function nullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isProviderError(error) && error.isNotFound) return null;
    throw error;
  }
}

/**
 * content-and-api.md §8's read semantics for a page that shows "could not be loaded" rather than
 * fail: the answer, or null on any provider failure (the transport has logged it). A caller's own
 * abort, or a bug, still throws.
 */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isProviderError(error)) return null;
    throw error;
  }
}

/** What the installation-slot calls give back instead of throwing (content-and-api.md §8). */
export interface ProviderErrorObject {
  error: string;
  message: string;
  status: number;
}

/** content-and-api.md §8's installation-slot semantics: the answer, or the failure as an object. */
export async function orErrorObject<T>(call: Promise<T>): Promise<T | ProviderErrorObject> {
  try {
    return await call;
  } catch (error) {
    if (!isProviderError(error)) throw error;
    return { error: error.key, message: error.message, status: error.status };
  }
}
