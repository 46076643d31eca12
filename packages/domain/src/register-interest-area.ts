import { normalisePostcode } from './postcode-format';

/** An area where the network is being built; visitors there register interest on its page. */
export interface RegisterInterestArea {
  slug: string;
  name: string;
  /** Full postcodes, sectors ('HB1 1') or outcodes ('HB1') the area covers. */
  postcodes: string[];
}

function compact(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Whether an area covers a postcode: an exact postcode, or a sector or outcode prefix of it. */
export function areaCoversPostcode(area: RegisterInterestArea, postcode: string): boolean {
  const normalised = normalisePostcode(postcode);
  if (!normalised) return false;
  const [outcode, incode = ''] = normalised.split(' ');
  return area.postcodes.some((entry) => {
    const wanted = compact(entry);
    return (
      wanted === compact(normalised) || wanted === `${outcode}${incode.slice(0, 1)}` || wanted === outcode
    );
  });
}

/** The first area covering the postcode, if any. */
export function findRegisterInterestArea(
  areas: readonly RegisterInterestArea[],
  postcode: string,
): RegisterInterestArea | undefined {
  return areas.find((area) => areaCoversPostcode(area, postcode));
}
