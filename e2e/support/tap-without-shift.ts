import { expect, type Locator } from '@playwright/test';

/**
 * Taps `control` (a phone's touch: pointer, touch, then the compatibility mouse events and the
 * click) and checks that it stood still from before the tap to its click: a message appearing or
 * clearing as the tap blurs the field before must not slide it away under the finger (issue 19).
 * Its top in page coordinates (a tap scrolls it into view first) is read before, then in the page
 * at `pointerdown`, `mousedown` and `click`.
 */
export async function tapWithoutShift(control: Locator): Promise<void> {
  const before = await control.evaluate((element) =>
    Math.round(element.getBoundingClientRect().top + window.scrollY),
  );
  await control.evaluate((element) => {
    const note = (event: Event) => {
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      element.setAttribute(
        'data-tap-tops',
        `${element.getAttribute('data-tap-tops') ?? ''}${event.type}:${top} `,
      );
    };
    for (const type of ['pointerdown', 'mousedown', 'click']) {
      document.addEventListener(type, note, { capture: true, once: true });
    }
  });
  await control.tap();
  const tops = ((await control.getAttribute('data-tap-tops')) ?? '').trim().split(' ');
  expect(tops.map((entry) => entry.split(':')[0])).toEqual(['pointerdown', 'mousedown', 'click']);
  for (const entry of tops) expect(Number(entry.split(':')[1]), entry).toBe(before);
  await control.evaluate((element) => element.removeAttribute('data-tap-tops'));
}
