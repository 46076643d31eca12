// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { PostcodeInput } from './postcode-input';

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
