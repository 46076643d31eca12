/**
 * Draws the demo content's pictures into apps/web/src/cms/seed/media/ (decision 0451), where the
 * seed reads them. Run after changing a drawing in src/cms/seed/artwork*.ts:
 * `npx tsx apps/web/scripts/demo-artwork.ts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoArtworkList } from '../src/cms/seed/artwork';
import { DEMO_COVERAGE_AREAS } from '../src/cms/seed/coverage-areas';
import { DEMO_CHARITIES } from '../src/cms/seed/reviews-and-charities';

const mediaDir = fileURLToPath(new URL('../src/cms/seed/media/', import.meta.url));

const DEMO_ARTWORK = demoArtworkList(
  DEMO_COVERAGE_AREAS.map((area) => area.name),
  DEMO_CHARITIES.map((charity) => charity.charity),
);

for (const { name, draw } of DEMO_ARTWORK) {
  const art = await draw();
  writeFileSync(`${mediaDir}${name}.${art.extension}`, art.data);
}
