// @vitest-environment jsdom
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { click } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { type ToggleOption, ToggleSwitch } from './toggle-switch';

afterEach(() => {
  document.body.innerHTML = '';
});

const OPTIONS: ToggleOption<string>[] = [
  { name: 'Home', value: 'RES', icon: 'smart-home-lock' },
  { name: 'Home worker', value: 'HWRK', description: 'Static IP on offer' },
  { name: 'Business', value: 'BUS' },
];

function Harness() {
  const [value, setValue] = useState('RES');
  return (
    <>
      <ToggleSwitch<string>
        legend="Where is it for?"
        name="place"
        options={OPTIONS}
        value={value}
        onChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

describe('the toggle switch and its options (content-and-api.md §2, §3)', () => {
  it('is a radio group under its legend, each option’s name, description and icon drawn', async () => {
    const markup = renderToStaticMarkup(<Harness />);
    document.body.innerHTML = markup;
    expect(document.querySelector('fieldset legend')?.textContent).toBe('Where is it for?');
    const radios = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"][name="place"]')];
    expect(radios.map((radio) => [radio.value, radio.checked])).toEqual([
      ['RES', true],
      ['HWRK', false],
      ['BUS', false],
    ]);
    const labels = [...document.querySelectorAll('label')];
    expect(labels[0]?.querySelector('svg')?.getAttribute('data-icon')).toBe('smart-home-lock');
    expect(labels[1]?.textContent).toBe('Home workerStatic IP on offer');
    expect(labels[2]?.querySelector('svg')).toBeNull();
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });

  it('hands the chosen option’s value back, keeping its type', async () => {
    const { container, unmount } = await mount(<Harness />);
    await click(container.querySelector('input[value="BUS"]'));
    expect(container.querySelector('output')?.textContent).toBe('BUS');
    expect(container.querySelector<HTMLInputElement>('input[value="BUS"]')?.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('input[value="RES"]')?.checked).toBe(false);
    unmount();
  });

  it('keeps a number value a number (the contract length)', async () => {
    const seen: number[] = [];
    const { container, unmount } = await mount(
      <ToggleSwitch
        legend="Contract length"
        name="months"
        options={[
          { name: '24 months', value: 24 },
          { name: '12 months', value: 12 },
        ]}
        value={24}
        onChange={(months) => seen.push(months)}
      />,
    );
    await click(container.querySelector('input[value="12"]'));
    expect(seen).toEqual([12]);
    unmount();
  });
});
