'use client';

import type { CustomerRecord } from '@fibre/domain/schemas/api-customer';
import { useEffect, useState } from 'react';
import { callSiteApi } from '@/lib/site-api/site-api';

export type CustomerRead =
  | { status: 'loading' }
  | { status: 'ready'; customer: CustomerRecord }
  | { status: 'failed' };

/** The record of the order as the provider API keeps it (POST /api/customer-get-by-code/). */
export function useCustomerRecord(code: string | null): CustomerRead {
  const [read, setRead] = useState<CustomerRead>({ status: 'loading' });
  useEffect(() => {
    if (code === null) return;
    const controller = new AbortController();
    callSiteApi<{ customer: CustomerRecord }>('/api/customer-get-by-code', {
      body: { code },
      signal: controller.signal,
    })
      .then((result) =>
        setRead(
          result.kind === 'ok' ? { status: 'ready', customer: result.data.customer } : { status: 'failed' },
        ),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [code]);
  return read;
}
