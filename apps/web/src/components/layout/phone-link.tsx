import type { SiteNavigation } from '@/cms/navigation-data';
import { PhoneIcon } from './icons';

/** The phone number as a call link with its icon; the hidden words give the link its purpose when read alone. */
export function PhoneLink({ phone, className }: { phone: SiteNavigation['phone']; className: string }) {
  return (
    <a href={`tel:${phone.tel}`} className={className}>
      <PhoneIcon />
      <span>
        <span className="sr-only">Call us on </span>
        {phone.display}
      </span>
    </a>
  );
}
