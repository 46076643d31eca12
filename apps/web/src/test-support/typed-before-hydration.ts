import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

// React warns unless a test environment says it wraps updates in act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/**
 * Draws a page on the server, types into its first postcode box as the browser does before React
 * has attached a listener (the value set, no change event reaching React), then hydrates it
 * (decisions 0657, 0705). `box` is the server's box: a component that draws a new one replaces it.
 */
export async function hydrateWithTyped(
  page: ReactElement,
  typed: string,
  options: { selector?: string; focus?: boolean } = {},
): Promise<{ container: HTMLElement; box: HTMLInputElement; unmount: () => void }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const box = container.querySelector<HTMLInputElement>(options.selector ?? 'input');
  if (!box) throw new Error('no box to type into');
  box.value = typed;
  if (options.focus) box.focus();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  return { container, box, unmount: () => act(() => root?.unmount()) };
}
