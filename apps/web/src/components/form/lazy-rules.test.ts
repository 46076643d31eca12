import { describe, expect, it, vi } from 'vitest';
import { lazyCheck, lazyRules } from './lazy-rules';

const rulesModule = { messages: (value: string) => (value === '' ? { name: 'Enter a name' } : {}) };

describe('lazyRules', () => {
  it('loads the rules once, however often they are asked for', async () => {
    const importer = vi.fn(async () => rulesModule);
    const rules = lazyRules(importer);
    expect(rules.now()).toBeUndefined();
    const [first, second] = await Promise.all([rules.load(), rules.load()]);
    expect(first).toBe(rulesModule);
    expect(second).toBe(rulesModule);
    expect(rules.now()).toBe(rulesModule);
    await rules.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(rulesModule);
    const rules = lazyRules(importer);
    await expect(rules.load()).rejects.toThrow('offline');
    expect(rules.now()).toBeUndefined();
    await expect(rules.load()).resolves.toBe(rulesModule);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('lazyCheck', () => {
  it('answers later while the rules load, then at once, with the same messages', async () => {
    const rules = lazyRules(async () => rulesModule);
    const check = lazyCheck(rules, (loaded, value: string) => loaded.messages(value));
    const pending = check('');
    expect(pending).toBeInstanceOf(Promise);
    await expect(pending).resolves.toEqual({ name: 'Enter a name' });
    expect(check('')).toEqual({ name: 'Enter a name' });
    expect(check('Sam')).toEqual({});
  });
});
