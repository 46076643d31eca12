/** A UK number as dialled: 0808 157 0192 → tel:+448081570192 (the contact card, the numbered steps). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.startsWith('0') ? `tel:+44${digits.slice(1)}` : `tel:${digits}`;
}
