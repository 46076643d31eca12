import { LinkButton } from '@/components/ui/link-button';
import type { Page } from '@/payload-types';

/** The hero's call-to-action link button, when staff turned it on and gave it words and a link. */
export function HeroCta({
  cta,
  variant = 'secondary',
}: {
  cta: Page['hero']['cta'];
  variant?: 'primary' | 'secondary' | 'outline';
}) {
  if (!cta?.display || !cta.label || !cta.link) return null;
  return (
    <LinkButton href={cta.link} variant={variant} className="mt-6">
      {cta.label}
    </LinkButton>
  );
}
