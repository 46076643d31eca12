import type { ReactNode } from 'react';
import { CmsMarkdown } from '@/blocks/cms-markdown';
import { type CmsCallToAction, CmsCta } from '@/components/ui/cms-cta';
import { FAQ_CHECKER_ELIGIBLE } from '@/heroes/hero-eligible-messages';
import { HeroPostcodeChecker } from '@/heroes/hero-postcode-checker.lazy';
import type { FaqAccordionBlockData, FaqItem } from '@/payload-types';
import type { RenderedFaq } from './component.client';
import { FaqAccordion } from './component.lazy';

function isFaqItem(value: number | FaqItem): value is FaqItem {
  return typeof value === 'object';
}

const ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

/** An FAQ item's five cta* fields (§3 'FAQ item') as a call to action. */
export function faqItemCta(item: FaqItem): CmsCallToAction {
  return {
    display: item.ctaDisplay,
    label: item.ctaLabel,
    link: item.ctaLink,
    buttonType: item.ctaButtonType,
    event: item.ctaEvent,
  };
}

/** The answer as markdown (react-markdown, raw HTML not allowed), then the item's call to action. */
function FaqAnswer({ item }: { item: FaqItem }): ReactNode {
  return (
    <>
      <CmsMarkdown>{item.answer}</CmsMarkdown>
      <CmsCta cta={faqItemCta(item)} fallback="outline" size="sm" className="mt-4" />
    </>
  );
}

/** isSimple (decision 0482): every question with its answer, no accordion, no chips, no script. */
function SimpleFaqList({ items }: { items: RenderedFaq[] }) {
  return (
    <ul className="mt-6 space-y-6" data-testid="faq-simple">
      {items.map((item) => (
        <li key={item.id}>
          <h3 className="text-lg font-bold text-brand-900">{item.question}</h3>
          <div className="mt-2 text-slate-700 [&_a:not(.btn)]:font-semibold [&_a:not(.btn)]:text-brand-700 [&_a:not(.btn)]:underline">
            {item.answer}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The FAQ block (§2, §3, §4). Answers are markdown, rendered here on the server, so the accordion's
 * browser code only opens and filters. The postcode checker looks the address up and routes it as
 * §4 says (the heroes' checker, decision 0482).
 */
export function FaqAccordionBlock({ block }: { block: FaqAccordionBlockData }) {
  const items: RenderedFaq[] = (block.faqs ?? [])
    .filter(isFaqItem)
    .filter((item) => item.display !== false)
    .map((item) => ({
      id: item.id,
      question: item.question,
      categories: item.category,
      answer: <FaqAnswer item={item} />,
    }));
  const simple = Boolean(block.isSimple);
  const faded = !simple && (block.theme === 'fadedBlue' || block.showBackground);
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
        {simple ? (
          <SimpleFaqList items={items} />
        ) : (
          <div className="mt-8">
            <FaqAccordion items={items} showFilters={Boolean(block.showFilters)} />
          </div>
        )}
        <CmsCta
          cta={{ display: true, label: block.cta?.label, link: block.cta?.link }}
          fallback="outline"
          className="mt-8"
        />
        {block.displayPostcodeChecker ? (
          <div className="mt-12 rounded-2xl bg-brand-900 p-8 text-white" data-testid="faq-postcode-checker">
            <h2 className="text-2xl font-extrabold">Can you get Hey!Broadband?</h2>
            <div className="mt-4">
              <HeroPostcodeChecker
                label="Enter your postcode to check availability."
                eligible={FAQ_CHECKER_ELIGIBLE}
              />
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
