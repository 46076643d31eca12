import type { OtsProviderItem } from '@fibre/domain/schemas/ots-provider';
import { callSiteApi } from '@/lib/site-api/site-api';

/**
 * GET /api/ots-providers: the current-provider names for the call-back form's dropdown; none on any
 * failure, and the form then asks for the provider in a text box, as it did when the server could
 * not read the list.
 */
export async function fetchProviderNames(): Promise<string[]> {
  const result = await callSiteApi<{ providers?: OtsProviderItem[] }>('/api/ots-providers');
  if (result.kind !== 'ok' || !Array.isArray(result.data.providers)) return [];
  return result.data.providers.map((item) => item.name);
}
