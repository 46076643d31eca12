import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * A synthetic coverage file in the import's format. Postcodes are in the HB area, which is not a real
 * UK postcode area (demo-data.md), and start at district HB10, so they never meet the demo's HB1
 * postcodes; uprns start at 200000000001, away from the demo's 1000000000xx.
 */
export const HEADER = 'uprn,address,postcode,coverage,oss_type,address_type,ismdu,mdu_status';
export const FIRST_UPRN = 200_000_000_001;
export const FIRST_DISTRICT = 10;

// Inward-code letters never include C, I, K, M, O or V.
const UNIT_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const UNITS_PER_SECTOR = UNIT_LETTERS.length ** 2;
const POSTCODES_PER_DISTRICT = 10 * UNITS_PER_SECTOR;
const MAX_DISTRICT = 99;
export const MAX_POSTCODES = (MAX_DISTRICT - FIRST_DISTRICT + 1) * POSTCODES_PER_DISTRICT;

/** The nth synthetic postcode (0-based): HB10 0AA, HB10 0AB, ... HB10 9ZZ, HB11 0AA, ... */
export function syntheticPostcode(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_POSTCODES) {
    throw new RangeError(`postcode index ${index} is outside 0..${MAX_POSTCODES - 1}`);
  }
  const district = FIRST_DISTRICT + Math.floor(index / POSTCODES_PER_DISTRICT);
  const sector = Math.floor(index / UNITS_PER_SECTOR) % 10;
  const unit = index % UNITS_PER_SECTOR;
  const first = UNIT_LETTERS[Math.floor(unit / UNIT_LETTERS.length)];
  const second = UNIT_LETTERS[unit % UNIT_LETTERS.length];
  return `HB${district} ${sector}${first}${second}`;
}

/** Postcodes a file of `rows` rows at `perPostcode` addresses each uses. */
export function postcodeCount(rows: number, perPostcode: number): number {
  return Math.ceil(rows / perPostcode);
}

/** mulberry32: a tiny seeded generator, so the same options always give the same file. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STREETS = [
  'Bench Road',
  'Latency Lane',
  'Throughput Way',
  'Percentile Close',
  'Index Street',
  'Batch Avenue',
];
const TOWNS = ['Benchford', 'Loadham', 'Cannonbury'];
// Weighted roughly like a live network: most homes passed and serviceable.
const COVERAGE_MIX: readonly (readonly [string, number])[] = [
  ['PASSSERV', 0.7],
  ['CUSTOMER', 0.1],
  ['DESIGN', 0.05],
  ['INPROGRESS', 0.05],
  ['PASSED', 0.04],
  ['NOTPASSED', 0.03],
  ['PREINSTALLED', 0.02],
  ['STOPED', 0.01],
];
const MDU_STATUSES = ['RFS', 'STARTED', 'ADVANCED'] as const;

function pick(random: () => number): string {
  let roll = random();
  for (const [value, weight] of COVERAGE_MIX) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return 'PASSSERV';
}

/** One CSV line (with its newline) for row `index` of the file. */
export function syntheticLine(index: number, perPostcode: number, random: () => number): string {
  const postcodeIndex = Math.floor(index / perPostcode);
  const postcode = syntheticPostcode(postcodeIndex);
  const house = (index % perPostcode) + 1;
  const street = STREETS[postcodeIndex % STREETS.length];
  const town = TOWNS[postcodeIndex % TOWNS.length];
  const uprn = FIRST_UPRN + index;
  // Every tenth postcode is a block of flats, every fifteenth a business park.
  if (postcodeIndex % 10 === 9) {
    const status = MDU_STATUSES[postcodeIndex % MDU_STATUSES.length];
    return `${uprn},"Flat ${house}, ${street} House, ${town}",${postcode},PASSSERV,,MSM,true,${status}\n`;
  }
  const coverage = pick(random);
  const oss = coverage === 'CUSTOMER' ? (random() < 0.8 ? 'ACTIVECUST' : 'PREACTIVECUST') : '';
  const type = postcodeIndex % 15 === 7 ? 'BUS' : random() < 0.05 ? 'HWRK' : 'RES';
  const name = type === 'BUS' ? `Unit ${house}, ${street} Park, ${town}` : `${house} ${street}, ${town}`;
  return `${uprn},"${name}",${postcode},${coverage},${oss},${type},false,\n`;
}

export type GenerateOptions = { rows: number; path: string; perPostcode?: number; seed?: number };
export type GeneratedFile = { path: string; rows: number; postcodes: number; bytes: number };

/**
 * Writes the file in chunks, waiting for the disk whenever the stream's buffer is full, so a million
 * rows take a few megabytes of memory at most.
 */
export async function generateAddressFile(options: GenerateOptions): Promise<GeneratedFile> {
  const perPostcode = options.perPostcode ?? 30;
  const postcodes = postcodeCount(options.rows, perPostcode);
  if (postcodes > MAX_POSTCODES) {
    throw new RangeError(`${options.rows} rows need ${postcodes} postcodes; at most ${MAX_POSTCODES} exist`);
  }
  await mkdir(dirname(options.path), { recursive: true });
  const random = seededRandom(options.seed ?? 20261122);
  const out = createWriteStream(options.path, { encoding: 'utf8' });
  let bytes = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`${HEADER}\n`);
  const chunkRows = 2000;
  for (let start = 0; start < options.rows; start += chunkRows) {
    let chunk = '';
    const end = Math.min(options.rows, start + chunkRows);
    for (let index = start; index < end; index += 1) chunk += syntheticLine(index, perPostcode, random);
    await write(chunk);
  }
  out.end();
  await once(out, 'finish');
  return { path: options.path, rows: options.rows, postcodes, bytes };
}
