import type { Availability } from '@/cms/vocabulary';

export interface DemoCoverageArea {
  name: string;
  slug: string;
  county: string;
  availability: Availability;
  excerpt: string;
  postcodes: string[];
}

/**
 * demo-data.md 'Coverage areas': 16 areas over 4 counties, every availability. demo-valley
 * (Demoshire, BUILDING) matches HB1 1AD, the address the journey's tests route to register
 * interest; the others match outward codes (HB3x) no demo address uses, so no journey changes.
 */
export const DEMO_COVERAGE_AREAS: readonly DemoCoverageArea[] = [
  {
    name: 'Demo Valley',
    slug: 'demo-valley',
    county: 'Demoshire',
    availability: 'BUILDING',
    excerpt: 'Our engineers are laying fibre along the valley now. Register your interest to hear first.',
    postcodes: ['HB1 1AD'],
  },
  area('Ashby Green', 'Demoshire', 'AVAILABLE', 'HB30', 'Full fibre is live across Ashby Green.'),
  area('Brookfield', 'Demoshire', 'AVAILABLE', 'HB31', 'Every street in Brookfield can order today.'),
  area('Castle Hill', 'Demoshire', 'COMING_SOON', 'HB32', 'Surveys start in Castle Hill next quarter.'),
  area('Dunmere', 'Fibreshire', 'AVAILABLE', 'HB33', 'Dunmere homes and businesses can order now.'),
  area('Elmstead', 'Fibreshire', 'BUILDING', 'HB34', 'We are building in Elmstead: most streets by spring.'),
  area('Foxley', 'Fibreshire', 'COLLECTING_INTEREST', 'HB35', 'Tell us you want full fibre in Foxley.'),
  area('Greywell', 'Fibreshire', 'COMING_SOON', 'HB36', 'Greywell is next on our build plan.'),
  area('Hartwood', 'Northmoor', 'AVAILABLE', 'HB37', 'Hartwood is connected: check your address.'),
  area('Ivybridge Moor', 'Northmoor', 'BUILDING', 'HB38', 'Cabinets are in; homes are being connected.'),
  area(
    'Juniper Fields',
    'Northmoor',
    'COLLECTING_INTEREST',
    'HB39',
    'Enough interest brings the build here.',
  ),
  area('Kingsley', 'Northmoor', 'COMING_SOON', 'HB40', 'Kingsley joins the network later this year.'),
  area('Longmarsh', 'Westvale', 'AVAILABLE', 'HB41', 'Longmarsh can order full fibre today.'),
  area('Millbrook', 'Westvale', 'BUILDING', 'HB42', 'Millbrook streets go live one by one.'),
  area('Northgate', 'Westvale', 'COLLECTING_INTEREST', 'HB43', 'Register to help bring fibre to Northgate.'),
  area('Oakridge', 'Westvale', 'COMING_SOON', 'HB44', 'Oakridge planning is under way.'),
];

function area(
  name: string,
  county: string,
  availability: Availability,
  outcode: string,
  excerpt: string,
): DemoCoverageArea {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { name, slug, county, availability, excerpt, postcodes: [outcode] };
}
