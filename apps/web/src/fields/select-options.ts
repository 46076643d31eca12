/** Short words staff know as capitals. */
const CAPITALS: Record<string, string> = {
  faq: 'FAQ',
  cta: 'CTA',
  msm: 'MSM',
  bsl: 'BSL',
  url: 'URL',
  tel: 'Phone',
  x: 'X',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/**
 * A stored value as words for the admin ('go-to-packages' → 'Go to packages', 'fadedBlue' → 'Faded
 * blue', 'COLLECTING_INTEREST' → 'Collecting interest'), for options with no label of their own.
 */
export function humanLabel(value: string): string {
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => CAPITALS[word.toLowerCase()] ?? word.toLowerCase());
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * A select field's options: each value stored as it is, shown to staff by its label here or, when
 * none is given, in words (decision 0501), never as the raw value ('heroMain').
 */
export function labelledOptions<Value extends string>(
  values: readonly Value[],
  labels: Partial<Record<Value, string>> = {},
): Array<{ label: string; value: Value }> {
  return values.map((value) => ({ label: labels[value] ?? humanLabel(value), value }));
}
