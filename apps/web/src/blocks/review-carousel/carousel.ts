/** §9: the carousel's slide speed. */
export const CAROUSEL_SPEED_MS = 500;

/** The slide after (+1) or before (-1) `index`, wrapping round at both ends (infinite loop). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** §7: only reviews of 4 and 5 stars are shown. */
export function shownReviews<T extends { stars: number }>(reviews: readonly T[]): T[] {
  return reviews.filter((review) => review.stars >= 4);
}
