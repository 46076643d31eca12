import { createHash } from 'node:crypto';
import { type Product, productListSchema } from '@fibre/domain/schemas/product';
import type { Promotion } from '@fibre/domain/schemas/promotion';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Executor } from '../db/executor';
import { preparedQuery } from '../db/prepared-query';
import { findProductRows, productsFromRows } from '../repositories/product.repository';
import { findAllPromotions, findLivePromotions } from '../repositories/promotion.repository';

/**
 * The catalogue as GET /product and the monthly payment read it, built once per catalogue version
 * (docs/decisions/0610). The version is a row that triggers on `product` and `promotion` bump on
 * every write, from any process or tool, so each request reads that one row and reuses the
 * snapshot while it has not moved: nothing is served from memory after a write has committed.
 */
export interface CatalogueSnapshot {
  /** The catalogue_version counter read before the rows the snapshot was built from. */
  readonly version: number;
  /** GET /product's 200 body, written by the app's zod serializer exactly as the route wrote it. */
  readonly listBody: string;
  /** A strong validator of `listBody` (its SHA-1), the same in every process. */
  readonly etag: string;
  /** Every product as the monthly payment reads it (no promotion ids), frozen: shared by requests. */
  readonly productsById: ReadonlyMap<number, Product>;
  /** Every promotion, live or not, in id order, frozen. */
  readonly promotions: readonly Promotion[];
}

const writeProductList = serializerCompiler({ schema: productListSchema, method: 'GET', url: '/product' });

const versionQuery = preparedQuery((db) =>
  db.selectFrom('catalogue_version').select('version').where('id', '=', 1),
);
const snapshots = new WeakMap<Executor, CatalogueSnapshot>();
const pending = new WeakMap<Executor, { version: number; snapshot: Promise<CatalogueSnapshot> }>();

/** The catalogue's write counter. */
export async function readCatalogueVersion(db: Executor): Promise<number> {
  const { rows } = await db.executeQuery(versionQuery(db));
  const [row] = rows;
  if (row === undefined) throw new Error('catalogue_version has no row: run the migrations');
  return Number(row.version);
}

function freezeProduct(product: Product): Product {
  Object.freeze(product.usp_items);
  Object.freeze(product.addons);
  Object.freeze(product.promotions);
  return Object.freeze(product);
}

function freezePromotion(promotion: Promotion): Promotion {
  Object.freeze(promotion.uprn_status);
  Object.freeze(promotion.products);
  return Object.freeze(promotion);
}

async function buildSnapshot(db: Executor, version: number): Promise<CatalogueSnapshot> {
  // Read after the version: the rows are at least as new as it, so a write racing this build only
  // causes one more build later, never a stale answer.
  const [rows, live, promotions] = await Promise.all([
    findProductRows(db),
    findLivePromotions(db),
    findAllPromotions(db),
  ]);
  const listBody = writeProductList(productsFromRows(rows, live));
  return {
    version,
    listBody,
    etag: `"${createHash('sha1').update(listBody).digest('base64url')}"`,
    productsById: new Map(
      productsFromRows(rows, []).map((product) => [product.id_product, freezeProduct(product)]),
    ),
    promotions: Object.freeze(promotions.map(freezePromotion)),
  };
}

/**
 * On PostgreSQL every catalogue write also sends a notice when it commits (decision 0613). While this
 * process LISTENs, a snapshot whose version was read with the listener already in place and no notice
 * since is current, so requests skip the counter's round trip. `epoch` moves on every notice and every
 * (re)connection (notices sent meanwhile are lost); the counter is read again at least every
 * TRUST_MS, the bound should the listener's connection die without telling.
 */
export const CATALOGUE_TRUST_MS = 1000;

export interface CatalogueNoticeSource {
  /** Whether a LISTEN on the catalogue's channel is in place now. */
  readonly listening: boolean;
}

interface CatalogueWatch {
  readonly source: CatalogueNoticeSource;
  epoch: number;
  /** The snapshot known current since `since` (ms, performance.now()), while `epoch` has not moved. */
  trusted: { snapshot: CatalogueSnapshot; epoch: number; since: number } | undefined;
}

const watches = new WeakMap<Executor, CatalogueWatch>();

/**
 * Trusts `source`'s notices for `db` from now on; returns what its listener calls on every notice and
 * reconnection. Until the first such call nothing is trusted.
 */
export function watchCatalogueNotices(db: Executor, source: CatalogueNoticeSource): () => void {
  const watch: CatalogueWatch = { source, epoch: 0, trusted: undefined };
  watches.set(db, watch);
  return () => {
    watch.epoch += 1;
    watch.trusted = undefined;
  };
}

/** Stops trusting notices for `db` (its listener is closed): every request reads the counter again. */
export function unwatchCatalogueNotices(db: Executor): void {
  watches.delete(db);
}

/** The catalogue at its current version: one read of the counter, and a rebuild only if it moved. */
export async function readCatalogue(db: Executor): Promise<CatalogueSnapshot> {
  const watch = watches.get(db);
  if (watch?.trusted !== undefined && watch.source.listening) {
    const { snapshot, epoch, since } = watch.trusted;
    if (epoch === watch.epoch && performance.now() - since < CATALOGUE_TRUST_MS) return snapshot;
  }
  // Taken before the counter is read: a notice from here on (a write committed after the read, or a
  // reconnection) moves the epoch, and the snapshot is then not trusted.
  const listeningBefore = watch?.source.listening === true;
  const epochBefore = watch?.epoch;
  const since = performance.now();
  const snapshot = await readCatalogueAt(db);
  if (watch !== undefined && listeningBefore && watch.source.listening && watch.epoch === epochBefore) {
    watch.trusted = { snapshot, epoch: watch.epoch, since };
  }
  return snapshot;
}

/** The counter read that the requests of the current turn of the loop wait for together, per database. */
const turnVersionReads = new WeakMap<Executor, Promise<number>>();

/**
 * The counter, read once for every request that asks for it on one turn of the event loop (decision
 * 0702): the read starts once the loop has handled every socket that was ready, after each of those
 * requests arrived, so it sees every write committed before any of them. A request asking after
 * the read has started waits for the next one.
 */
function readCatalogueVersionThisTurn(db: Executor): Promise<number> {
  let read = turnVersionReads.get(db);
  if (read === undefined) {
    read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      turnVersionReads.delete(db);
      return readCatalogueVersion(db);
    });
    turnVersionReads.set(db, read);
  }
  return read;
}

async function readCatalogueAt(db: Executor): Promise<CatalogueSnapshot> {
  const version = await readCatalogueVersionThisTurn(db);
  const cached = snapshots.get(db);
  if (cached?.version === version) return cached;
  const building = pending.get(db);
  if (building?.version === version) return building.snapshot;
  const snapshot = buildSnapshot(db, version);
  pending.set(db, { version, snapshot });
  try {
    const built = await snapshot;
    const current = snapshots.get(db);
    if (current === undefined || current.version < built.version) snapshots.set(db, built);
    return built;
  } finally {
    if (pending.get(db)?.snapshot === snapshot) pending.delete(db);
  }
}
