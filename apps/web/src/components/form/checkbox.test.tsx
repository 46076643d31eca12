// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { mount } from '@/test-support/render';
import { Checkbox } from './checkbox';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Checkbox', () => {
  it('is a real labelled checkbox described by its hint and, when wrong, its message', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <Checkbox
        id="terms"
        label="I agree to the terms"
        hint="You can read them first"
        error="Agree to the terms"
      />,
    );
    const box = document.querySelector('input') as HTMLInputElement;
    expect(box.type).toBe('checkbox');
    expect(document.querySelector('label')?.htmlFor).toBe('terms');
    expect(box.getAttribute('aria-describedby')).toBe('terms-hint terms-error');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('#terms-error')?.textContent).toBe('Error: Agree to the terms');
  });

  it('passes the registration through and reports a click', async () => {
    const onChange = vi.fn();
    const ref = vi.fn();
    const view = await mount(
      <Checkbox id="terms" label="I agree" name="terms" onChange={onChange} ref={ref} />,
    );
    const box = view.container.querySelector('input') as HTMLInputElement;
    expect(ref).toHaveBeenCalledWith(box);
    (view.container.querySelector('label') as HTMLLabelElement).click();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(box.checked).toBe(true);
    view.unmount();
  });

  it.each([
    ['normal', undefined],
    ['error', 'Agree to the terms'],
  ])('has no serious axe violation in the %s state', async (_state, error) => {
    const markup = renderToStaticMarkup(<Checkbox id="terms" label="I agree" hint="Hint" error={error} />);
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });
});
