import type { Block, Field } from 'payload';
import { describe, expect, it } from 'vitest';
import { humanLabel, labelledOptions } from './select-options';

describe('humanLabel', () => {
  it.each([
    ['go-to-packages', 'Go to packages'],
    ['fadedBlue', 'Faded blue'],
    ['COLLECTING_INTEREST', 'Collecting interest'],
    ['light-blue', 'Light blue'],
    ['linkedin', 'LinkedIn'],
    ['x', 'X'],
    ['Installation', 'Installation'],
  ])('%s → %s', (value, label) => {
    expect(humanLabel(value)).toBe(label);
  });
});

describe('labelledOptions', () => {
  it('keeps each value, labelled by the given label or else in words', () => {
    expect(labelledOptions(['RES', 'go-to-packages'] as const, { RES: 'Residential' })).toEqual([
      { label: 'Residential', value: 'RES' },
      { label: 'Go to packages', value: 'go-to-packages' },
    ]);
  });
});

type Option = string | { label: unknown; value: string };
interface Found {
  path: string;
  option: Option;
}

/** Every select option in these fields, with where it is. */
function selectOptions(fields: readonly Field[], at: string): Found[] {
  return fields.flatMap((field): Found[] => {
    const name = 'name' in field ? `${at}.${field.name}` : at;
    if (field.type === 'select')
      return field.options.map((option) => ({ path: name, option: option as Option }));
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => selectOptions(tab.fields, name));
    if (field.type === 'blocks')
      return (field.blocks as Block[]).flatMap((block) =>
        selectOptions(block.fields, `${name}.${block.slug}`),
      );
    if ('fields' in field && Array.isArray(field.fields)) return selectOptions(field.fields, name);
    return [];
  });
}

describe('the admin’s select fields (decision 0501)', () => {
  it('show staff words, never a raw value such as heroMain', async () => {
    const { default: configPromise } = await import('@payload-config');
    const config = await configPromise;
    const ours = [
      ...config.collections.filter((each) => !each.slug.startsWith('payload-')),
      ...config.globals,
    ];
    const found = ours.flatMap((each) => selectOptions(each.fields, each.slug));
    expect(found.length).toBeGreaterThan(20);
    const raw = found.filter(({ option }) => {
      if (typeof option === 'string') return true;
      const label = option.label;
      // Payload's own fields (the draft status) are labelled by its translations.
      if (typeof label === 'function') return false;
      // A label that is the value is fine only when the value is already a word ('Installation').
      return (
        typeof label !== 'string' || (label === option.value && !/^[A-Z][a-z]+(?: [a-z]+)*$/.test(label))
      );
    });
    expect(raw.map(({ path, option }) => `${path}: ${JSON.stringify(option)}`)).toEqual([]);
    expect(found).toContainEqual({
      path: 'pages.hero.heroType',
      option: { label: 'Main (home page)', value: 'heroMain' },
    });
  }, 60_000);
});
