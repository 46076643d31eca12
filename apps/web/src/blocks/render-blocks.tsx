import type { ReactNode } from 'react';
import type { Page } from '@/payload-types';
import { ActionCardListBlock } from './action-card-list/component';
import { AddonChooserBlock } from './addon-chooser/component';
import { AnchorLinkButtonBlock } from './anchor-link-button/component';
import { BundleSelectorBlock } from './bundle-selector/component';
import { CardColumnBlock } from './card-column/component';
import { CharityVoteBlock } from './charity-vote/component';
import { CheckAvailabilityBlock } from './check-availability/component';
import { ColourCardListBlock } from './colour-card-list/component';
import { ContactCardBlock } from './contact-card/component';
import { ContactFormBlock } from './contact-form/component';
import { CoverageListingBlock } from './coverage-listing/component';
import { FaqAccordionBlock } from './faq-accordion/component';
import { FullLengthCardBlock } from './full-length-card/component';
import { IconCardGridBlock } from './icon-card-grid/component';
import { ImageBannerBlock } from './image-banner/component';
import { ImageCardsBlock } from './image-cards/component';
import { LargeInfoCardBlock } from './large-info-card/component';
import { LinkListBlock } from './link-list/component';
import { LiveChatPromptBlock } from './live-chat-prompt/component';
import { NumberedStepsBlock } from './numbered-steps/component';
import { OneTouchSwitchBlock } from './one-touch-switch/component';
import { OutageFormBlock } from './outage-form/component';
import { PeekingMascotBlock } from './peeking-mascot/component';
import { RecommendationCardsBlock } from './recommendation-cards/component';
import { ReferAFriendBlock } from './refer-a-friend/component';
import { RegisterInterestFormBlock } from './register-interest-form/component';
import { RelayVideoBlock } from './relay-video/component';
import { ReviewCarouselBlock } from './review-carousel/component';
import { ReviewsWidgetBlock } from './reviews-widget/component';
import { RichTextBlock } from './rich-text/component';
import { SalesCountdownBannerBlock } from './sales-countdown-banner/component';
import { SearchBarBlock } from './search-bar/component';
import { ShareTabBlock } from './share-tab/component';
import { SideInfoPanelBlock } from './side-info-panel/component';
import { SpeedTestBlock } from './speed-test/component';
import { TextElementListBlock } from './text-element-list/component';
import { TextWithMediaBlock } from './text-with-media/component';
import { TwoColumnCardGridBlock } from './two-column-card-grid/component';
import { TwoColumnTextBlock } from './two-column-text/component';

type LayoutBlock = NonNullable<Page['layout']>[number];
type BlockType = LayoutBlock['blockType'];
type BlockOf<T extends BlockType> = Extract<LayoutBlock, { blockType: T }>;
type BlockComponents = { [K in BlockType]: (props: { block: BlockOf<K> }) => ReactNode | Promise<ReactNode> };

/**
 * Each block slug's component (decision 0305). `satisfies` makes a missing or misspelt slug, or a
 * component taking the wrong block's data, a type error; no cast is needed at the call.
 */
const blockComponents = {
  'rich-text': RichTextBlock,
  'faq-accordion': FaqAccordionBlock,
  'coverage-listing': CoverageListingBlock,
  'contact-card': ContactCardBlock,
  'icon-card-grid': IconCardGridBlock,
  'text-element-list': TextElementListBlock,
  'two-column-text': TwoColumnTextBlock,
  'link-list': LinkListBlock,
  'anchor-link-button': AnchorLinkButtonBlock,
  'image-banner': ImageBannerBlock,
  'numbered-steps': NumberedStepsBlock,
  'colour-card-list': ColourCardListBlock,
  'large-info-card': LargeInfoCardBlock,
  'sales-countdown-banner': SalesCountdownBannerBlock,
  'review-carousel': ReviewCarouselBlock,
  'share-tab': ShareTabBlock,
  'check-availability': CheckAvailabilityBlock,
  'one-touch-switch': OneTouchSwitchBlock,
  'full-length-card': FullLengthCardBlock,
  'side-info-panel': SideInfoPanelBlock,
  'action-card-list': ActionCardListBlock,
  // The commerce blocks (decision 0350).
  'addon-chooser': AddonChooserBlock,
  'bundle-selector': BundleSelectorBlock,
  'relay-video': RelayVideoBlock,
  'image-cards': ImageCardsBlock,
  'two-column-card-grid': TwoColumnCardGridBlock,
  'text-with-media': TextWithMediaBlock,
  'card-column': CardColumnBlock,
  'search-bar': SearchBarBlock,
  'peeking-mascot': PeekingMascotBlock,
  'recommendation-cards': RecommendationCardsBlock,
  // The forms' blocks (decision 0330).
  'outage-form': OutageFormBlock,
  'charity-vote': CharityVoteBlock,
  'contact-form': ContactFormBlock,
  'speed-test': SpeedTestBlock,
  // The page shell's widgets (decision 0370).
  'reviews-widget': ReviewsWidgetBlock,
  'live-chat-prompt': LiveChatPromptBlock,
  'refer-a-friend': ReferAFriendBlock,
  'register-interest-form': RegisterInterestFormBlock,
} satisfies BlockComponents;

/** Looks the component up through the mapped type, so TypeScript pairs the slug with its data. */
function renderBlock<K extends BlockType>(
  type: K,
  block: BlockOf<K>,
  components: BlockComponents,
): ReactNode {
  const Component: (props: { block: BlockOf<K> }) => ReactNode | Promise<ReactNode> = components[type];
  return <Component block={block} />;
}

/** A page's layout, block by block, keyed by each block's id. */
export function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  return (
    <>
      {(blocks ?? []).map((block) => (
        <div key={block.id ?? `${block.blockType}-${block.blockName ?? ''}`}>
          {renderBlock(block.blockType, block, blockComponents)}
        </div>
      ))}
    </>
  );
}
