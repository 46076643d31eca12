import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// React warns unless a test environment says it wraps updates in act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/**
 * Mounts an element into the jsdom page (effects run, so focus moves can be checked) and returns
 * the container; unmount() removes it.
 */
export async function mount(
  element: ReactElement,
): Promise<{ container: HTMLElement; unmount(): void; rerender(next: ReactElement): Promise<void> }> {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(element);
  });
  return {
    container,
    async rerender(next) {
      await act(async () => root?.render(next));
    },
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
