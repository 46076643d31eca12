import { describe, expect, it } from 'vitest';
import { LookedUpUprns } from './looked-up-uprns';

describe('LookedUpUprns', () => {
  it('knows what each visitor was shown, for the lifetime only', () => {
    const memory = new LookedUpUprns(1000);
    memory.remember('a', ['1', '2'], 0);
    expect(memory.has('a', '1', 999)).toBe(true);
    expect(memory.has('a', '1', 1000)).toBe(false);
    expect(memory.has('b', '1', 0)).toBe(false);
    expect(memory.has('a', '3', 0)).toBe(false);
  });

  it('renews a uprn shown again', () => {
    const memory = new LookedUpUprns(1000);
    memory.remember('a', ['1'], 0);
    memory.remember('a', ['1'], 900);
    expect(memory.has('a', '1', 1500)).toBe(true);
  });

  it('bounds memory: the least recent visitor is forgotten first', () => {
    const memory = new LookedUpUprns(1000, 2);
    memory.remember('a', ['1'], 0);
    memory.remember('b', ['1'], 0);
    memory.remember('a', ['2'], 1);
    memory.remember('c', ['1'], 2);
    expect(memory.size).toBe(2);
    expect(memory.has('b', '1', 3)).toBe(false);
    expect(memory.has('a', '2', 3)).toBe(true);
  });

  it('keeps at most 500 uprns per visitor', () => {
    const memory = new LookedUpUprns();
    memory.remember(
      'a',
      Array.from({ length: 600 }, (_, i) => String(i)),
      0,
    );
    expect(memory.has('a', '0', 1)).toBe(false);
    expect(memory.has('a', '599', 1)).toBe(true);
  });
});
