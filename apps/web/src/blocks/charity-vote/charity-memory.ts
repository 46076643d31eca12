import { TIMINGS_MS } from '@fibre/domain/timings';

/**
 * The browser's memory of a vote (§4 'Charity flow', §9: 604800000 ms) under
 * 'donateChoiceCompleted': the time it was cast, as milliseconds since the epoch. Anything else
 * stored there (or nothing) counts as no vote, so a damaged value never locks a visitor out.
 */
export function rememberedVoteValue(now: number): string {
  return JSON.stringify({ chosenAt: now });
}

export function hasRecentVote(stored: string | null, now: number): boolean {
  if (stored === null) return false;
  let chosenAt: unknown;
  try {
    chosenAt = (JSON.parse(stored) as { chosenAt?: unknown } | null)?.chosenAt;
  } catch {
    return false;
  }
  if (typeof chosenAt !== 'number' || !Number.isFinite(chosenAt)) return false;
  return chosenAt <= now && now - chosenAt < TIMINGS_MS.charityChoiceTtl;
}

/** The cards in order: the charities with the 'Other' card at index 3 (§4), or last when fewer. */
export function cardOrder<T>(charities: readonly T[], other: T): T[] {
  const at = Math.min(3, charities.length);
  return [...charities.slice(0, at), other, ...charities.slice(at)];
}

/** The picture of the card at an index: the block's images in turn (§4: three cycle). */
export function cycledImage<T>(images: readonly T[], index: number): T | undefined {
  return images.length === 0 ? undefined : images[index % images.length];
}
