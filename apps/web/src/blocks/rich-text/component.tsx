import { RichText } from '@payloadcms/richtext-lexical/react';
import type { RichTextBlockData } from '@/payload-types';

/** Headed rich text from the editor; headings, lists and links styled by the prose rules below. */
export function RichTextBlock({ block }: { block: RichTextBlockData }) {
  const width = block.width === 'wide' ? 'max-w-6xl' : 'max-w-3xl';
  return (
    <section className={`mx-auto ${width} px-4 py-10 sm:px-6`}>
      {block.heading ? (
        <h2 className="text-3xl font-extrabold tracking-tight text-brand-900">{block.heading}</h2>
      ) : null}
      <RichText
        data={block.content}
        className="mt-4 space-y-4 text-lg text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:text-xl [&_h3]:font-bold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6"
      />
    </section>
  );
}
