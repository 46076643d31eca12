/**
 * The provider's minimum guaranteed speed (decision 0281). Ofcom's contract summary states the
 * estimated maximum speed and a minimum guaranteed one; the catalogue has only the speed a plan is
 * sold at, so the guarantee is a policy: half the sold speed, each way, over a wired connection.
 * Full fibre holds its sold speed far above that, so the line is one the provider can keep, and it
 * is a real floor (not 'up to'), which is what the customer's remedy is measured against.
 */
const MINIMUM_GUARANTEED_SPEED_SHARE = 0.5;

/** How long the provider has to bring a speed back above the guarantee before the customer may leave. */
const SPEED_REMEDY_DAYS = 30;

/** The minimum guaranteed speed of a plan sold at `soldMbps`, in whole Mbps, rounded down. */
export function minimumGuaranteedMbps(soldMbps: number): number {
  return Math.floor(soldMbps * MINIMUM_GUARANTEED_SPEED_SHARE);
}

/** The contract summary's line: the guarantee as figures, and the remedy if it is not met. */
export function minimumGuaranteedSpeedText(speed: { down: number; up: number }): string {
  return (
    `Minimum guaranteed speed: ${minimumGuaranteedMbps(speed.down)} Mbps download and ` +
    `${minimumGuaranteedMbps(speed.up)} Mbps upload over a wired connection, half the speeds this plan is sold at. ` +
    `If your speed stays below it and we cannot fix it within ${SPEED_REMEDY_DAYS} days, you may leave without an early exit charge.`
  );
}
