import { connection } from 'next/server';
import { getSalesCountdown } from '@/cms/queries';
import { CmsCta } from '@/components/ui/cms-cta';
import type { SalesCountdown, SalesCountdownBannerBlockData } from '@/payload-types';
import { Countdown } from './component.lazy';

/** The banner's end and words: the block's own, else the global's; null when it must not show. */
export function countdownSettings(
  block: SalesCountdownBannerBlockData,
  global: Pick<SalesCountdown, 'display' | 'description' | 'offerEndsAt' | 'cta'>,
  nowMs: number,
): { endsAt: string; heading: string; cta: SalesCountdown['cta'] } | null {
  const endsAt = block.endsAt ?? (global.display === false ? null : global.offerEndsAt);
  // §4: not shown at all once the end has passed.
  if (!endsAt || Date.parse(endsAt) <= nowMs) return null;
  return { endsAt, heading: block.heading ?? global.description, cta: global.cta };
}

export function SalesCountdownBannerView({
  block,
  global,
  now,
}: {
  block: SalesCountdownBannerBlockData;
  global: Pick<SalesCountdown, 'display' | 'description' | 'offerEndsAt' | 'cta'>;
  now: number;
}) {
  const settings = countdownSettings(block, global, now);
  if (!settings) return null;
  const { cta } = settings;
  return (
    <Countdown endsAt={settings.endsAt} renderedAt={now}>
      <p className="text-lg font-bold">{settings.heading}</p>
      <CmsCta cta={cta} fallback="secondary" />
    </Countdown>
  );
}

/** The sales countdown banner: the global read on the server, the clock on the request. */
export async function SalesCountdownBannerBlock({ block }: { block: SalesCountdownBannerBlockData }) {
  const global = await getSalesCountdown();
  await connection();
  return <SalesCountdownBannerView block={block} global={global} now={Date.now()} />;
}
