import { describe, expect, it } from 'vitest';
import { ORIGIN_CODES, ORIGIN_LABELS, PACKAGE_TYPE_LABELS, PACKAGE_TYPES } from './constants';

describe('ORIGIN_LABELS', () => {
  it('reads the codes as the provider names them (decision 0282)', () => {
    expect(ORIGIN_LABELS).toMatchObject({
      HREVENT: 'At an event',
      HRBILLPOST: 'A billboard or poster',
      HRFRIEND: 'A friend or family member',
      HRTIKTOK: 'TikTok',
      HRFACE: 'Face to face',
      FSBKINSTA: 'Facebook or Instagram',
    });
  });

  it('gives each code its own words, so no two answers look alike in the dropdown', () => {
    const labels = ORIGIN_CODES.map((code) => ORIGIN_LABELS[code]);
    expect(new Set(labels).size).toBe(ORIGIN_CODES.length);
    expect(labels.filter((label) => /facebook|instagram/i.test(label))).toEqual(['Facebook or Instagram']);
  });
});

describe('PACKAGE_TYPE_LABELS', () => {
  it('names each package type in the dropdown’s words', () => {
    expect(PACKAGE_TYPES.map((type) => PACKAGE_TYPE_LABELS[type])).toEqual([
      'Broadband only',
      'Broadband and phone',
    ]);
  });
});
