import type { Block } from 'payload';
import { CharityVoteBlock } from './charity-vote/config';
import { ContactCardBlock } from './contact-card/config';
import { ContactFormBlock } from './contact-form/config';
import { CoverageListingBlock } from './coverage-listing/config';
import { FaqAccordionBlock } from './faq-accordion/config';
import { IconCardGridBlock } from './icon-card-grid/config';
import { OutageFormBlock } from './outage-form/config';
import { RichTextBlock } from './rich-text/config';
import { SpeedTestBlock } from './speed-test/config';

/**
 * The blocks a page's layout may hold, in the order the admin offers them. A new block: its folder
 * (config.ts, component.tsx), one line here and one in render-blocks.tsx (decision 0305). The
 * forms' blocks (contact, outage, register interest, charity, speed test, reviews widget, live
 * chat) come with the forms issue.
 */
export const PAGE_BLOCKS: Block[] = [
  RichTextBlock,
  FaqAccordionBlock,
  CoverageListingBlock,
  ContactCardBlock,
  IconCardGridBlock,
  // The forms' blocks (issue 12).
  OutageFormBlock,
  CharityVoteBlock,
  ContactFormBlock,
  SpeedTestBlock,
];
