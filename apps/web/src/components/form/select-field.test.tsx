// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { mount } from '@/test-support/render';
import { SelectField } from './select-field';

const TITLES = [
  { value: 'MR', label: 'Mr' },
  { value: 'MS', label: 'Ms' },
];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SelectField', () => {
  it('lists the placeholder first, then the options, under a real label', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <SelectField id="title" label="Title" options={TITLES} placeholder="Choose a title" />,
    );
    const select = document.querySelector('select') as HTMLSelectElement;
    expect(document.querySelector('label')?.htmlFor).toBe('title');
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Choose a title'],
      ['MR', 'Mr'],
      ['MS', 'Ms'],
    ]);
    expect(select.hasAttribute('aria-describedby')).toBe(false);
  });

  it('links its message and marks itself invalid', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <SelectField id="title" label="Title" options={TITLES} error="Choose your title" />,
    );
    const select = document.querySelector('select') as HTMLSelectElement;
    expect(select.getAttribute('aria-describedby')).toBe('title-error');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('#title-error')?.textContent).toBe('Error: Choose your title');
  });

  it('passes the registration through', async () => {
    const onChange = vi.fn();
    const ref = vi.fn();
    const view = await mount(
      <SelectField id="title" label="Title" options={TITLES} name="title" onChange={onChange} ref={ref} />,
    );
    const select = view.container.querySelector('select') as HTMLSelectElement;
    expect(ref).toHaveBeenCalledWith(select);
    expect(select.name).toBe('title');
    view.unmount();
  });

  it.each([
    ['normal', undefined],
    ['error', 'Choose your title'],
  ])('has no serious axe violation in the %s state', async (_state, error) => {
    const markup = renderToStaticMarkup(
      <SelectField
        id="title"
        label="Title"
        options={TITLES}
        placeholder="Choose"
        hint="Hint"
        error={error}
      />,
    );
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });
});
