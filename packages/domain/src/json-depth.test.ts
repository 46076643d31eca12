import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJsonTooDeep, jsonNestingDepth, MAX_JSON_DEPTH } from './json-depth';

/** The depth of a parsed value, for checking the scanner against the parser. */
function parsedDepth(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(parsedDepth));
  if (typeof value === 'object' && value !== null) {
    return 1 + Math.max(0, ...Object.values(value).map(parsedDepth));
  }
  return 0;
}

describe('jsonNestingDepth', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(jsonNestingDepth('1')).toBe(0);
    expect(jsonNestingDepth('"x"')).toBe(0);
    expect(jsonNestingDepth('{}')).toBe(1);
    expect(jsonNestingDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonNestingDepth('[[],[[]]]')).toBe(3);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonNestingDepth('["\\"[[[", "\\\\", []]')).toBe(2);
  });

  it('stops at the limit without reading the rest (the 16 KB attack of decision 0170)', () => {
    const attack = `${'['.repeat(8172)}${']'.repeat(8172)}`;
    expect(jsonNestingDepth(attack)).toBe(8172);
    expect(jsonNestingDepth(attack, 32)).toBe(33);
  });

  it('agrees with JSON.parse on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        expect(jsonNestingDepth(JSON.stringify(value))).toBe(parsedDepth(value));
      }),
    );
  });
});

describe('isJsonTooDeep', () => {
  it('allows MAX_JSON_DEPTH levels and refuses one more', () => {
    const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    expect(isJsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(isJsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(isJsonTooDeep('{"a":{"b":1}}', 1)).toBe(true);
  });
});
