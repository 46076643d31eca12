'use client';

import type { FormHTMLAttributes } from 'react';
import { useHydrated } from './use-hydrated';
import type { RulesTriggers } from './use-site-form';

/**
 * A site form's `<form>`: the browser's own checks off (the form hook gives the GOV.UK messages),
 * `data-hydrated` once React has it (the browser tests wait for it), and its lazily loaded rules'
 * triggers (decision 0712).
 */
export function HydratedForm({
  rulesTriggers,
  ...form
}: FormHTMLAttributes<HTMLFormElement> & { rulesTriggers: RulesTriggers }) {
  const hydrated = useHydrated();
  return <form noValidate {...form} {...rulesTriggers} data-hydrated={hydrated || undefined} />;
}
