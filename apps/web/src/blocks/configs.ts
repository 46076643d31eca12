import type { Block } from 'payload';
import { actionCardListBlockConfig } from './action-card-list/config';
import { addonChooserBlockConfig } from './addon-chooser/config';
import { anchorLinkButtonBlockConfig } from './anchor-link-button/config';
import { bundleSelectorBlockConfig } from './bundle-selector/config';
import { cardColumnBlockConfig } from './card-column/config';
import { charityVoteBlockConfig } from './charity-vote/config';
import { checkAvailabilityBlockConfig } from './check-availability/config';
import { colourCardListBlockConfig } from './colour-card-list/config';
import { contactCardBlockConfig } from './contact-card/config';
import { contactFormBlockConfig } from './contact-form/config';
import { coverageListingBlockConfig } from './coverage-listing/config';
import { faqAccordionBlockConfig } from './faq-accordion/config';
import { fullLengthCardBlockConfig } from './full-length-card/config';
import { iconCardGridBlockConfig } from './icon-card-grid/config';
import { imageBannerBlockConfig } from './image-banner/config';
import { imageCardsBlockConfig } from './image-cards/config';
import { largeInfoCardBlockConfig } from './large-info-card/config';
import { linkListBlockConfig } from './link-list/config';
import { liveChatPromptBlockConfig } from './live-chat-prompt/config';
import { numberedStepsBlockConfig } from './numbered-steps/config';
import { oneTouchSwitchBlockConfig } from './one-touch-switch/config';
import { outageFormBlockConfig } from './outage-form/config';
import { peekingMascotBlockConfig } from './peeking-mascot/config';
import { recommendationCardsBlockConfig } from './recommendation-cards/config';
import { referAFriendBlockConfig } from './refer-a-friend/config';
import { registerInterestFormBlockConfig } from './register-interest-form/config';
import { relayVideoBlockConfig } from './relay-video/config';
import { reviewCarouselBlockConfig } from './review-carousel/config';
import { reviewsWidgetBlockConfig } from './reviews-widget/config';
import { richTextBlockConfig } from './rich-text/config';
import { salesCountdownBannerBlockConfig } from './sales-countdown-banner/config';
import { searchBarBlockConfig } from './search-bar/config';
import { shareTabBlockConfig } from './share-tab/config';
import { sideInfoPanelBlockConfig } from './side-info-panel/config';
import { speedTestBlockConfig } from './speed-test/config';
import { textElementListBlockConfig } from './text-element-list/config';
import { textWithMediaBlockConfig } from './text-with-media/config';
import { twoColumnCardGridBlockConfig } from './two-column-card-grid/config';
import { twoColumnTextBlockConfig } from './two-column-text/config';

/** Where the admin's block chooser finds a block's thumbnail (public/, drawn by scripts/draw-block-thumbnails.mjs). */
export function blockThumbnailPath(slug: string): string {
  return `/cms-blocks/${slug}.svg`;
}

/** A block with its own thumbnail in the admin's chooser, described by its label (decision 0501). */
function withThumbnail(block: Block): Block {
  const singular = typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug;
  return {
    ...block,
    imageURL: blockThumbnailPath(block.slug),
    imageAltText: `Sketch of the ${singular} block`,
  };
}

/**
 * The blocks a page's layout may hold, in the order the admin offers them. A new block: its folder
 * (config.ts, component.tsx), one line here and one in render-blocks.tsx (decision 0305). The
 * forms' blocks (contact, outage, register interest, charity, speed test: decision 0330) and the
 * page shell's widgets (reviews widget, live chat: decision 0370) come last.
 */
const LAYOUT_BLOCKS: Block[] = [
  richTextBlockConfig,
  faqAccordionBlockConfig,
  coverageListingBlockConfig,
  contactCardBlockConfig,
  iconCardGridBlockConfig,
  textElementListBlockConfig,
  twoColumnTextBlockConfig,
  linkListBlockConfig,
  anchorLinkButtonBlockConfig,
  imageBannerBlockConfig,
  numberedStepsBlockConfig,
  colourCardListBlockConfig,
  largeInfoCardBlockConfig,
  salesCountdownBannerBlockConfig,
  reviewCarouselBlockConfig,
  shareTabBlockConfig,
  checkAvailabilityBlockConfig,
  oneTouchSwitchBlockConfig,
  fullLengthCardBlockConfig,
  sideInfoPanelBlockConfig,
  actionCardListBlockConfig,
  // The commerce blocks (decision 0350).
  addonChooserBlockConfig,
  bundleSelectorBlockConfig,
  relayVideoBlockConfig,
  imageCardsBlockConfig,
  twoColumnCardGridBlockConfig,
  textWithMediaBlockConfig,
  cardColumnBlockConfig,
  searchBarBlockConfig,
  peekingMascotBlockConfig,
  recommendationCardsBlockConfig,
  // The forms' blocks (decision 0330).
  outageFormBlockConfig,
  charityVoteBlockConfig,
  contactFormBlockConfig,
  speedTestBlockConfig,
  // The page shell's widgets (decision 0370).
  reviewsWidgetBlockConfig,
  liveChatPromptBlockConfig,
  referAFriendBlockConfig,
  registerInterestFormBlockConfig,
];

/** The layout's blocks, each with its thumbnail. */
export const PAGE_BLOCKS: Block[] = LAYOUT_BLOCKS.map(withThumbnail);
