// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '@/test-support/render';
import { CancellationRights } from './cancellation-rights';

const mounted: Array<{ unmount(): void }> = [];
afterEach(() => {
  for (const view of mounted.splice(0)) view.unmount();
});

async function rights() {
  const view = await mount(<CancellationRights />);
  mounted.push(view);
  const form = view.container.querySelector('[data-testid="model-cancellation-form"]');
  return form?.closest('details') as HTMLDetailsElement;
}

const fire = (type: 'beforeprint' | 'afterprint') =>
  act(() => {
    window.dispatchEvent(new Event(type));
  });

describe('CancellationRights', () => {
  it('prints the model cancellation form, folded away on screen before and after', async () => {
    const details = await rights();
    expect(details.open).toBe(false);
    fire('beforeprint');
    expect(details.open).toBe(true);
    fire('afterprint');
    expect(details.open).toBe(false);
  });

  it('leaves the form open after printing when the visitor had opened it', async () => {
    const details = await rights();
    details.open = true;
    fire('beforeprint');
    expect(details.open).toBe(true);
    fire('afterprint');
    expect(details.open).toBe(true);
  });

  it('stops listening once the section is gone', async () => {
    const details = await rights();
    for (const view of mounted.splice(0)) view.unmount();
    fire('beforeprint');
    expect(details.open).toBe(false);
  });
});
