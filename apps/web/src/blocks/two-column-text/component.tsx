import { CmsMarkdown } from '@/blocks/cms-markdown';
import type { TwoColumnTextBlockData } from '@/payload-types';

const PROSE =
  'mt-3 space-y-3 text-lg text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-6';

/** Two columns of text, rendered from markdown on the server (no raw HTML). */
export function TwoColumnTextBlock({ block }: { block: TwoColumnTextBlockData }) {
  const Column = block.heading ? 'h3' : 'h2';
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {block.heading ? <h2 className="text-3xl font-extrabold text-brand-900">{block.heading}</h2> : null}
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        {[
          [block.leftHeading, block.left],
          [block.rightHeading, block.right],
        ].map(([heading, body], index) => (
          <div key={index === 0 ? 'left' : 'right'}>
            {heading ? <Column className="text-xl font-bold text-brand-900">{heading}</Column> : null}
            <div className={PROSE}>
              <CmsMarkdown>{body ?? ''}</CmsMarkdown>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
