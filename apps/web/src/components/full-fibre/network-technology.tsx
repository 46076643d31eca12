import {
  NETWORK_TECHNOLOGY_LINK_TEXT,
  NETWORK_TECHNOLOGY_NAME,
  NETWORK_TECHNOLOGY_PATH,
} from '@fibre/domain/network-technology';
import Link from 'next/link';
import { TEXT_LINK_CLASS } from '../ui/link-button';

/**
 * The network technology in plain words with its explanation a link away (Ofcom's guidance of
 * September 2024, decision 0682): on every plan card and in the basket.
 */
export function NetworkTechnology({ className = '', testId }: { className?: string; testId: string }) {
  return (
    <p className={className} data-testid={testId}>
      <span className="font-semibold">{NETWORK_TECHNOLOGY_NAME}</span> <span aria-hidden="true">·</span>{' '}
      <Link href={NETWORK_TECHNOLOGY_PATH} className={TEXT_LINK_CLASS}>
        {NETWORK_TECHNOLOGY_LINK_TEXT}
      </Link>
    </p>
  );
}
