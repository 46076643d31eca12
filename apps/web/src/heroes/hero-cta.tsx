import type { PlanAddressType } from '@fibre/domain/constants';
import { CmsCta } from '@/components/ui/cms-cta';
import type { ButtonType } from '@/fields/call-to-action';
import type { Page } from '@/payload-types';

/**
 * The hero's call-to-action button, when staff turned it on and gave it words (and a link where its
 * event needs one): its buttonType and event are acted on, the hero's look is the fallback.
 */
export function HeroCta({
  cta,
  variant = 'secondary',
  addressType,
}: {
  cta: Page['hero']['cta'];
  variant?: ButtonType;
  addressType?: PlanAddressType;
}) {
  return <CmsCta cta={cta} fallback={variant} addressType={addressType} className="mt-6" />;
}
