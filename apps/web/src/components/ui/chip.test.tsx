// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CHIP_TYPES, Chip, chipClass, FilterChip } from './chip';

describe('the chip (content-and-api.md §9 chip types)', () => {
  it('has the spec’s six types, the five fixed ones each its own look, all on the 16px pill', () => {
    expect(CHIP_TYPES).toEqual(['primary', 'secondary', 'success', 'error', 'outline', 'coverage']);
    const looks = [
      chipClass({ type: 'primary' }),
      chipClass({ type: 'secondary' }),
      chipClass({ type: 'success' }),
      chipClass({ type: 'error' }),
      chipClass({ type: 'outline' }),
      chipClass({ type: 'coverage', availability: 'AVAILABLE' }),
    ];
    expect(new Set(looks.slice(0, 5)).size).toBe(5);
    for (const look of looks) expect(look).toContain('rounded-pill');
  });

  it('colours a coverage chip by its availability', () => {
    expect(chipClass({ type: 'coverage', availability: 'AVAILABLE' })).toContain('bg-success-700');
    expect(chipClass({ type: 'coverage', availability: 'BUILDING' })).toContain('bg-brand-700');
    expect(chipClass({ type: 'coverage', availability: 'COLLECTING_INTEREST' })).toContain('bg-error-700');
    expect(chipClass({ type: 'coverage', availability: 'COMING_SOON' })).toContain('bg-yellow-300');
  });

  it('draws a label chip as text and a filter chip as a pressed or unpressed button', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <>
        <Chip type="success">Live</Chip>
        <FilterChip pressed onPress={() => {}}>
          All
        </FilterChip>
        <FilterChip pressed={false} onPress={() => {}}>
          Building
        </FilterChip>
      </>,
    );
    expect(document.querySelector('span[data-chip="success"]')?.textContent).toBe('Live');
    const [all, building] = [...document.querySelectorAll('button')];
    expect(all?.getAttribute('aria-pressed')).toBe('true');
    expect(all?.dataset.chip).toBe('primary');
    expect(building?.getAttribute('aria-pressed')).toBe('false');
    expect(building?.dataset.chip).toBe('outline');
    expect(building?.getAttribute('type')).toBe('button');
  });
});
