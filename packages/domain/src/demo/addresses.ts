import type { AddressItem } from '../schemas/address-item';

function street(
  postcode: string,
  rows: Array<[uprn: string | null, address: string, coverage: string, oss: string | null]>,
  addressType: AddressItem['address_type'] = 'RES',
): AddressItem[] {
  return rows.map(([uprn, address, coverage, oss]) => ({
    uprn,
    address,
    postcode,
    coverage,
    oss_type: oss,
    address_type: addressType,
    ismdu: false,
    mdu_status: null,
  }));
}

const towerHouse: AddressItem[] = [1, 2, 3, 4, 5, 6, 7, 8].map((flat) => ({
  uprn: `1000000000${50 + flat}`,
  address: `Flat ${flat}, Tower House, Demoton`,
  postcode: 'HB1 1AG',
  coverage: 'PASSSERV',
  oss_type: null,
  address_type: 'MSM',
  ismdu: true,
  mdu_status: flat <= 4 ? 'RFS' : flat <= 6 ? 'STARTED' : 'ADVANCED',
}));

/** The demo addresses of demo-data.md ('Addresses and what choosing them does'). */
export const DEMO_ADDRESSES: readonly AddressItem[] = [
  ...street(
    'HB1 1AA',
    [1, 2, 3, 4, 5, 6].map((n) => [`10000000000${n}`, `${n} Fibre Street, Demoton`, 'PASSSERV', null]),
  ),
  ...street('HB1 1AB', [
    ['100000000011', '1 Spark Lane, Demoton', 'CUSTOMER', 'ACTIVECUST'],
    ['100000000012', '2 Spark Lane, Demoton', 'CUSTOMER', 'PREACTIVECUST'],
    ['100000000013', '3 Spark Lane, Demoton', 'PASSSERV', null],
  ]),
  ...street('HB1 1AD', [
    ['100000000021', '10 Build Road, Demoton', 'DESIGN', null],
    ['100000000022', '11 Build Road, Demoton', 'DESIGN', null],
    ['100000000023', '12 Build Road, Demoton', 'INPROGRESS', null],
    ['100000000024', '13 Build Road, Demoton', 'PASSED', null],
    ['100000000025', '14 Build Road, Demoton', 'CERTIFIED', null],
  ]),
  ...street('HB1 1AE', [
    ['100000000031', '1 Far Lane, Demoton', 'NOTPASSED', null],
    ['100000000032', '2 Far Lane, Demoton', 'STOPED', null],
  ]),
  ...street(
    'HB1 1AF',
    [1, 2, 3].map((n) => [`10000000004${n}`, `Unit ${n}, Commerce Park, Demoton`, 'PASSSERV', null]),
    'BUS',
  ),
  ...towerHouse,
  ...street('HB1 1AH', [['100000000061', '20 Home Office Way, Demoton', 'PASSSERV', null]], 'HWRK'),
  ...street('HB1 1AJ', [[null, 'Plot 7, Meadow View, Demoton', '', null]]),
];

/** Every demo postcode answers the postcode lookup with these names. */
export const DEMO_ADMIN_DISTRICT = 'Demoton';
export const DEMO_ADMIN_WARD = 'Demoton Central';
