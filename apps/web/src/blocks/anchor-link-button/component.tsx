import { buttonClass } from '@/components/ui/link-button';
import type { AnchorLinkButtonBlockData } from '@/payload-types';

/** A button-looking link to an anchor of the same page: a plain `<a>`, no client code. */
export function AnchorLinkButtonBlock({ block }: { block: AnchorLinkButtonBlockData }) {
  return (
    <div className={`mx-auto max-w-7xl px-4 py-6 sm:px-6 ${block.alignment === 'left' ? '' : 'text-center'}`}>
      <a href={`#${block.anchor}`} className={buttonClass(block.variant ?? 'primary')}>
        {block.label}
      </a>
    </div>
  );
}
