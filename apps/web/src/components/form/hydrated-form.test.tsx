// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '@/test-support/render';
import { HydratedForm } from './hydrated-form';

const triggers = () => ({
  onFocus: vi.fn(),
  onPointerEnter: vi.fn(),
  onPointerDown: vi.fn(),
  onKeyDown: vi.fn(),
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('HydratedForm', () => {
  it('is marked hydrated only once React has it, with the browser checks off', async () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(
      <HydratedForm aria-label="Test" rulesTriggers={triggers()}>
        <input name="email" />
      </HydratedForm>,
    );
    const served = server.querySelector('form');
    expect(served?.hasAttribute('data-hydrated')).toBe(false);
    expect(served?.noValidate).toBe(true);
    const view = await mount(
      <HydratedForm aria-label="Test" rulesTriggers={triggers()}>
        <input name="email" />
      </HydratedForm>,
    );
    const form = view.container.querySelector('form');
    expect(form?.getAttribute('data-hydrated')).toBe('true');
    expect(form?.getAttribute('aria-label')).toBe('Test');
    view.unmount();
  });

  it("starts the rules' load when focus enters it", async () => {
    const rulesTriggers = triggers();
    const view = await mount(
      <HydratedForm rulesTriggers={rulesTriggers}>
        <input name="email" />
      </HydratedForm>,
    );
    await act(async () => {
      view.container.querySelector('input')?.focus();
    });
    expect(rulesTriggers.onFocus).toHaveBeenCalledTimes(1);
    view.unmount();
  });
});
