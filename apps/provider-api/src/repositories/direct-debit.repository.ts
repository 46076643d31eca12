import type { MaskedDirectDebit } from '@fibre/domain/schemas/api-customer';
import { newCode } from '../codes';
import type { Executor } from '../db/executor';

export interface StoredDirectDebit {
  account_name: string;
  sort_code: string;
  account_number_last2: string;
  created_at: string;
}

/** Keeps the mandate, replacing an earlier one; the account number is kept as its last 2 digits only. */
export async function saveDirectDebit(
  db: Executor,
  customerCode: string,
  details: { accountName: string; sortCode: string; accountNumber: string },
  now: Date,
): Promise<StoredDirectDebit> {
  const stored: StoredDirectDebit = {
    account_name: details.accountName,
    sort_code: details.sortCode,
    account_number_last2: details.accountNumber.slice(-2),
    created_at: now.toISOString(),
  };
  await db
    .insertInto('direct_debit')
    .values({ customer_code: customerCode, ...stored })
    .onConflict((oc) =>
      oc.column('customer_code').doUpdateSet({
        account_name: stored.account_name,
        sort_code: stored.sort_code,
        account_number_last2: stored.account_number_last2,
        created_at: stored.created_at,
      }),
    )
    .execute();
  return stored;
}

export async function findDirectDebit(
  db: Executor,
  customerCode: string,
): Promise<StoredDirectDebit | undefined> {
  return db
    .selectFrom('direct_debit')
    .select(['account_name', 'sort_code', 'account_number_last2', 'created_at'])
    .where('customer_code', '=', customerCode)
    .executeTakeFirst();
}

/** The mandate as answers show it: the account number as '******58', 8 characters like the number. */
export function maskedDirectDebit(stored: StoredDirectDebit): MaskedDirectDebit {
  return {
    account_name: stored.account_name,
    sort_code: stored.sort_code,
    account_number: `******${stored.account_number_last2}`,
    created_at: stored.created_at,
  };
}

export interface NewPaymentRequest {
  amountPence: number;
  description: string;
  redirectUrl: string;
}

export async function insertPaymentRequest(
  db: Executor,
  customerCode: string,
  request: NewPaymentRequest,
  now: Date,
): Promise<{ id: string; status: string; created_at: string }> {
  const id = newCode('PR');
  const created_at = now.toISOString();
  await db
    .insertInto('payment_request')
    .values({
      id,
      customer_code: customerCode,
      amount_pence: request.amountPence,
      description: request.description,
      redirect_url: request.redirectUrl,
      status: 'PENDING',
      created_at,
    })
    .execute();
  return { id, status: 'PENDING', created_at };
}
