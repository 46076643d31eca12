import axe from 'axe-core';

/** The rule sets the browser journeys check (e2e/support/axe.ts), so a piece passes the same bar alone. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core over markup placed in a jsdom page with a main landmark (and an h1 unless the markup
 * brings its own), and returns the
 * serious and critical violations as 'rule: target' lines (empty when clean). Colour contrast needs
 * a layout engine jsdom does not have; the browser journeys check it on the real pages.
 */
export async function seriousA11yViolations(
  markup: string,
  { withHeading = true }: { withHeading?: boolean } = {},
): Promise<string[]> {
  document.documentElement.lang = 'en-GB';
  document.title = 'Component check';
  document.body.innerHTML = `<main>${withHeading ? '<h1>Component check</h1>' : ''}${markup}</main>`;
  const results = await axe.run(document, {
    runOnly: { type: 'tag', values: TAGS },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}
