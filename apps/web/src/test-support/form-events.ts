import { act } from 'react';

/** Types into a React-controlled input or textarea, as the browser would (native setter, input event). */
export async function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Leaves a field (React's onBlur listens to focusout). */
export async function leave(field: Element): Promise<void> {
  await act(async () => {
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}

/** Chooses an option of a React-controlled select. */
export async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Clicks and lets the promises it started settle. */
export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Lets pending promises and the renders they cause finish. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
