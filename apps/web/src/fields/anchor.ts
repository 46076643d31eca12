/** An in-page anchor: an id on this page, without '#' (the heroes' and the add-on chooser's anchor fields). */
export function validateAnchor(value: string | null | undefined): true | string {
  return /^[A-Za-z][\w-]*$/.test(value ?? '') || 'Letters, digits, - and _ only, starting with a letter.';
}
