import type { SearchBarBlockData } from '@/payload-types';
import { SearchBar } from './component.lazy';

/** The search bar block: an optional heading over the search box. */
export function SearchBarBlock({ block }: { block: SearchBarBlockData }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {block.heading ? (
        <h2 className="mb-4 text-3xl font-extrabold text-brand-900">{block.heading}</h2>
      ) : null}
      <SearchBar label={block.label} />
    </section>
  );
}
