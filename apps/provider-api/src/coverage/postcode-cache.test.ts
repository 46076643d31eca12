import { describe, expect, it } from 'vitest';
import { addressesChanged, onAddressesChanged, TtlLruCache } from './postcode-cache';

function clockAt(start: number) {
  const clock = { time: start, now: () => clock.time };
  return clock;
}

describe('TtlLruCache', () => {
  it('returns a value until its time to live has passed, and not from that moment', () => {
    const clock = clockAt(1000);
    const cache = new TtlLruCache<string>({ maxEntries: 10, ttlMs: 500, now: clock.now });
    cache.set('HB1 1AA', 'six addresses');
    clock.time = 1499;
    expect(cache.get('HB1 1AA')).toBe('six addresses');
    clock.time = 1500;
    expect(cache.get('HB1 1AA')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry past its size, keeping one just read', () => {
    const clock = clockAt(0);
    const cache = new TtlLruCache<number>({ maxEntries: 2, ttlMs: 1000, now: clock.now });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('keeps exactly maxEntries entries', () => {
    const cache = new TtlLruCache<number>({ maxEntries: 3, ttlMs: 1000, now: () => 0 });
    for (const [index, key] of ['a', 'b', 'c'].entries()) cache.set(key, index);
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBe(0);
  });

  it('setting a key again replaces its value and restarts its time to live', () => {
    const clock = clockAt(0);
    const cache = new TtlLruCache<number>({ maxEntries: 2, ttlMs: 100, now: clock.now });
    cache.set('a', 1);
    clock.time = 90;
    cache.set('a', 2);
    clock.time = 150;
    expect(cache.get('a')).toBe(2);
    expect(cache.size).toBe(1);
  });

  it('does not keep a value loaded before a clear', () => {
    const cache = new TtlLruCache<number>({ maxEntries: 2, ttlMs: 100, now: () => 0 });
    const before = cache.generation;
    cache.clear();
    expect(cache.generation).toBe(before + 1);
    cache.set('a', 1, before);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 2, cache.generation);
    expect(cache.get('a')).toBe(2);
  });

  it('clear forgets everything', () => {
    const cache = new TtlLruCache<number>({ maxEntries: 2, ttlMs: 100 });
    cache.set('a', 1);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('addressesChanged', () => {
  it('calls every registered listener until it is removed', () => {
    let calls = 0;
    const remove = onAddressesChanged(() => {
      calls += 1;
    });
    addressesChanged();
    expect(calls).toBe(1);
    remove();
    addressesChanged();
    expect(calls).toBe(1);
  });
});
