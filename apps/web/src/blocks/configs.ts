import type { Block } from 'payload';
import { ActionCardListBlock } from './action-card-list/config';
import { AddonChooserBlock } from './addon-chooser/config';
import { AnchorLinkButtonBlock } from './anchor-link-button/config';
import { BundleSelectorBlock } from './bundle-selector/config';
import { CardColumnBlock } from './card-column/config';
import { CharityVoteBlock } from './charity-vote/config';
import { CheckAvailabilityBlock } from './check-availability/config';
import { ColourCardListBlock } from './colour-card-list/config';
import { ContactCardBlock } from './contact-card/config';
import { ContactFormBlock } from './contact-form/config';
import { CoverageListingBlock } from './coverage-listing/config';
import { FaqAccordionBlock } from './faq-accordion/config';
import { FullLengthCardBlock } from './full-length-card/config';
import { IconCardGridBlock } from './icon-card-grid/config';
import { ImageBannerBlock } from './image-banner/config';
import { ImageCardsBlock } from './image-cards/config';
import { LargeInfoCardBlock } from './large-info-card/config';
import { LinkListBlock } from './link-list/config';
import { LiveChatPromptBlock } from './live-chat-prompt/config';
import { NumberedStepsBlock } from './numbered-steps/config';
import { OneTouchSwitchBlock } from './one-touch-switch/config';
import { OutageFormBlock } from './outage-form/config';
import { PeekingMascotBlock } from './peeking-mascot/config';
import { RecommendationCardsBlock } from './recommendation-cards/config';
import { ReferAFriendBlock } from './refer-a-friend/config';
import { RegisterInterestFormBlock } from './register-interest-form/config';
import { RelayVideoBlock } from './relay-video/config';
import { ReviewCarouselBlock } from './review-carousel/config';
import { ReviewsWidgetBlock } from './reviews-widget/config';
import { RichTextBlock } from './rich-text/config';
import { SalesCountdownBannerBlock } from './sales-countdown-banner/config';
import { SearchBarBlock } from './search-bar/config';
import { ShareTabBlock } from './share-tab/config';
import { SideInfoPanelBlock } from './side-info-panel/config';
import { SpeedTestBlock } from './speed-test/config';
import { TextElementListBlock } from './text-element-list/config';
import { TextWithMediaBlock } from './text-with-media/config';
import { TwoColumnCardGridBlock } from './two-column-card-grid/config';
import { TwoColumnTextBlock } from './two-column-text/config';

/**
 * The blocks a page's layout may hold, in the order the admin offers them. A new block: its folder
 * (config.ts, component.tsx), one line here and one in render-blocks.tsx (decision 0305). The
 * forms' blocks (contact, outage, register interest, charity, speed test: decision 0330) and the
 * page shell's widgets (reviews widget, live chat: decision 0370) come last.
 */
export const PAGE_BLOCKS: Block[] = [
  RichTextBlock,
  FaqAccordionBlock,
  CoverageListingBlock,
  ContactCardBlock,
  IconCardGridBlock,
  TextElementListBlock,
  TwoColumnTextBlock,
  LinkListBlock,
  AnchorLinkButtonBlock,
  ImageBannerBlock,
  NumberedStepsBlock,
  ColourCardListBlock,
  LargeInfoCardBlock,
  SalesCountdownBannerBlock,
  ReviewCarouselBlock,
  ShareTabBlock,
  CheckAvailabilityBlock,
  OneTouchSwitchBlock,
  FullLengthCardBlock,
  SideInfoPanelBlock,
  ActionCardListBlock,
  // The commerce blocks (decision 0350).
  AddonChooserBlock,
  BundleSelectorBlock,
  RelayVideoBlock,
  ImageCardsBlock,
  TwoColumnCardGridBlock,
  TextWithMediaBlock,
  CardColumnBlock,
  SearchBarBlock,
  PeekingMascotBlock,
  RecommendationCardsBlock,
  // The forms' blocks (decision 0330).
  OutageFormBlock,
  CharityVoteBlock,
  ContactFormBlock,
  SpeedTestBlock,
  // The page shell's widgets (decision 0370).
  ReviewsWidgetBlock,
  LiveChatPromptBlock,
  ReferAFriendBlock,
  RegisterInterestFormBlock,
];
