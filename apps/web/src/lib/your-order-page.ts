import 'server-only';
import { FIND_MY_ORDER_PATH } from '@fibre/domain/site-paths';
import { isProviderError } from '@fibre/provider-client';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { readOrderViewAccess } from './order-view-access';

/**
 * The order the pages under /your-order show (issue 23): the one this browser proved on Find my
 * order (the signed `hb_view` cookie), else the visitor is sent to Find my order. Nothing about
 * an order is read for a browser without the proof.
 */
export async function provedOrderCode(): Promise<string> {
  const access = readOrderViewAccess(await cookies());
  if (access === null) redirect(FIND_MY_ORDER_PATH);
  return access.code;
}

/** A provider read for the proved order; an order the provider no longer has sends to Find my order. */
export async function readProvedOrder<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isProviderError(error) && error.isNotFound) redirect(FIND_MY_ORDER_PATH);
    throw error;
  }
}
