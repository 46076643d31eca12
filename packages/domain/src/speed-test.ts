/**
 * The speed-test demo (content-and-api.md §4 'Speed test', §9): three downloads, each drawn as two
 * bars filling over a fast duration (full fibre) and a slow one (typical broadband). §9 lists the
 * durations as '23, 37 or 3 s (fast path) and 460, 740 or 60 s (slow path)'; read pairwise in the
 * same order they are each twenty times slower, one speed ratio for every download, so the first,
 * second and third dropdown options (after the placeholder at index 0) take 23/460, 37/740 and
 * 3/60 seconds (decision 0330).
 */
export const SPEED_TEST_DURATIONS_S = [
  { fast: 23, slow: 460 },
  { fast: 37, slow: 740 },
  { fast: 3, slow: 60 },
] as const;

export interface SpeedTestDurations {
  fast: number;
  slow: number;
}

/**
 * The durations of the dropdown option at `index` (0 is the placeholder, which cannot be run: the
 * start button is disabled there), or null.
 */
export function speedTestDurations(index: number): SpeedTestDurations | null {
  if (!Number.isInteger(index) || index < 1) return null;
  return SPEED_TEST_DURATIONS_S[index - 1] ?? null;
}

/** The speed-test button's states (§4): idle (Start), running (the animation, Reset). */
export type SpeedTestState = { running: false; index: number } | { running: true; index: number };

export type SpeedTestEvent = { type: 'select'; index: number } | { type: 'toggle' };

/**
 * Start toggles to running and Reset back; a toggle on the placeholder does nothing; choosing
 * another option stops the animation (§4 'changing the selection resets the animation').
 */
export function speedTestReducer(state: SpeedTestState, event: SpeedTestEvent): SpeedTestState {
  if (event.type === 'select') return { running: false, index: event.index };
  if (speedTestDurations(state.index) === null) return state;
  return { running: !state.running, index: state.index };
}
