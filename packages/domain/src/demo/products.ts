import type { AddressType, ProductCategory } from '../constants';
import type { Product } from '../schemas/product';

/** The demo catalogue of demo-data.md ('Products'). Prices are pounds including VAT. */

const RES_ADDONS = [9001, 9002, 9004];
const HWRK_ADDONS = [9001, 9002, 9003, 9004];
const BUS_ADDONS = [9001, 9002, 9003];

const CATEGORY_USPS: Record<ProductCategory, string[]> = {
  SUPER: ['Symmetric upload and download', 'Great for streaming in HD', 'Free Wi-Fi 6 router'],
  MEGA: ['Symmetric upload and download', 'Great for 4K streaming and gaming', 'Free Wi-Fi 6 router'],
  GIGA: ['Symmetric upload and download', 'Our fastest full-fibre plan', 'Free Wi-Fi 6E router'],
};

interface PlanRow {
  id: number;
  name: string;
  category: ProductCategory;
  speed: number;
  addressType: AddressType;
  months: number;
  monthly: number;
  preorder?: number;
  firstCharge?: number;
  excludeVat?: number;
  annualIncrease: number;
  enabledForWeb?: boolean;
}

function plan(row: PlanRow): Product {
  const term = row.months === 0 ? '30-day rolling' : `${row.months}-month`;
  return {
    id_product: row.id,
    name: row.name,
    description: `${row.speed} Mbps full-fibre broadband with matching upload speed on a ${term} contract, unlimited data and no line rental.`,
    display_name: null,
    // Short enough for §9's 90-character card (decision 0474), so the card shows it whole.
    display_description: `${row.speed} Mbps full fibre, as fast up as down. Unlimited data, no line rental.`,
    usp_items: CATEGORY_USPS[row.category],
    speed: row.speed,
    speed_down: row.speed,
    speed_up: row.speed,
    category: row.category,
    product_type: 'PRODUCT',
    monthly_price: row.monthly,
    preorder_montly_price: row.preorder ?? null,
    exclude_vat_price: row.excludeVat ?? null,
    first_charge: row.firstCharge ?? 0,
    months: row.months,
    annual_increase: row.annualIncrease,
    sla: row.addressType === 'BUS' ? 'Next working day fix' : null,
    address_type: row.addressType,
    addons: row.addressType === 'RES' ? RES_ADDONS : row.addressType === 'HWRK' ? HWRK_ADDONS : BUS_ADDONS,
    promotions: [],
    display_benefit_tag: null,
    // Invented where demo-data.md is silent (decision 0260): the saving a pre-order plan card shows.
    display_preorder_benefit_tag:
      row.preorder === undefined ? null : `Pre-order and save £${row.monthly - row.preorder} a month`,
    display_original_price: null,
    enabled_for_web: row.enabledForWeb ?? true,
    display_upfront_cost: (row.firstCharge ?? 0) > 0,
  };
}

function addon(id: number, name: string, monthly: number, description: string): Product {
  return {
    id_product: id,
    name,
    description,
    display_name: null,
    display_description: null,
    usp_items: [],
    speed: 0,
    speed_down: 0,
    speed_up: 0,
    category: null,
    product_type: 'ADDON',
    monthly_price: monthly,
    preorder_montly_price: null,
    exclude_vat_price: null,
    first_charge: 0,
    months: 0,
    annual_increase: 0,
    sla: null,
    address_type: null,
    addons: [],
    promotions: [],
    display_benefit_tag: null,
    display_preorder_benefit_tag: null,
    display_original_price: null,
    enabled_for_web: true,
    display_upfront_cost: false,
  };
}

const PLANS: Product[] = [
  plan({
    id: 1001,
    name: 'Fibre 150',
    category: 'SUPER',
    speed: 150,
    addressType: 'RES',
    months: 24,
    monthly: 25,
    preorder: 22,
    annualIncrease: 3,
  }),
  plan({
    id: 1002,
    name: 'Fibre 400',
    category: 'MEGA',
    speed: 400,
    addressType: 'RES',
    months: 24,
    monthly: 30,
    preorder: 27,
    annualIncrease: 3,
  }),
  plan({
    id: 1003,
    name: 'Fibre 900',
    category: 'GIGA',
    speed: 900,
    addressType: 'RES',
    months: 24,
    monthly: 35,
    preorder: 32,
    annualIncrease: 3,
  }),
  plan({
    id: 1011,
    name: 'Fibre 150',
    category: 'SUPER',
    speed: 150,
    addressType: 'RES',
    months: 12,
    monthly: 28,
    annualIncrease: 3,
  }),
  plan({
    id: 1012,
    name: 'Fibre 400',
    category: 'MEGA',
    speed: 400,
    addressType: 'RES',
    months: 12,
    monthly: 33,
    annualIncrease: 3,
  }),
  plan({
    id: 1013,
    name: 'Fibre 900',
    category: 'GIGA',
    speed: 900,
    addressType: 'RES',
    months: 12,
    monthly: 38,
    annualIncrease: 3,
  }),
  plan({
    id: 1021,
    name: 'Fibre 150',
    category: 'SUPER',
    speed: 150,
    addressType: 'RES',
    months: 0,
    monthly: 30,
    firstCharge: 50,
    annualIncrease: 0,
  }),
  plan({
    id: 1022,
    name: 'Fibre 400',
    category: 'MEGA',
    speed: 400,
    addressType: 'RES',
    months: 0,
    monthly: 35,
    firstCharge: 50,
    annualIncrease: 0,
  }),
  plan({
    id: 1023,
    name: 'Fibre 900',
    category: 'GIGA',
    speed: 900,
    addressType: 'RES',
    months: 0,
    monthly: 40,
    firstCharge: 50,
    annualIncrease: 0,
  }),
  plan({
    id: 1099,
    name: 'Fibre 2000 Trial',
    category: 'GIGA',
    speed: 2000,
    addressType: 'RES',
    months: 24,
    monthly: 60,
    annualIncrease: 3,
    enabledForWeb: false,
  }),
  plan({
    id: 2001,
    name: 'Home Worker 150',
    category: 'SUPER',
    speed: 150,
    addressType: 'HWRK',
    months: 24,
    monthly: 30,
    annualIncrease: 3,
  }),
  plan({
    id: 2002,
    name: 'Home Worker 400',
    category: 'MEGA',
    speed: 400,
    addressType: 'HWRK',
    months: 24,
    monthly: 35,
    annualIncrease: 3,
  }),
  plan({
    id: 2003,
    name: 'Home Worker 900',
    category: 'GIGA',
    speed: 900,
    addressType: 'HWRK',
    months: 24,
    monthly: 40,
    annualIncrease: 3,
  }),
  plan({
    id: 2013,
    name: 'Home Worker 900',
    category: 'GIGA',
    speed: 900,
    addressType: 'HWRK',
    months: 12,
    monthly: 43,
    annualIncrease: 3,
  }),
  plan({
    id: 3001,
    name: 'Business 150',
    category: 'SUPER',
    speed: 150,
    addressType: 'BUS',
    months: 24,
    monthly: 36,
    excludeVat: 30,
    annualIncrease: 3,
  }),
  plan({
    id: 3002,
    name: 'Business 400',
    category: 'MEGA',
    speed: 400,
    addressType: 'BUS',
    months: 24,
    monthly: 42,
    excludeVat: 35,
    annualIncrease: 3,
  }),
  plan({
    id: 3003,
    name: 'Business 900',
    category: 'GIGA',
    speed: 900,
    addressType: 'BUS',
    months: 24,
    monthly: 48,
    annualIncrease: 3,
  }),
];

const ADDONS: Product[] = [
  addon(9001, 'Home Phone', 7, 'A home phone line with unlimited UK calls to landlines and mobiles.'),
  addon(
    9002,
    'Home Phone (keep existing number)',
    7,
    'A home phone line keeping your existing number, with unlimited UK calls.',
  ),
  addon(9003, 'Static IP', 5, 'A fixed public IPv4 address for remote access and hosting.'),
  addon(9004, 'Mesh Wi-Fi Booster', 4, 'A mesh Wi-Fi booster to carry a strong signal to every room.'),
];

export const DEMO_PRODUCTS: readonly Product[] = [...PLANS, ...ADDONS];
