import type { SpeedTestBlockData } from '@/payload-types';
import { SpeedTest } from './component.lazy';

/** The speed-test demo block (§3 'Speed-test data', §4): words on the server, the bars in the browser. */
export function SpeedTestBlock({ block }: { block: SpeedTestBlockData }) {
  return (
    <section
      id="speed-test"
      aria-labelledby="speed-test-heading"
      className="mx-auto max-w-3xl px-4 py-10 sm:px-6"
    >
      <h2 id="speed-test-heading" className="text-3xl font-extrabold text-brand-900">
        {block.heading}
      </h2>
      {block.body ? <p className="mt-3 text-lg text-slate-700">{block.body}</p> : null}
      <div className="mt-6">
        <SpeedTest
          config={{
            dropdownLabel: block.dropdown.label,
            placeholder: block.dropdown.placeholder,
            options: block.dropdown.options ?? [],
            startLabel: block.cta.label1,
            resetLabel: block.cta.label2,
            fastLabel: block.speedChart.fastLabel,
            slowLabel: block.speedChart.slowLabel,
          }}
        />
      </div>
      {block.smallPrint ? <p className="mt-8 text-sm text-slate-600">{block.smallPrint}</p> : null}
    </section>
  );
}
