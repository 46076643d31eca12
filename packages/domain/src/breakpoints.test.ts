import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS_PX,
  SUMMARY_BREAKPOINT_PX,
  SUMMARY_BUTTON_QUERY,
  showsSummaryButton,
} from './breakpoints';

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
  it('query the same width in rem: 767.98 px matches, 768 px does not (16 px to the rem)', () => {
    expect(SUMMARY_BUTTON_QUERY).toBe('(max-width: 47.999rem)');
    const maxPx = Number(/max-width: ([\d.]+)rem/.exec(SUMMARY_BUTTON_QUERY)?.[1]) * 16;
    expect(767.98 <= maxPx).toBe(showsSummaryButton(767.98));
    expect(768 <= maxPx).toBe(showsSummaryButton(768));
  });
});
