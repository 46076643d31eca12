import type { GroupField } from 'payload';
import { validateAnchor } from '@/fields/anchor';
import { callToActionField } from '@/fields/call-to-action';
import { labelledOptions } from '@/fields/select-options';

/** §3 'Hero data' heroType values (plus the page, card-grid and bundle heroes of §2). */
const HERO_TYPES = [
  'heroDefault',
  'heroMain',
  'heroCentred',
  'heroPreOrder',
  'heroRegisterInterest',
  'heroMSM',
  'heroPage',
  'heroCardGrid',
  'heroBundle',
] as const;
export type HeroType = (typeof HERO_TYPES)[number];

/** The hero types as staff pick them (decision 0501). */
const HERO_TYPE_LABELS: Record<HeroType, string> = {
  heroDefault: 'Default',
  heroMain: 'Main (home page)',
  heroCentred: 'Centred',
  heroPreOrder: 'Pre-order',
  heroRegisterInterest: 'Register interest',
  heroMSM: 'Multi-dwelling (MSM)',
  heroPage: 'Page',
  heroCardGrid: 'Card grid',
  heroBundle: 'Bundle',
};
/** The main hero's picture and colour options (§3 'Hero data', decision 0481). */
export const HERO_IMAGE_SCALE_MODES = ['cover', 'contain'] as const;
export const HERO_IMAGE_POSITIONS = ['center', 'top', 'bottom', 'left', 'right'] as const;
export const HERO_COLOUR_THEMES = ['dark', 'light', 'white'] as const;

const isMain = (_: unknown, sibling: { heroType?: string } | undefined) => sibling?.heroType === 'heroMain';
const isPreOrder = (_: unknown, sibling: { heroType?: string } | undefined) =>
  sibling?.heroType === 'heroPreOrder' || sibling?.heroType === 'heroRegisterInterest';
const isOneOf =
  (...types: HeroType[]) =>
  (_: unknown, sibling: { heroType?: string } | undefined) =>
    types.some((type) => type === sibling?.heroType);
const hasChecklist = isOneOf('heroPreOrder', 'heroRegisterInterest', 'heroMSM', 'heroBundle');

/** A page's hero: one group whose heroType picks the component (src/heroes/render-hero.tsx). */
export const heroField: GroupField = {
  name: 'hero',
  type: 'group',
  fields: [
    {
      name: 'heroType',
      type: 'select',
      required: true,
      defaultValue: 'heroDefault',
      options: labelledOptions(HERO_TYPES, HERO_TYPE_LABELS),
    },
    { name: 'preHeading', type: 'text' },
    { name: 'headline', type: 'text', required: true },
    { name: 'subHeadline', type: 'textarea' },
    { name: 'offer', type: 'text', admin: { condition: isMain } },
    { name: 'description', type: 'textarea' },
    { name: 'smallText', type: 'text' },
    {
      name: 'trustPoints',
      type: 'array',
      admin: { condition: isMain, description: 'The trust badge: short reasons to choose us.' },
      fields: [{ name: 'point', type: 'text', required: true }],
    },
    {
      name: 'checklist',
      type: 'array',
      admin: {
        condition: hasChecklist,
        description: 'Ticked points. On the register-interest hero {area} is the area’s name.',
      },
      fields: [{ name: 'item', type: 'text', required: true }],
    },
    {
      name: 'packageTypeLabel',
      type: 'text',
      admin: { condition: isPreOrder },
      defaultValue: 'What would you like?',
    },
    { name: 'asideHeading', type: 'text', admin: { condition: isPreOrder } },
    { name: 'asideText', type: 'textarea', admin: { condition: isPreOrder } },
    {
      name: 'addCountdownTimer',
      type: 'checkbox',
      defaultValue: false,
      admin: { condition: isMain, description: 'Counts down to the timer’s end; hidden once it has passed.' },
    },
    {
      name: 'timerEnd',
      type: 'date',
      admin: {
        condition: (_, sibling) => sibling?.heroType === 'heroMain' && Boolean(sibling?.addCountdownTimer),
        date: { pickerAppearance: 'dayAndTime' },
      },
    },
    {
      name: 'timerLabel',
      type: 'text',
      defaultValue: 'Offer ends in',
      admin: {
        condition: (_, sibling) => sibling?.heroType === 'heroMain' && Boolean(sibling?.addCountdownTimer),
      },
    },
    {
      name: 'displayPostCodeChecker',
      type: 'checkbox',
      // §3: shown by default, and also when the stored value is null (an older document).
      defaultValue: true,
    },
    { name: 'postcodeLabel', type: 'text' },
    {
      name: 'defaultAddressType',
      type: 'select',
      defaultValue: 'RES',
      options: labelledOptions(['RES', 'HWRK', 'BUS'], {
        RES: 'Residential',
        HWRK: 'Home worker',
        BUS: 'Business',
      }),
    },
    callToActionField('cta'),
    {
      name: 'productName',
      type: 'text',
      defaultValue: 'Hey!Broadband full fibre',
      admin: {
        condition: isOneOf('heroPage', 'heroBundle'),
        description: 'Once the visitor’s address is eligible: ‘Congrats! {product} is in your area’.',
      },
    },
    {
      name: 'phone',
      type: 'text',
      admin: {
        condition: isOneOf('heroBundle'),
        description: 'Shown in 3-4-4 digit groups as a link to call. Empty: the site’s contact phone.',
      },
    },
    {
      name: 'cards',
      type: 'array',
      admin: {
        condition: isOneOf('heroCardGrid'),
        description: 'Each card links to a place on this page: #{LinkURL}.',
      },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'body', type: 'textarea' },
        {
          name: 'linkUrl',
          label: 'LinkURL',
          type: 'text',
          required: true,
          admin: { description: 'The id of the place on this page, without #.' },
          validate: validateAnchor,
        },
      ],
    },
    { name: 'image', label: 'Desktop image', type: 'upload', relationTo: 'media' },
    {
      name: 'leftImage',
      type: 'upload',
      relationTo: 'media',
      admin: { condition: isOneOf('heroCentred') },
    },
    {
      name: 'rightImage',
      type: 'upload',
      relationTo: 'media',
      admin: { condition: isOneOf('heroCentred') },
    },
    {
      name: 'imageMobile',
      label: 'Mobile image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown instead of the desktop image on screens under 1024px wide.' },
    },
    {
      name: 'imageScaleMode',
      type: 'select',
      defaultValue: 'cover',
      options: labelledOptions(HERO_IMAGE_SCALE_MODES, {
        cover: 'Cover (fill, crop the edges)',
        contain: 'Contain (whole picture)',
      }),
      admin: {
        condition: isMain,
        description:
          'cover: fills the picture’s box, cropping the edges; contain: the whole picture, letterboxed.',
      },
    },
    {
      name: 'imagePosition',
      type: 'select',
      defaultValue: 'center',
      options: labelledOptions(HERO_IMAGE_POSITIONS, { center: 'Centre' }),
      admin: {
        condition: isMain,
        description: 'Which part of the picture stays in view when it is cropped.',
      },
    },
    {
      name: 'colourTheme',
      label: 'Colours',
      type: 'select',
      defaultValue: 'dark',
      options: labelledOptions(HERO_COLOUR_THEMES, {
        dark: 'Dark (white words on blue)',
        light: 'Light (blue words on pale blue)',
      }),
      admin: {
        condition: isMain,
        description: 'dark: white words on blue; light: blue words on pale blue; white.',
      },
    },
    { name: 'showReviews', label: 'Show the reviews strip', type: 'checkbox', defaultValue: false },
    { name: 'reviewsHeading', type: 'text', defaultValue: 'What our customers say about us' },
  ],
};
