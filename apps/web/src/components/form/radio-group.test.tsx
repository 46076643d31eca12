// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { mount } from '@/test-support/render';
import { RadioGroup, radioId } from './radio-group';

const ANSWERS = [
  { value: 'yes', label: 'Yes', hint: 'We move your number' },
  { value: 'no', label: 'No' },
];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('RadioGroup', () => {
  it('is a fieldset whose legend asks the question, the first radio carrying the group id', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <RadioGroup
        id="keep-number"
        legend="Keep your number?"
        options={ANSWERS}
        hint="Hint"
        error="Say yes or no"
      />,
    );
    const fieldset = document.querySelector('fieldset') as HTMLFieldSetElement;
    expect(fieldset.querySelector('legend')?.textContent).toBe('Keep your number?');
    expect(fieldset.getAttribute('aria-describedby')).toBe('keep-number-hint keep-number-error');
    expect(document.querySelector('#keep-number-error')?.textContent).toBe('Error: Say yes or no');
    const radios = [...document.querySelectorAll('input')];
    expect(radios.map((radio) => radio.id)).toEqual(['keep-number', 'keep-number-2']);
    expect(radios.every((radio) => radio.type === 'radio' && radio.name === 'keep-number')).toBe(true);
    expect(document.querySelector('label[for="keep-number-2"]')?.textContent).toBe('No');
    expect(radios[0]?.getAttribute('aria-describedby')).toBe('keep-number-item-hint');
  });

  it('numbers the radios after the first', () => {
    expect([0, 1, 2].map((index) => radioId('q', index))).toEqual(['q', 'q-2', 'q-3']);
  });

  it('gives every radio the registration, as React Hook Form reads a group, and checks the held value', async () => {
    const onChange = vi.fn();
    const ref = vi.fn();
    const view = await mount(
      <RadioGroup
        id="q"
        legend="Q"
        options={ANSWERS}
        name="keepNumber"
        onChange={onChange}
        ref={ref}
        value="no"
      />,
    );
    const radios = [...view.container.querySelectorAll('input')];
    expect(ref).toHaveBeenCalledTimes(2);
    expect(radios.map((radio) => [radio.name, radio.checked])).toEqual([
      ['keepNumber', false],
      ['keepNumber', true],
    ]);
    radios[0]?.click();
    expect(onChange).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it.each([
    ['normal', undefined],
    ['error', 'Say yes or no'],
  ])('has no serious axe violation in the %s state', async (_state, error) => {
    const markup = renderToStaticMarkup(
      <RadioGroup id="q" legend="Keep your number?" options={ANSWERS} hint="Hint" error={error} inline />,
    );
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });
});
