// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { POSTCODE_INPUT_ATTRIBUTES, PostcodeInput, postcodeBoxText } from './postcode-input';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PostcodeInput', () => {
  it('is a postcode box that hands on what is typed in capitals', async () => {
    const onValueChange = vi.fn();
    const view = await mount(<PostcodeInput id="pc" value="" onValueChange={onValueChange} type="search" />);
    const input = view.container.querySelector('input') as HTMLInputElement;
    expect(input.name).toBe('postcode');
    expect(input.type).toBe('search');
    expect(input.autocomplete).toBe('postal-code');
    expect(input.getAttribute('autocapitalize')).toBe('characters');
    expect(input.getAttribute('spellcheck')).toBe('false');
    expect(input.maxLength).toBe(10);
    await typeInto(input, 'hb1 1aa');
    expect(onValueChange).toHaveBeenCalledWith('HB1 1AA');
  });
});

describe('postcodeBoxText', () => {
  it('shows the entered text in capitals, one space at a time, trimmed, within the box', () => {
    expect(postcodeBoxText('  hb1   1aa ')).toBe('HB1 1AA');
    expect(postcodeBoxText('hb11aa')).toBe('HB11AA');
    expect(postcodeBoxText('x'.repeat(40))).toBe('X'.repeat(POSTCODE_INPUT_ATTRIBUTES.maxLength));
    expect(postcodeBoxText('   ')).toBe('');
  });
});
