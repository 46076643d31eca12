// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { click, leave, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { PostcodeSearch } from './postcode-search';

const push = vi.fn();
const setPostcodeString = vi.fn();
const clearAddress = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
vi.mock('@/state/journey-store', () => ({ useJourney: () => ({ setPostcodeString, clearAddress }) }));

afterEach(() => {
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

async function searchFor(typed: string) {
  const view = await mount(<PostcodeSearch tone="light" />);
  const box = view.container.querySelector<HTMLInputElement>('input[name="postcode"]');
  if (!box) throw new Error('no postcode box');
  if (typed !== '') await typeInto(box, typed);
  await click(view.container.querySelector('button[type="submit"]'));
  return { ...view, box };
}

describe('the postcode search box (decision 0472)', () => {
  for (const [typed, message] of [
    ['', 'Field is required'],
    ['XYZ', 'Invalid postcode format'],
  ] as const) {
    it(`says '${message}' for '${typed}': a summary that takes focus and the field's message`, async () => {
      const { container, box, unmount } = await searchFor(typed);
      const summary = container.querySelector('[role="alert"]');
      expect(summary?.querySelector('h2')?.textContent).toBe('There is a problem');
      const link = summary?.querySelector('a');
      expect(link?.textContent).toBe(message);
      expect(link?.getAttribute('href')).toBe(`#${box.id}`);
      expect(document.activeElement?.contains(summary ?? null)).toBe(true);
      const fieldError = document.getElementById(`${box.id}-error`);
      expect(fieldError?.textContent).toBe(`Error: ${message}`);
      expect(box.getAttribute('aria-describedby')).toBe(`${box.id}-error`);
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(push).not.toHaveBeenCalled();
      expect(await seriousA11yViolations(container.innerHTML)).toEqual([]);
      unmount();
    });
  }

  it('stores a postcode and goes to the address finder, with no message', async () => {
    const { container, unmount } = await searchFor('hb1 1aa');
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(setPostcodeString).toHaveBeenCalledWith('HB1 1AA');
    expect(push).toHaveBeenCalledWith('/address-finder');
    unmount();
  });

  it('keeps a shown message while the box is left (nothing moves under the pointer), and goes on at the next submit', async () => {
    const { container, box, unmount } = await searchFor('XYZ');
    await typeInto(box, 'HB1 1AA');
    await leave(box);
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    await click(container.querySelector('button[type="submit"]'));
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(push).toHaveBeenCalledWith('/address-finder');
    unmount();
  });
});
