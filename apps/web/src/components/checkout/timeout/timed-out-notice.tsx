'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { journeyStorages } from '../leave-guard/journey-storages';
import { takeTimedOutMark } from './timed-out-mark';

// Told once per time-out, on a page whose frame every visitor loads: the notice's code (its words,
// the link and the plans' paths) is fetched only when there is one to tell (decision 0704).
const TimedOutNoticeView = lazy(() => import('./timed-out-notice-view'));

/**
 * What the page a timed-out checkout lands on says (decision 0461): a notice at the top of the main
 * content, its heading focused so a screen reader reads it at once, a link back to the plans for
 * the kept address (the finder when none is kept), and Dismiss. Shown once per time-out.
 */
export function TimedOutNotice() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const stores = journeyStorages();
    if (stores && takeTimedOutMark(stores.session, Date.now())) setShown(true);
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <TimedOutNoticeView onDismiss={() => setShown(false)} />
    </Suspense>
  ) : null;
}
