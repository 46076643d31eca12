import { PostcodeSearch } from '@/components/home/postcode-search';
import type { CheckAvailabilityBlockData } from '@/payload-types';

/** The check-availability block: the shared postcode search box on the brand colour. */
export function CheckAvailabilityBlock({ block }: { block: CheckAvailabilityBlockData }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="rounded-2xl bg-brand-900 p-8 text-white sm:p-12">
        <h2 className="text-3xl font-extrabold">{block.heading}</h2>
        <div className="mt-4 max-w-xl">
          <PostcodeSearch label={block.text ?? undefined} tone="dark" />
        </div>
      </div>
    </section>
  );
}
