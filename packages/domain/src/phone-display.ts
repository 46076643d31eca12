/**
 * A phone number as the bundle hero shows it (content-and-api.md §2): its digits in groups of
 * 3, 4 and 4, e.g. '0808 157 0192' or '08081570192' → '080 8157 0192'. A UK number given with
 * +44 or 44 is shown from its national 0. Digits beyond the eleventh go on in one last group, and
 * a number with fewer digits fills the groups it can, so nothing typed by staff is lost.
 */
export function phoneInGroups(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+44') || (digits.startsWith('44') && digits.length === 12)) {
    digits = `0${digits.slice(2)}`;
  }
  const groups = [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7, 11), digits.slice(11)];
  return groups.filter((group) => group !== '').join(' ');
}

/** The tel: address of a phone number as shown: its digits, with +44 for a national 0. */
export function phoneTelHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return digits.startsWith('0') ? `tel:+44${digits.slice(1)}` : `tel:${digits}`;
}
