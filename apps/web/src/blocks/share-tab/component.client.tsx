'use client';

import { usePathname } from 'next/navigation';
import { useHydrated } from '@/components/form/use-hydrated';
import { popupFeatures, SHARE_NETWORKS, sharedPageAddress } from './share';

/**
 * The two share buttons. Each is a real link to the network carrying this page's address, drawn on
 * the server (decision 0703), so it works before hydration, without script and in a new tab; once
 * React has the page, a click opens it in a 600×400 pop-up instead.
 */
export function ShareButtons({ origin }: { origin: string }) {
  const pageAddress = sharedPageAddress(origin, usePathname() ?? '/');
  const hydrated = useHydrated();
  return (
    <ul className="mt-4 flex flex-wrap gap-3" data-hydrated={hydrated || undefined}>
      {SHARE_NETWORKS.map((network) => (
        <li key={network.name}>
          <a
            href={network.url(pageAddress)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-outline"
            onClick={(event) => {
              event.preventDefault();
              window.open(network.url(pageAddress), 'share', popupFeatures());
            }}
          >
            Share on {network.name}
            <span className="sr-only"> (opens a new window)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
