import type { Promotion } from '../schemas/promotion';

const RES_PLANS = [1001, 1002, 1003, 1011, 1012, 1013, 1021, 1022, 1023];
const HWRK_PLANS = [2001, 2002, 2003, 2013];

/** The demo promotions of demo-data.md ('Promotions'). */
export const DEMO_PROMOTIONS: readonly Promotion[] = [
  {
    id_promotion: 1,
    code: 'GIGAAUTO',
    promotion_type: 'RECURAMTOFF',
    promotion_value: 3,
    text_to_show: '£3 off every month',
    uprn_status: ['PASSSERV'],
    products: [1003],
    auto: true,
    valid: true,
  },
  {
    id_promotion: 2,
    code: 'WELCOME10',
    promotion_type: 'RECUR%OFF',
    promotion_value: 10,
    text_to_show: '10% off every month',
    uprn_status: [],
    products: RES_PLANS,
    auto: false,
    valid: true,
  },
  {
    id_promotion: 3,
    code: 'FREE3',
    promotion_type: 'FREEMONTHS',
    promotion_value: 3,
    text_to_show: 'First 3 months free',
    uprn_status: [],
    products: [1001, 1002, 1003],
    auto: false,
    valid: true,
  },
  {
    id_promotion: 4,
    code: 'BUILD20',
    promotion_type: 'RECURAMTOFF',
    promotion_value: 2,
    text_to_show: '£2 off while we build',
    uprn_status: ['DESIGN', 'INPROGRESS', 'PASSED', 'CERTIFIED'],
    products: [1001, 1002, 1003],
    auto: false,
    valid: true,
  },
  {
    id_promotion: 5,
    code: 'FRIEND50',
    promotion_type: 'AMTOFF',
    promotion_value: 50,
    text_to_show: "£50 off for a friend's referral",
    uprn_status: [],
    products: [...RES_PLANS, ...HWRK_PLANS],
    auto: false,
    valid: true,
  },
  {
    id_promotion: 6,
    code: 'OLDCODE',
    promotion_type: 'RECURAMTOFF',
    promotion_value: 5,
    text_to_show: null,
    uprn_status: [],
    products: [1001, 1002, 1003],
    auto: false,
    valid: false,
  },
];
