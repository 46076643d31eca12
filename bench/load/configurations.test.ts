import { describe, expect, it } from 'vitest';
import { configurationLabel, firstVisitorOf, parseConfigurations } from './configurations';

describe('configurations', () => {
  it('reads SITESxAPIS pairs', () => {
    expect(parseConfigurations('1x1,2x2')).toEqual([
      { sites: 1, apis: 1 },
      { sites: 2, apis: 2 },
    ]);
    expect(parseConfigurations(' 2x1 ')).toEqual([{ sites: 2, apis: 1 }]);
  });

  it('refuses anything else, naming the option', () => {
    expect(() => parseConfigurations('1x1,2')).toThrow(
      "--configs takes SITESxAPIS pairs such as 1x1,2x2 (1 to 8 each), not '2'",
    );
    expect(() => parseConfigurations('0x1')).toThrow('--configs');
    expect(() => parseConfigurations('9x9')).toThrow('--configs');
  });

  it('labels them as the report prints them', () => {
    expect(configurationLabel({ sites: 1, apis: 1 })).toBe('1 site + 1 API');
    expect(configurationLabel({ sites: 2, apis: 2 })).toBe('2 sites + 2 APIs');
  });

  it('gives each configuration its own range of visitors', () => {
    expect(firstVisitorOf(0, 4000)).toBe(0);
    expect(firstVisitorOf(1, 4000)).toBe(4000);
  });
});
