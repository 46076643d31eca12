import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path';

describe('sameSitePath', () => {
  it('keeps a plain site path with its query and fragment', () => {
    expect(sameSitePath('/')).toBe('/');
    expect(sameSitePath('/help?topic=router#top')).toBe('/help?topic=router#top');
    expect(sameSitePath('/a/../b')).toBe('/b');
  });

  it.each([
    ['a backslash the parser reads as a slash (decision 0397)', '/\\evil.example'],
    ['an encoded backslash decoded by the query string', decodeURIComponent('/%5Cevil.example')],
    ['a tab the parser drops', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
    ['scheme-relative', '//evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['a script address', 'javascript:alert(1)'],
    ['no leading slash', 'evil.example'],
    ['empty', ''],
  ])('refuses %s', (_name, input) => {
    expect(sameSitePath(input)).toBeNull();
  });

  it('never gives a path a browser would read as another host', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), fc.string(), (a, b) => {
        const path = sameSitePath(`/${a}${b}`);
        if (path === null) return;
        expect(path.startsWith('/')).toBe(true);
        expect(new URL(path, 'https://site.example').host).toBe('site.example');
      }),
    );
  });
});
