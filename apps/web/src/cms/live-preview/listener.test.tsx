// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const { LivePreviewListener } = await import('./listener.client');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Array<ReturnType<typeof createRoot>> = [];

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  refresh.mockReset();
  document.body.innerHTML = '';
});

function mount() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<LivePreviewListener />));
  roots.push(root);
  return root;
}

function message(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('LivePreviewListener', () => {
  it("tells the admin it is ready, to the page's own origin only", () => {
    const post = vi.spyOn(window.parent, 'postMessage');
    mount();
    expect(post).toHaveBeenCalledWith({ type: 'payload-live-preview', ready: true }, window.location.origin);
    post.mockRestore();
  });

  it("re-renders on the admin's save, and ignores other messages and other origins", () => {
    const root = mount();
    message({ type: 'payload-document-event' });
    expect(refresh).toHaveBeenCalledTimes(1);
    message({ type: 'payload-document-event' }, 'https://evil.example');
    message({ type: 'something-else' });
    message('payload-document-event');
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    roots.splice(roots.indexOf(root), 1);
    message({ type: 'payload-document-event' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
