import type { Page } from '@/payload-types';

type LayoutBlock = NonNullable<Page['layout']>[number];

/** The pictures the blocks of decision 0340 show, uploaded by the seed before the pages. */
export interface MoreBlockImages {
  /** Survey, build, connect: /coverage's image cards. */
  buildStepIds: [number, number, number];
  volunteersId: number;
  mascotId: number;
  relayPosterId: number;
  /** The relay block's explainer video and its captions, when their files could be read. */
  relayVideo?: { videoId: number; captionsId: number };
}

/** What the demo explainer video says, slide by slide (media/relay-explainer.vtt holds the same). */
export const RELAY_VIDEO_TRANSCRIPT = [
  'How 999 BSL works.',
  'First, open the 999 BSL app or website.',
  'A British Sign Language interpreter answers.',
  'Sign which emergency service you need.',
  'The interpreter relays the call between you and the service.',
].join('\n\n');

/**
 * A database seeded before these pictures existed (or a test that gives none) shows the hero and
 * banner pictures in their place, so the blocks still render.
 */
export function moreBlockImages(
  images: MoreBlockImages | undefined,
  fallback: { heroImageId: number; bannerImageId: number },
): MoreBlockImages {
  return (
    images ?? {
      buildStepIds: [fallback.bannerImageId, fallback.bannerImageId, fallback.bannerImageId],
      volunteersId: fallback.bannerImageId,
      mascotId: fallback.heroImageId,
      relayPosterId: fallback.heroImageId,
    }
  );
}

/** /contact-us: how deaf customers reach 999 in BSL (decision 0341). */
export function demoRelayVideo(images: MoreBlockImages): LayoutBlock {
  return {
    blockType: 'relay-video',
    heading: 'Contact 999 in British Sign Language',
    body: 'If you are deaf and use British Sign Language, you can contact the police, ambulance, fire service or coastguard through 999 BSL, a free video relay service. A BSL interpreter joins the video call and relays between you and the emergency service.\n\nIt works 24 hours a day on a phone, tablet or computer, over your Hey!Broadband connection or mobile data.',
    poster: images.relayPosterId,
    ...(images.relayVideo
      ? {
          video: images.relayVideo.videoId,
          captions: images.relayVideo.captionsId,
          transcript: RELAY_VIDEO_TRANSCRIPT,
        }
      : {}),
    appLinks: [
      // The stores' own search for the app, rather than a guessed app id.
      { store: 'apple', href: 'https://apps.apple.com/gb/search?term=999%20BSL' },
      { store: 'google', href: 'https://play.google.com/store/search?q=999%20BSL&c=apps' },
    ],
    webLinkLabel: 'Use 999 BSL in your web browser',
    webLinkHref: 'https://999bsl.co.uk/',
  };
}

/** /coverage: how a street gets full fibre. */
export function demoImageCards(images: MoreBlockImages): LayoutBlock {
  const [survey, build, connect] = images.buildStepIds;
  return {
    blockType: 'image-cards',
    heading: 'How full fibre reaches your street',
    intro: 'From the first survey to your first connection, usually within a few months.',
    cards: [
      {
        image: survey,
        title: 'We survey',
        body: 'We walk every street, check the ducts and poles already there, and plan the route.',
      },
      {
        image: build,
        title: 'We build',
        body: 'Our engineers run fibre through the existing ducts and poles, so there is little digging.',
      },
      {
        image: connect,
        title: 'We connect',
        body: 'An engineer brings the fibre into your home and sets up your router in about three hours.',
        linkLabel: 'Check your address',
        linkHref: '/address-finder',
      },
    ],
  };
}

/** /help: the most read guides, two a row (a carousel on a phone). */
export const DEMO_TWO_COLUMN_CARD_GRID: LayoutBlock = {
  blockType: 'two-column-card-grid',
  heading: 'Popular guides',
  intro: 'The pages customers open most, in one place.',
  cards: [
    {
      title: 'Is there a problem near me?',
      body: 'See planned work and outages on our network, and get told when a fault is fixed.',
      linkLabel: 'Check the network status',
      linkHref: '/network-status',
    },
    {
      title: 'How fast is my connection?',
      body: 'Test your speed with a cable and see what full fibre makes possible.',
      linkLabel: 'Go to the speed test',
      linkHref: '/speed-test',
    },
    {
      title: 'Talk to our UK team',
      body: 'Call or write to us six days a week, or contact 999 in British Sign Language.',
      linkLabel: 'Contact us',
      linkHref: '/contact-us',
    },
    {
      title: 'Your contract',
      body: 'Minimum terms, cancelling within 14 days and how prices change each April.',
      linkLabel: 'Read the terms',
      linkHref: '/legal/page/terms',
    },
  ],
};

/** /charity: the volunteering days, a picture beside the words. */
export function demoTextWithMedia(images: MoreBlockImages): LayoutBlock {
  return {
    blockType: 'text-with-media',
    heading: 'Volunteering days',
    body: 'Everyone at Hey!Broadband gets two paid days a year to help a local cause.\n\n- Last year our teams gave **1,200 hours**.\n- Food bank shifts, footpath repairs and computer lessons for beginners.',
    mediaType: 'image',
    mediaPosition: 'left',
    image: images.volunteersId,
  };
}

/** /network-status: the latest updates, one above the other. */
export const DEMO_CARD_COLUMN: LayoutBlock = {
  blockType: 'card-column',
  heading: 'Recent updates',
  cards: [
    {
      label: 'Resolved',
      title: 'Slow evening speeds in Demoton Central',
      body: 'A faulty card in our Demoton exchange slowed some connections in the evening. We replaced it and speeds are back to normal.',
    },
    {
      label: 'Completed',
      title: 'Network upgrade in Demo Valley',
      body: 'Planned overnight work to add capacity for the new streets we are connecting finished on time.',
    },
    {
      label: 'Tip',
      title: 'Router light flashing red?',
      body: 'It means no signal from the fibre. Check the thin fibre cable is clicked in at both ends, then restart the router.',
      linkLabel: 'More answers in the help centre',
      linkHref: '/help',
    },
  ],
};

/** /refer-a-friend: check a friend's postcode (§4 'Search box'). */
export const DEMO_SEARCH_BAR: LayoutBlock = {
  blockType: 'search-bar',
  heading: 'Can your friend get Hey!Broadband?',
  label: 'Enter your friend’s postcode to check availability',
};

/** /refer-a-friend: the mascot points at the share links. */
export function demoPeekingMascot(images: MoreBlockImages): LayoutBlock {
  return {
    blockType: 'peeking-mascot',
    image: images.mascotId,
    message: 'Psst! Know someone stuck on slow broadband?',
    linkLabel: 'Share your link with them',
    linkHref: '#share',
    side: 'right',
  };
}

/** /speed-test: the plans for the speeds the page talks about (decision 0342). */
export const DEMO_RECOMMENDATION_CARDS: LayoutBlock = {
  blockType: 'recommendation-cards',
  heading: 'Which plan suits you?',
  intro: 'Our most chosen home plans, all with the same speed up as down.',
  recommendations: [
    { productId: 1001, reason: 'Great for browsing and HD streaming' },
    { productId: 1002, reason: 'Best for busy households' },
    { productId: 1003, reason: 'Best for gaming and 4K' },
  ],
  ctaLabel: 'Check availability',
  ctaHref: '/address-finder',
};
