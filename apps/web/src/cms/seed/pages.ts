import type { Page } from '@/payload-types';
import {
  DEMO_CARD_COLUMN,
  DEMO_RECOMMENDATION_CARDS,
  DEMO_SEARCH_BAR,
  DEMO_TWO_COLUMN_CARD_GRID,
  demoImageCards,
  demoPeekingMascot,
  demoRelayVideo,
  demoTextWithMedia,
  type MoreBlockImages,
  moreBlockImages,
} from './content-blocks-more';
import { DEMO_FAQ_ITEMS } from './faq-items';
import { daysFrom } from './globals';
import { lexical } from './lexical';

/** What a demo page needs from the documents seeded before it. */
export interface PageRefs {
  faqIds: number[];
  heroImageId: number;
  /** The /coverage image banner's picture. */
  bannerImageId: number;
  /** The file /network-status's info card offers to download. */
  downloadFileId: number;
  phone: string;
  openingHours: string;
  /** The charities and the three card pictures of the charity vote on /charity (decision 0330). */
  charityIds?: number[];
  charityCardImageIds?: number[];
  /** The pictures of the image cards, text with image, mascot and relay blocks (decision 0340). */
  moreBlockImages?: MoreBlockImages;
  /** The home hero's picture for phones (decision 0481); the desktop one when missing. */
  heroMobileImageId?: number;
  /** When the seed runs: the home hero's countdown ends a fortnight later (demo-data.md). */
  now?: Date;
}

export type DemoPage = Pick<
  Page,
  'title' | 'slug' | 'description' | 'keywords' | 'noIndex' | 'structuredData' | 'hero' | 'layout'
>;

function simpleHero(headline: string, subHeadline: string): Page['hero'] {
  return { heroType: 'heroDefault', headline, subHeadline, displayPostCodeChecker: false };
}

function contactCard(
  refs: PageRefs,
  title: string,
  body: string,
  images: { leftImage: number; rightImage: number } | null = null,
): NonNullable<Page['layout']>[number] {
  return {
    ...images,
    blockType: 'contact-card',
    title,
    body,
    backgroundColor: 'Blue',
    hasContactDetails: true,
    phone: refs.phone,
    phoneOpeningHours: refs.openingHours,
    email: 'hello@heybroadband.example',
    hasRegisterButton: false,
    hasSingleCta: false,
  };
}

function text(heading: string, lines: string[]): NonNullable<Page['layout']>[number] {
  return { blockType: 'rich-text', heading, content: lexical(lines), width: 'narrow' };
}

/** The outage form on /network-status (decision 0330). */
export const DEMO_OUTAGE_FORM = {
  blockType: 'outage-form',
  heading: 'Tell me when it is fixed',
  body: 'Leave your e-mail and we will let you know as soon as service is back to normal.',
  emailError: 'Please enter a valid email address',
  agreeLabel: 'I agree to be contacted by e-mail about this outage',
  submitLabel: 'Notify me',
  successHeader: 'Thank you',
  successMessage: 'We will e-mail you as soon as the problem is fixed.',
  errorMessage: 'Sorry, we could not register your e-mail',
} satisfies NonNullable<Page['layout']>[number];

/** The contact form on /contact-us (decision 0330): every optional field shown but the address. */
export const DEMO_CONTACT_FORM = {
  blockType: 'contact-form',
  formHeading: 'Send us a message',
  name: { label: 'Full name', error: 'Please enter your name' },
  email: { label: 'Email', error: 'Please enter a valid email address' },
  phone: { label: 'Phone number', error: 'Please enter a valid UK phone number' },
  city: { label: 'Town or city', error: 'Please enter your town or city', display: true },
  address: { label: 'Address', error: 'Please enter your address', display: false },
  postcode: { label: 'Postcode', error: 'Please enter your postcode', display: true },
  birthdate: { label: 'Date of birth', error: 'Please enter a valid date of birth', display: true },
  message: { label: 'Your message', error: 'Please enter your message', display: true },
  terms: { label: 'I agree to Terms & Conditions', error: 'Please agree to the terms and conditions' },
  // Marketing consent, asked and never required (decision 0471).
  subscription: {
    display: true,
    label: 'Send me news and offers by e-mail (optional)',
  },
  submitLabel: 'Send message',
  successMessage: 'Thank you, your message has been sent. We will reply within one working day.',
  errorMessage: 'Sorry, your message could not be sent. Please try again or call us.',
} satisfies NonNullable<Page['layout']>[number];

/** The register-interest block on /coverage (decision 0364), for a visitor whose area is not listed. */
export const DEMO_REGISTER_INTEREST_FORM = {
  blockType: 'register-interest-form',
  heading: 'Not on the map yet? Register your interest',
  body: 'Find your address, then leave your details and we will tell you as soon as full fibre reaches you.',
  submitLabel: 'Register my interest',
  anchor: 'register-interest',
} satisfies NonNullable<Page['layout']>[number];

/** The speed-test demo on /speed-test (durations by decision 0330). */
export const DEMO_SPEED_TEST = {
  blockType: 'speed-test',
  heading: 'See the difference full fibre makes',
  body: 'Choose a download and see how long it takes on full fibre and on average UK broadband.',
  dropdown: {
    label: 'What do you want to download?',
    placeholder: 'Choose your option',
    options: ['A 50 GB game', 'A 4K film', 'A 100-photo album'],
  },
  cta: { label1: 'Start', label2: 'Reset' },
  speedChart: { fastLabel: 'Hey!Broadband full fibre', slowLabel: 'Average UK broadband' },
  smallPrint: 'Illustration only: real download times depend on your plan, your devices and the server.',
} satisfies NonNullable<Page['layout']>[number];

/** The charity vote on /charity (decision 0330). */
function demoCharityVote(refs: PageRefs): NonNullable<Page['layout']>[number] {
  return {
    blockType: 'charity-vote',
    heading: 'Choose our charity',
    body: 'Pick the cause we support this year, or tell us about another local charity.',
    charities: refs.charityIds ?? [],
    cardImages: refs.charityCardImageIds ?? [],
    otherDescription: 'Tell us which local charity we should support.',
    submitLabel: 'Submit my choice',
    thankYouHeading: 'Thank you for choosing!',
    thankYouMessage: 'We will share the results with everyone who voted.',
  };
}

/** demo-data.md 'Pages': the home page, the eight pages the header and footer link to, the area template. */
export function demoPages(refs: PageRefs): DemoPage[] {
  const images = moreBlockImages(refs.moreBlockImages, refs);
  return [
    DEMO_AREA_PAGE,
    {
      title: 'Home',
      slug: 'home',
      description:
        'Full-fibre broadband for homes, home workers and businesses. Check your postcode to see the plans available at your address.',
      hero: {
        heroType: 'heroMain',
        preHeading: 'Full-fibre broadband',
        headline: 'Fast, reliable full fibre for your home and business',
        subHeadline: 'Symmetric speeds up to 900 Mbps, a Wi-Fi 6 router included and friendly UK support.',
        postcodeLabel: 'Enter your postcode to check availability',
        displayPostCodeChecker: true,
        trustPoints: [
          { point: 'Upload as fast as you download' },
          { point: 'No line rental and unlimited data' },
          { point: 'UK-based customer support' },
          { point: 'Contracts from 30 days to 24 months' },
        ],
        image: refs.heroImageId,
        // §5 of issue 20: the countdown with its button, the phone picture and the colour options.
        addCountdownTimer: true,
        timerEnd: daysFrom(refs.now ?? new Date(), 14),
        timerLabel: 'Offer ends in',
        cta: { display: true, label: 'See our plans', buttonType: 'alternate', event: 'go-to-packages' },
        defaultAddressType: 'RES',
        imageMobile: refs.heroMobileImageId ?? refs.heroImageId,
        imageScaleMode: 'cover',
        imagePosition: 'center',
        colourTheme: 'dark',
        showReviews: true,
        reviewsHeading: 'What our customers say about us',
      },
      layout: [
        // Ends on the sales-countdown global's date, which the seed sets 14 days after it runs.
        { blockType: 'sales-countdown-banner' },
        {
          blockType: 'icon-card-grid',
          heading: 'Why Hey!Broadband',
          background: 'white',
          cards: [
            {
              icon: 'fibre',
              title: 'Full fibre to your door',
              body: 'A fibre-optic line all the way into your home, not copper from the cabinet, so speeds stay steady at busy times.',
            },
            {
              icon: 'router',
              title: 'Plans for every need',
              body: 'Home, home worker and business plans on 24-month, 12-month or 30-day contracts.',
            },
            {
              icon: 'switch',
              title: 'Switching made simple',
              body: 'We arrange the switch with your current provider through One Touch Switch, so there is no need to call them.',
            },
          ],
        },
        {
          blockType: 'icon-card-grid',
          heading: 'Broadband for every home and business',
          background: 'tinted',
          cards: [
            {
              title: 'Home',
              body: 'Streaming, gaming and video calls for the whole household.',
              linkLabel: 'Check availability',
              linkHref: '/address-finder',
            },
            {
              title: 'Home worker',
              body: 'Plans built for working from home, with an optional static IP.',
              linkLabel: 'See home worker plans',
              linkHref: '/service-available?addressType=HWRK',
            },
            {
              title: 'Business',
              body: 'Reliable connectivity for small businesses. Prices shown without VAT.',
              linkLabel: 'See business plans',
              linkHref: '/service-available?addressType=BUS',
            },
          ],
        },
        {
          blockType: 'numbered-steps',
          heading: 'Switching in three steps',
          steps: [
            {
              label: 'Check your address',
              icon: 'wifi',
              instructions: 'Enter your postcode and choose your address to see the plans you can get.',
              display: true,
            },
            {
              label: 'Choose your plan',
              icon: 'basket',
              instructions: 'Pick a speed and a contract length, and add extras if you want them.',
              display: true,
            },
            {
              label: 'We do the rest',
              icon: 'router',
              instructions: 'We book your installation and arrange the switch with your current provider.',
              display: true,
            },
          ],
          showCallMeBubble: true,
          bubble: {
            heading: 'Still in a contract?',
            text: 'Call us: we will check when you can switch without an exit fee.',
            phone: refs.phone,
          },
        },
        {
          blockType: 'one-touch-switch',
          heading: 'Switching is simple with One Touch Switch',
          body: 'You only talk to us. We tell your current provider you are leaving, and your old service stops the day your full fibre starts.',
          points: [{ point: 'No need to call your old provider' }, { point: 'No gap without internet' }],
          linkLabel: 'Check your address',
          linkHref: '/address-finder',
        },
      ],
    },
    {
      title: 'Help centre',
      slug: 'help',
      description: 'Answers about installation, speed, equipment and phone, and how to reach us.',
      hero: simpleHero('How can we help?', 'Answers to the questions customers ask us most.'),
      layout: [
        {
          blockType: 'faq-accordion',
          heading: 'Frequently asked',
          headingBlue: 'questions',
          faqs: refs.faqIds,
          showFilters: true,
          showBackground: false,
          isSimple: false,
          alignment: 'left',
          theme: 'default',
          displayPostcodeChecker: true,
          cta: { label: 'Contact us', link: '/contact-us' },
        },
        {
          blockType: 'link-list',
          heading: 'Useful links',
          links: [
            { label: 'Network status', href: '/network-status', description: 'Planned work and outages.' },
            { label: 'Speed test', href: '/speed-test', description: 'How fast is your connection today?' },
            {
              label: 'Terms and conditions',
              href: '/legal/page/terms',
              description: 'Your contract with us.',
            },
          ],
        },
        DEMO_TWO_COLUMN_CARD_GRID,
        contactCard(refs, 'Still need help?', 'Our UK team is happy to help by phone or e-mail.'),
        {
          blockType: 'live-chat-prompt',
          heading: 'Questions? Chat to us',
          text: 'Our UK team answers live chat from 8am to 8pm, seven days a week.',
          buttonLabel: 'Start a chat',
        },
      ],
      structuredData: null,
    },
    {
      title: 'Coverage',
      slug: 'coverage',
      description: 'Where our full-fibre network is live, being built and coming next.',
      hero: simpleHero(
        'Our network',
        'See where full fibre is available now, where we are building and where we go next.',
      ),
      layout: [
        {
          blockType: 'coverage-listing',
          heading: 'Where we are building',
          intro: 'Choose a region to see its towns and villages.',
        },
        demoImageCards(images),
        DEMO_REGISTER_INTEREST_FORM,
        {
          blockType: 'image-banner',
          image: refs.bannerImageId,
          heading: 'New streets go live every week',
          text: 'Check your address to see whether full fibre has reached you yet.',
          linkLabel: 'Check availability',
          linkHref: '/address-finder',
        },
        {
          blockType: 'check-availability',
          heading: 'Can you get Hey!Broadband?',
          text: 'Enter your postcode to check availability.',
        },
      ],
    },
    {
      title: 'Contact us',
      slug: 'contact-us',
      description: 'Call, e-mail or write to Hey!Broadband.',
      hero: simpleHero('Contact us', 'We are here to help, six days a week.'),
      layout: [
        contactCard(
          refs,
          'Talk to us',
          'Call us free or send us an e-mail and we will answer within one working day.',
          // Our team on the left, Sparky on the right (§3 Contact card LeftImage, RightImage).
          {
            leftImage: moreBlockImages(refs.moreBlockImages, refs).volunteersId,
            rightImage: moreBlockImages(refs.moreBlockImages, refs).mascotId,
          },
        ),
        { ...DEMO_CONTACT_FORM, formImage: refs.bannerImageId },
        text('Write to us', ['Hey!Broadband Ltd, 1 Fibre Street, Demoton HB1 1AA']),
        {
          blockType: 'action-card-list',
          heading: 'Quicker answers',
          cards: [
            {
              title: 'Report a fault',
              description: 'Check for outages near you first.',
              href: '/network-status',
            },
            {
              title: 'Test your speed',
              description: 'See how fast your connection is now.',
              href: '/speed-test',
            },
            {
              title: 'Read the FAQs',
              description: 'Installation, speed, equipment and phone.',
              href: '/help',
            },
          ],
        },
        demoRelayVideo(images),
      ],
    },
    {
      title: 'Network status',
      slug: 'network-status',
      description: 'Planned work and outages on the Hey!Broadband network.',
      hero: simpleHero('Network status', 'Planned work and any problems on our network.'),
      layout: [
        text('All systems are running normally', [
          'There are no known outages on our network right now.',
          'If your connection is down, restart your router first: switch it off for 30 seconds, then on again.',
          '## Planned work',
          '- No planned work in the next 7 days.',
        ]),
        {
          blockType: 'two-column-text',
          heading: 'When something goes wrong',
          leftHeading: 'Check at home first',
          left: 'Restart your router and check its lights.\n\n- Solid white: connected.\n- Flashing red: no signal from the fibre.',
          rightHeading: 'Then tell us',
          right:
            'Call us from another phone and we will test your line. Most faults are fixed the **same day**.',
        },
        DEMO_CARD_COLUMN,
        {
          blockType: 'large-info-card',
          heading: 'Your router guide',
          body: 'What each light on your router means and how to reconnect your devices, to keep beside it.',
          downloads: [{ label: 'Download the router light guide', file: refs.downloadFileId }],
        },
        contactCard(refs, 'Still offline?', 'Call us and we will test your line while you are on the phone.'),
        DEMO_OUTAGE_FORM,
      ],
    },
    {
      title: 'Our charity partners',
      slug: 'charity',
      description: 'Choose the local charity we give to this year.',
      hero: simpleHero('Our charity partners', 'Every year our customers choose where we donate.'),
      layout: [
        text('Giving back where we build', [
          'For every new connection we give to local causes in the areas our network reaches.',
          '- Demoton Food Bank',
          '- Valley Mountain Rescue',
          '- Digital Inclusion Trust',
        ]),
        demoCharityVote(refs),
        {
          blockType: 'colour-card-list',
          heading: 'Where your votes go',
          cards: [
            {
              title: 'Food',
              description: 'Meals and essentials for families near our build.',
              color: 'blue',
            },
            { title: 'Rescue', description: 'Kit and training for volunteer rescue teams.', color: 'red' },
            { title: 'Skills', description: 'Laptops and lessons to get everyone online.', color: 'purple' },
          ],
        },
        demoTextWithMedia(images),
        {
          blockType: 'full-length-card',
          heading: 'Bring a friend, give twice',
          body: 'Every friend who joins through your link adds to this year’s donation.',
          image: refs.bannerImageId,
          linkLabel: 'Refer a friend',
          linkHref: '/refer-a-friend',
        },
      ],
    },
    {
      title: 'Speed test',
      slug: 'speed-test',
      description: 'See what full fibre does for your connection.',
      hero: simpleHero('Speed test', 'Find out how fast your connection is today.'),
      layout: [
        text('Getting an accurate result', [
          '- Connect your computer to the router with a cable.',
          '- Close other apps and pause downloads.',
          '- Test a few times at different times of day.',
        ]),
        DEMO_SPEED_TEST,
        {
          blockType: 'text-element-list',
          heading: 'What full fibre gives you',
          listStyle: 'check',
          items: [
            { text: 'Upload as fast as you download' },
            { text: 'Steady speeds in the evening' },
            { text: 'No copper line to slow you down' },
          ],
        },
        {
          blockType: 'side-info-panel',
          heading: 'Reading your result',
          body: 'Over Wi-Fi you will see less than over a cable: walls, distance and other networks all take a share. Test with a cable to see what your line gives.',
          panelHeading: 'Our speeds',
          facts: [
            { label: 'Fibre 150', value: '150 Mbps down and up' },
            { label: 'Fibre 400', value: '400 Mbps down and up' },
            { label: 'Fibre 900', value: '900 Mbps down and up' },
          ],
        },
        DEMO_RECOMMENDATION_CARDS,
      ],
    },
    {
      title: 'Refer a friend',
      slug: 'refer-a-friend',
      description: 'Tell a friend about Hey!Broadband: with your referral they get £50 off full fibre.',
      hero: {
        heroType: 'heroCentred',
        headline: 'Refer a friend',
        subHeadline: 'Your friend gets £50 off their full fibre with the code FRIEND50.',
        displayPostCodeChecker: false,
        leftImage: refs.heroImageId,
        rightImage: refs.bannerImageId,
      },
      layout: [
        {
          blockType: 'icon-card-grid',
          heading: 'How it works',
          background: 'white',
          cards: [
            {
              icon: 'check',
              title: '1. Share your link',
              body: 'Find your referral link in your welcome e-mail.',
            },
            { icon: 'fibre', title: '2. Your friend joins', body: 'They order full fibre with your link.' },
            {
              icon: 'phone',
              title: '3. Your friend saves',
              body: 'FRIEND50 takes £50 off what they pay us.',
            },
          ],
        },
        {
          blockType: 'anchor-link-button',
          label: 'Share with a friend',
          anchor: 'share',
          variant: 'primary',
        },
        { blockType: 'review-carousel', heading: 'What our customers say about us' },
        DEMO_SEARCH_BAR,
        demoPeekingMascot(images),
        {
          blockType: 'refer-a-friend',
          heading: 'Were you referred by a friend?',
          body: 'Leave your details and your address: we will check full fibre there, and you get £50 off with your friend’s referral.',
          promoCode: 'FRIEND50',
          submitLabel: 'Send my details',
          successMessage: 'Thank you. We will be in touch about full fibre at your address.',
        },
        {
          blockType: 'reviews-widget',
          heading: 'Rated Excellent by our customers',
          description: 'Independent reviews from customers already on full fibre.',
          display: true,
          widgetType: 'reviews',
          backgroundColour: 'light-blue',
          disableClick: false,
        },
        {
          blockType: 'share-tab',
          heading: 'Share this page',
          text: 'Tell your friends about full fibre: share this page on Facebook or X.',
        },
      ],
    },
    ...commercePages(refs),
  ];
}

/** The bundle selector on /bundles (decision 0350): Fibre 400 with Home Phone is £37 (demo-data.md). */
const DEMO_BUNDLES = [
  {
    name: 'Broadband & Phone',
    body: 'Fibre 400 full fibre with a home phone line.',
    subBody: 'Keep your number or get a new one: tell us at checkout.',
    productIds: [1002, 9001],
  },
  {
    name: 'Gigaplus',
    body: 'Fibre 900 with a Mesh Wi-Fi Booster for every corner of your home.',
    subBody: 'With £3 off every month while you are with us.',
    productIds: [1003, 9004],
    promotionCode: 'GIGAAUTO',
  },
];

/**
 * The pages of the heroes and commerce blocks (decision 0350): bundles (bundle hero and selector),
 * add-ons (page hero with the postcode checker and the add-on chooser at #whats-included), deals
 * (card-grid hero to the selector's and chooser's anchors) and landlords (MSM hero). The footer
 * links to each.
 */
function commercePages(refs: PageRefs): DemoPage[] {
  return [
    {
      title: 'Broadband bundles',
      slug: 'bundles',
      description: 'Full fibre with a home phone or Wi-Fi booster, at one monthly price.',
      hero: {
        heroType: 'heroBundle',
        preHeading: 'Broadband bundles',
        headline: 'Everything you need in one bundle',
        subHeadline: 'Full-fibre broadband with the extras you want, on one simple monthly bill.',
        checklist: [
          { item: 'Symmetric full-fibre speeds' },
          { item: 'A Wi-Fi 6 router included' },
          { item: 'One monthly bill for everything' },
        ],
        displayPostCodeChecker: true,
        postcodeLabel: 'Enter your postcode to check availability',
        phone: refs.phone,
      },
      layout: [
        {
          blockType: 'bundle-selector',
          heading: 'Choose your bundle',
          body: 'Each bundle is a 24-month plan with its extras included.',
          variant: 'a',
          bundles: DEMO_BUNDLES,
        },
        text('What every bundle includes', [
          '- Free standard installation by our own engineers.',
          '- We arrange the switch from your current provider.',
          '- UK-based support six days a week.',
        ]),
      ],
    },
    {
      title: 'Add-ons',
      slug: 'add-ons',
      description: 'A home phone or a Mesh Wi-Fi Booster with your full-fibre plan.',
      hero: {
        heroType: 'heroPage',
        preHeading: 'Extras',
        headline: 'Make more of your full fibre',
        subHeadline: 'Add a home phone or a Mesh Wi-Fi Booster to your plan.',
        productName: 'Hey!Broadband full fibre',
        displayPostCodeChecker: true,
        postcodeLabel: 'Enter your postcode to check availability',
      },
      layout: [
        {
          blockType: 'addon-chooser',
          heading: 'What’s included',
          body: 'Choose the extras you want, then carry on to your plan.',
          // Static IP (9003) is offered with home-worker and business plans only.
          productIds: [9001, 9004, 9003],
          proceedLabel: 'Proceed',
          anchor: 'whats-included',
        },
        {
          // The simple FAQ (isSimple, decision 0482): every answer shown, no accordion.
          blockType: 'faq-accordion',
          heading: 'Questions about',
          headingBlue: 'phone add-ons',
          faqs: refs.faqIds.filter((_, index) => DEMO_FAQ_ITEMS[index]?.category.includes('Phone')),
          isSimple: true,
          showFilters: false,
          displayPostcodeChecker: false,
        },
      ],
    },
    {
      title: 'Broadband deals',
      slug: 'deals',
      description: 'Our bundles and extras in one place.',
      hero: {
        heroType: 'heroCardGrid',
        headline: 'Broadband deals',
        subHeadline: 'Pick a bundle, or build your own with our extras.',
        displayPostCodeChecker: false,
        cards: [
          { title: 'Bundles', body: 'A plan and its extras at one price.', linkUrl: 'bundle-select' },
          { title: 'Add-ons', body: 'A home phone or a Wi-Fi booster.', linkUrl: 'add-ons' },
        ],
      },
      layout: [
        {
          blockType: 'bundle-selector',
          heading: 'Our bundles',
          variant: 'b',
          bundles: DEMO_BUNDLES,
        },
        {
          blockType: 'addon-chooser',
          heading: 'Add-ons',
          body: 'Every add-on for your type of home.',
          productIds: [],
          proceedLabel: 'Proceed',
          anchor: 'add-ons',
        },
      ],
    },
    {
      title: 'Landlords and developers',
      slug: 'landlords',
      description: 'Full fibre for blocks of flats and new developments, at no cost to you.',
      hero: {
        heroType: 'heroMSM',
        preHeading: 'Landlords and developers',
        headline: 'Full fibre for every flat in your building',
        subHeadline: 'We wire blocks of flats and new developments at no cost to the owner.',
        checklist: [
          { item: 'Installed at no cost to you' },
          { item: 'Every resident chooses their own plan' },
          { item: 'Planned with your managing agent, with minimal disruption' },
        ],
        cta: {
          display: true,
          label: 'Talk to our building team',
          link: '/contact-us',
          buttonType: 'secondary',
        },
        displayPostCodeChecker: true,
        postcodeLabel: 'Live in a block of flats? Enter your postcode to find your flat',
        image: refs.heroImageId,
      },
      layout: [
        text('How wiring a building works', [
          '1. We survey the building with you or your managing agent.',
          '2. We run fibre to every floor, usually in a few days.',
          '3. Residents can order as soon as the building is ready for service.',
        ]),
        contactCard(
          refs,
          'Own or manage a building?',
          'Call us or e-mail and our building team will arrange a survey.',
        ),
      ],
    },
  ];
}

/**
 * The template of every `/coverage/location/{slug}` (AREA_PAGE_SLUG): the register-interest hero,
 * `{area}` standing for the area's name. No-index: it is not a page of its own. The area route
 * falls back to this hero if a database seeded before it lacks the page.
 */
export const DEMO_AREA_PAGE: DemoPage = {
  title: 'Coverage area (template)',
  slug: 'coverage-location',
  description: 'The page of each coverage area where we are building.',
  noIndex: true,
  hero: {
    heroType: 'heroRegisterInterest',
    preHeading: 'Coming soon',
    headline: 'Full fibre is coming to {area}',
    subHeadline: 'We are building our full-fibre network in {area} now. Pre-order or register your interest.',
    displayPostCodeChecker: false,
    packageTypeLabel: 'What would you like?',
    checklist: [
      { item: 'Symmetric speeds up to 900 Mbps' },
      { item: 'Pre-order prices held until you are connected' },
      { item: 'Nothing to pay until your connection is live' },
    ],
    asideHeading: 'How building works',
    asideText:
      'We build street by street. Register your interest and we will tell you the week full fibre reaches your home in {area}.',
  },
  layout: [],
};

/** The legal pages listed at /legal; the cookie question links there. */
export const DEMO_LEGAL_PAGES = [
  {
    title: 'Terms and conditions',
    slug: 'terms',
    summary: 'The terms of your broadband contract with us.',
    body: lexical([
      '## About these terms',
      'These terms apply to every Hey!Broadband service. They are demo content for this site.',
      '## Your contract',
      'Your minimum term is the contract length you chose: 24 months, 12 months or 30 days.',
      '- You may cancel within 14 days of your order at no cost.',
      '- Prices are fixed for your minimum term.',
    ]),
  },
  {
    title: 'Privacy policy',
    slug: 'privacy',
    summary: 'What personal data we keep, why, and your rights.',
    body: lexical([
      '## What we collect',
      'Your name, contact details, address and payment details, to provide your service.',
      '## Your rights',
      'You may ask for a copy of your data, or for it to be corrected or deleted.',
    ]),
  },
  {
    title: 'Cookie policy',
    slug: 'cookie-policy',
    summary: 'The cookies this site sets and how to change your choice.',
    body: lexical([
      '## Cookies we use',
      '- Necessary: remember your basket and your cookie choice.',
      '- Analytics: only if you accept them, to count visits (web analytics and tag manager).',
      '- Personalisation: only if you accept them, a behavioural-tracking service records the pages you visit.',
      '- Live chat and customer reviews: only if you accept them, the chat and review services set their own.',
      'Change your choice at any time with Cookie settings at the foot of every page.',
    ]),
  },
];
