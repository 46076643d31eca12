import { describe, expect, it } from 'vitest';
import { BREAKPOINTS_PX, SUMMARY_BREAKPOINT_PX, showsSummaryButton } from './breakpoints';

describe('breakpoints', () => {
  it('are the spec widths', () => {
    expect(BREAKPOINTS_PX).toEqual([640, 768, 992, 1024, 1280, 1536]);
    expect(SUMMARY_BREAKPOINT_PX).toBe(768);
  });
  it('show the summary button only under 768px', () => {
    expect(showsSummaryButton(767)).toBe(true);
    expect(showsSummaryButton(768)).toBe(false);
    expect(showsSummaryButton(1280)).toBe(false);
  });
});
