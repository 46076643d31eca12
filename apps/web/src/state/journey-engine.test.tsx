// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Whether the code running now runs inside React's startTransition (the mock below says). */
const transition = vi.hoisted(() => ({ inside: false }));

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    startTransition(scope: () => void) {
      react.startTransition(() => {
        transition.inside = true;
        try {
          scope();
        } finally {
          transition.inside = false;
        }
      });
    },
  };
});

const { useCallback } = await import('react');
const { JourneyEngine } = await import('./journey-engine');
const { JourneyHost } = await import('./journey-store');
const { mount } = await import('@/test-support/render');
type EngineProps = import('./journey-store').JourneyEngineProps;
type HostAction = Parameters<EngineProps['update']>[0];

const updates: Array<{ type: HostAction['type']; inTransition: boolean }> = [];

/** The store's engine, its updates to the provider recorded with whether a transition carried them. */
function RecordingEngine(props: EngineProps) {
  const { update } = props;
  // One identity, as the provider's own dispatch has: the engine's effects list it.
  const recording = useCallback(
    (action: HostAction) => {
      updates.push({ type: action.type, inTransition: transition.inside });
      update(action);
    },
    [update],
  );
  return <JourneyEngine {...props} update={recording} />;
}

beforeEach(() => {
  updates.length = 0;
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('JourneyEngine (decision 0713)', () => {
  it('hands the provider the stored journey in a transition, so the page drawn with it yields to the visitor', async () => {
    const view = await mount(
      <JourneyHost engine={RecordingEngine}>
        <p>page</p>
      </JourneyHost>,
    );
    await vi.waitFor(() => expect(updates.map((update) => update.type)).toContain('hydrate'));
    expect(updates.find((update) => update.type === 'hydrate')?.inTransition).toBe(true);
    view.unmount();
  });
});
