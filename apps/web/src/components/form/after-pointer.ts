'use client';

/**
 * Runs work that changes the layout once no pointer is pressed, so a message that appears or clears
 * when a field is left cannot move the page between a press and its click (decision 0420). A tap on
 * the next control blurs the field on the way down; were the field's message to clear there, the
 * control would jump by a line and the click would land on whatever slid under the finger.
 *
 * The press lasts from `pointerdown` to the `click` that ends it (or `pointercancel`, or a short
 * wait after `pointerup` when no click follows, as on a drag): on a touch screen the blur comes from
 * the compatibility `mousedown` after `pointerup`, so `pointerup` alone is too early.
 */
const CLICK_WAIT_MS = 350;

let pressed = false;
let waitAfterRelease: ReturnType<typeof setTimeout> | null = null;
const queued: Array<() => void> = [];
let listening = false;

function release(): void {
  if (waitAfterRelease !== null) clearTimeout(waitAfterRelease);
  waitAfterRelease = null;
  pressed = false;
  // After the click's own handlers: the control it landed on has taken its change first.
  setTimeout(() => {
    if (pressed) return;
    for (const work of queued.splice(0)) work();
  }, 0);
}

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const options = { capture: true, passive: true } as const;
  document.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
      if (waitAfterRelease !== null) clearTimeout(waitAfterRelease);
      waitAfterRelease = null;
    },
    options,
  );
  document.addEventListener(
    'pointerup',
    () => {
      if (waitAfterRelease !== null) clearTimeout(waitAfterRelease);
      waitAfterRelease = setTimeout(release, CLICK_WAIT_MS);
    },
    options,
  );
  document.addEventListener('pointercancel', release, options);
  document.addEventListener('click', release, options);
}

/** Runs `work` now, or once the pointer pressed at this moment has been released and its click done. */
export function afterPointer(work: () => void): void {
  listen();
  if (pressed || waitAfterRelease !== null) queued.push(work);
  else work();
}

/** Starts listening early (on the form's first render), so the first press is seen. */
export function watchPointer(): void {
  listen();
}
