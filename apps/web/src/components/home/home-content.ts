import { plansPath, SITE_PATHS } from '@fibre/domain/site-paths';
import type { HomeHeroContent } from './home-hero';

/** The home page's words from before the CMS, whose seeded home page took their place (decision 0302). */
export const homeHero: HomeHeroContent = {
  preHeading: 'Full-fibre broadband',
  headline: 'Fast, reliable full fibre for your home and business',
  subHeadline: 'Symmetric speeds up to 900 Mbps, a Wi-Fi 6 router included and friendly UK support.',
  postcodeLabel: 'Enter your postcode to check availability',
  trustPoints: [
    'Upload as fast as you download',
    'No line rental and unlimited data',
    'UK-based customer support',
    'Contracts from 30 days to 24 months',
  ],
};

export const homeFeatures: { title: string; body: string }[] = [
  {
    title: 'Full fibre to your door',
    body: 'A fibre-optic line all the way into your home, not copper from the cabinet, so speeds stay steady at busy times.',
  },
  {
    title: 'Plans for every need',
    body: 'Home, home worker and business plans on 24-month, 12-month or 30-day contracts.',
  },
  {
    title: 'Switching made simple',
    body: 'We arrange the switch with your current provider through One Touch Switch, so there is no need to call them.',
  },
];

export const homeAudiences: { title: string; body: string; href: string; cta: string }[] = [
  {
    title: 'Home',
    body: 'Streaming, gaming and video calls for the whole household.',
    href: SITE_PATHS.addressFinder,
    cta: 'Check availability',
  },
  {
    title: 'Home worker',
    body: 'Plans built for working from home, with an optional static IP.',
    href: plansPath('HWRK'),
    cta: 'See home worker plans',
  },
  {
    title: 'Business',
    body: 'Reliable connectivity for small businesses. Prices shown without VAT.',
    href: plansPath('BUS'),
    cta: 'See business plans',
  },
];
