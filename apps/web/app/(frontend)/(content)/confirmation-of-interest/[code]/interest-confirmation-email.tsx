'use client';

import { useEffect, useState } from 'react';
import { readInterestOrder } from '@/state/register-interest-storage';

/** The e-mail of the register of interest this tab made with `code` (its kept order info), if any. */
export function InterestConfirmationEmail({ code }: { code: string }) {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => setEmail(readInterestOrder(code)?.email ?? null), [code]);
  if (email === null) return null;
  return (
    <p>
      We will write to <strong>{email}</strong>.
    </p>
  );
}
