// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './axe';

describe('seriousA11yViolations', () => {
  it('finds a serious problem, so a clean result means something', async () => {
    expect(await seriousA11yViolations('<input type="text" id="x">')).toContain('label: #x');
  });

  it('passes a labelled input', async () => {
    expect(await seriousA11yViolations('<label for="x">Name</label><input type="text" id="x">')).toEqual([]);
  });
});
