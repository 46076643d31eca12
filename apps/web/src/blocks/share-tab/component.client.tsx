'use client';

import { useEffect, useState } from 'react';
import { popupFeatures, SHARE_NETWORKS } from './share';

/**
 * The two share buttons. Each is a real link to the network (it works without script and in a new
 * tab); a click opens it in a 600×400 pop-up instead, with the page's address as it is now.
 */
export function ShareButtons() {
  // The address is the browser's (the server does not know the host the visitor used).
  const [pageUrl, setPageUrl] = useState('');
  useEffect(() => setPageUrl(window.location.href), []);
  return (
    <ul className="mt-4 flex flex-wrap gap-3">
      {SHARE_NETWORKS.map((network) => (
        <li key={network.name}>
          <a
            href={network.url(pageUrl)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-outline"
            onClick={(event) => {
              event.preventDefault();
              window.open(network.url(window.location.href), 'share', popupFeatures());
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
