// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SPEED_TEST, demoPages } from '@/cms/seed/pages';
import { seriousA11yViolations } from '@/test-support/axe';
import { TEST_PAGE_REFS } from '@/test-support/demo-blocks';
import { choose, click } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { SpeedTestBlock } from './component';
import { durationWords, SpeedTest, type SpeedTestConfig } from './component.client';

vi.mock('@/analytics/events', () => ({ track: vi.fn() }));
const { track } = await import('@/analytics/events');

const block = demoPages(TEST_PAGE_REFS)
  .find((page) => page.slug === 'speed-test')
  ?.layout?.find((entry) => entry.blockType === 'speed-test');
if (block?.blockType !== 'speed-test') throw new Error('no speed test on /speed-test');

const config: SpeedTestConfig = {
  dropdownLabel: DEMO_SPEED_TEST.dropdown.label,
  placeholder: DEMO_SPEED_TEST.dropdown.placeholder,
  options: [...DEMO_SPEED_TEST.dropdown.options],
  startLabel: 'Start',
  resetLabel: 'Reset',
  fastLabel: DEMO_SPEED_TEST.speedChart.fastLabel,
  slowLabel: DEMO_SPEED_TEST.speedChart.slowLabel,
};

afterEach(() => {
  vi.mocked(track).mockClear();
  document.body.innerHTML = '';
});

const button = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('button');
const select = (container: HTMLElement) => {
  const found = container.querySelector('select');
  if (!found) throw new Error('no dropdown');
  return found;
};
const bars = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-testid="speed-test-bar"]')].map((bar) => ({
    seconds: bar.dataset.durationS,
    running: bar.dataset.running,
    transition: bar.style.transition,
  }));

describe('the speed-test block from the demo content', () => {
  it('renders the dropdown with its placeholder first, a disabled Start, and passes axe', async () => {
    const markup = renderToStaticMarkup(<SpeedTestBlock block={block} />);
    document.body.innerHTML = markup;
    expect([...document.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choose your option',
      'A 50 GB game',
      'A 4K film',
      'A 100-photo album',
    ]);
    expect(document.querySelector<HTMLButtonElement>('button')?.disabled).toBe(true);
    expect(document.querySelector<HTMLButtonElement>('button')?.textContent).toBe('Start');
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });
});

describe('the speed test (§4, §9)', () => {
  it('runs the chosen download over the §9 durations and toggles Start and Reset, tracking both', async () => {
    const { container, unmount } = await mount(<SpeedTest config={config} />);
    await choose(select(container), '1');
    expect(button(container)?.disabled).toBe(false);
    await click(button(container));
    expect(button(container)?.textContent).toBe('Reset');
    expect(bars(container)).toEqual([
      { seconds: '23', running: 'true', transition: 'transform 23s linear' },
      { seconds: '460', running: 'true', transition: 'transform 460s linear' },
    ]);
    expect(container.textContent).toContain('7 minutes 40 seconds');
    expect(track).toHaveBeenLastCalledWith('speed_test_start', { option: 'A 50 GB game' });
    await click(button(container));
    expect(button(container)?.textContent).toBe('Start');
    expect(bars(container).every((bar) => bar.running === 'false')).toBe(true);
    expect(track).toHaveBeenLastCalledWith('speed_test_reset', { option: 'A 50 GB game' });
    unmount();
  });

  it('pairs the second and third options with 37/740 s and 3/60 s', async () => {
    const { container, unmount } = await mount(<SpeedTest config={config} />);
    await choose(select(container), '2');
    expect(bars(container).map((bar) => bar.seconds)).toEqual(['37', '740']);
    await choose(select(container), '3');
    expect(bars(container).map((bar) => bar.seconds)).toEqual(['3', '60']);
    unmount();
  });

  it('resets the animation when the selection changes, and disables Start on the placeholder', async () => {
    const { container, unmount } = await mount(<SpeedTest config={config} />);
    await choose(select(container), '2');
    await click(button(container));
    await choose(select(container), '3');
    expect(button(container)?.textContent).toBe('Start');
    expect(bars(container).every((bar) => bar.running === 'false' && bar.transition === 'none')).toBe(true);
    await choose(select(container), '');
    expect(button(container)?.disabled).toBe(true);
    expect(track).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('says durations in words', () => {
    expect(durationWords(3)).toBe('3 seconds');
    expect(durationWords(60)).toBe('1 minute');
    expect(durationWords(740)).toBe('12 minutes 20 seconds');
  });
});
