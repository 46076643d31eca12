import Markdown from 'react-markdown';
import { PostcodeSearch } from '@/components/home/postcode-search';
import { LinkButton } from '@/components/ui/link-button';
import type { FaqAccordionBlockData, FaqItem } from '@/payload-types';
import type { RenderedFaq } from './component.client';
import { FaqAccordion } from './component.lazy';

function isFaqItem(value: number | FaqItem): value is FaqItem {
  return typeof value === 'object';
}

const ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

/**
 * The FAQ block (§2, §3, §4). Answers are markdown, rendered here on the server (react-markdown,
 * raw HTML not allowed), so the accordion's browser code only opens and filters.
 */
export function FaqAccordionBlock({ block }: { block: FaqAccordionBlockData }) {
  const items: RenderedFaq[] = (block.faqs ?? [])
    .filter(isFaqItem)
    .filter((item) => item.display !== false)
    .map((item) => ({
      id: item.id,
      question: item.question,
      categories: item.category,
      answer: <Markdown>{item.answer}</Markdown>,
    }));
  const faded = block.theme === 'fadedBlue' || block.showBackground;
  return (
    <section className={faded ? 'bg-brand-50' : undefined} aria-labelledby="faq-heading">
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        {block.heading ? (
          <h2
            id="faq-heading"
            className={`text-3xl font-extrabold tracking-tight text-brand-900 ${ALIGN[block.alignment ?? 'left']}`}
          >
            {block.heading}{' '}
            {block.headingBlue ? <span className="text-brand-600">{block.headingBlue}</span> : null}
          </h2>
        ) : null}
        <div className="mt-8">
          <FaqAccordion items={items} showFilters={Boolean(block.showFilters)} />
        </div>
        {block.cta?.label && block.cta.link ? (
          <LinkButton href={block.cta.link} variant="outline" className="mt-8">
            {block.cta.label}
          </LinkButton>
        ) : null}
        {block.displayPostcodeChecker ? (
          <div className="mt-12 rounded-2xl bg-brand-900 p-8 text-white">
            <h2 className="text-2xl font-extrabold">Can you get Hey!Broadband?</h2>
            <div className="mt-4">
              <PostcodeSearch label="Enter your postcode to check availability." tone="dark" />
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
