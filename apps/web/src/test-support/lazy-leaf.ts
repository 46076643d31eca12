import { act } from 'react';

/**
 * Waits until a block's lazily imported client part (next/dynamic) has rendered, i.e. until
 * `ready` finds it, for at most about a second.
 */
export async function untilLoaded(
  container: HTMLElement,
  ready: (container: HTMLElement) => boolean,
): Promise<void> {
  for (let tick = 0; tick < 100 && !ready(container); tick += 1) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}
