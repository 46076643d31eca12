import { type Pence, penceFromPounds, poundsFromPence } from '@fibre/domain/money';
import type { Product } from '@fibre/domain/schemas/product';
import type { Insertable } from 'kysely';
import { type Executor, parseJsonList, toFlag } from '../db/executor';
import type { ProductRow, ProductTable } from '../db/schema';

function pounds(pence: Pence): number;
function pounds(pence: Pence | null): number | null;
function pounds(pence: Pence | null): number | null {
  return pence === null ? null : poundsFromPence(pence);
}

function pence(value: number): Pence;
function pence(value: number | null): Pence | null;
function pence(value: number | null): Pence | null {
  return value === null ? null : penceFromPounds(value);
}

function productToRow(product: Product): Insertable<ProductTable> {
  return {
    id_product: product.id_product,
    name: product.name,
    description: product.description,
    display_name: product.display_name,
    display_description: product.display_description,
    usp_items: JSON.stringify(product.usp_items),
    speed: product.speed,
    speed_down: product.speed_down,
    speed_up: product.speed_up,
    category: product.category,
    product_type: product.product_type,
    monthly_price_pence: pence(product.monthly_price),
    preorder_monthly_price_pence: pence(product.preorder_montly_price),
    exclude_vat_price_pence: pence(product.exclude_vat_price),
    first_charge_pence: pence(product.first_charge),
    months: product.months,
    annual_increase_pence: pence(product.annual_increase),
    sla: product.sla,
    address_type: product.address_type,
    addons: JSON.stringify(product.addons),
    display_benefit_tag: product.display_benefit_tag,
    display_preorder_benefit_tag: product.display_preorder_benefit_tag,
    display_original_price_pence: pence(product.display_original_price),
    enabled_for_web: toFlag(product.enabled_for_web),
    display_upfront_cost: toFlag(product.display_upfront_cost),
  };
}

/** A stored product on the wire; `promotions` are the ids of the live promotions naming it. */
function rowToProduct(row: ProductRow, promotionIds: number[]): Product {
  return {
    id_product: row.id_product,
    name: row.name,
    description: row.description,
    display_name: row.display_name,
    display_description: row.display_description,
    usp_items: parseJsonList<string>(row.usp_items),
    speed: row.speed,
    speed_down: row.speed_down,
    speed_up: row.speed_up,
    category: row.category,
    product_type: row.product_type,
    monthly_price: pounds(row.monthly_price_pence),
    preorder_montly_price: pounds(row.preorder_monthly_price_pence),
    exclude_vat_price: pounds(row.exclude_vat_price_pence),
    first_charge: pounds(row.first_charge_pence),
    months: row.months,
    annual_increase: pounds(row.annual_increase_pence),
    sla: row.sla,
    address_type: row.address_type,
    addons: parseJsonList<number>(row.addons),
    promotions: promotionIds,
    display_benefit_tag: row.display_benefit_tag,
    display_preorder_benefit_tag: row.display_preorder_benefit_tag,
    display_original_price: pounds(row.display_original_price_pence),
    enabled_for_web: row.enabled_for_web === 1,
    display_upfront_cost: row.display_upfront_cost === 1,
  };
}

export async function insertProducts(db: Executor, products: readonly Product[]): Promise<void> {
  if (products.length === 0) return;
  await db.insertInto('product').values(products.map(productToRow)).execute();
}

export async function countProducts(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The product rows, in id order; `ids` narrows the list. */
export async function findProductRows(db: Executor, ids?: readonly number[]): Promise<ProductRow[]> {
  let query = db.selectFrom('product').selectAll().orderBy('id_product');
  if (ids) {
    if (ids.length === 0) return [];
    query = query.where('id_product', 'in', [...ids]);
  }
  return query.execute();
}

/**
 * The catalogue as the website reads it: every product (the site drops those not enabled for
 * web unless it names them), each with the ids of the live promotions naming it.
 */
export async function listProducts(
  db: Executor,
  livePromotions: readonly { id_promotion: number; products: number[] }[],
  ids?: readonly number[],
): Promise<Product[]> {
  return productsFromRows(await findProductRows(db, ids), livePromotions);
}

/** Stored product rows on the wire, each with the ids of the live promotions naming it. */
export function productsFromRows(
  rows: readonly ProductRow[],
  livePromotions: readonly { id_promotion: number; products: number[] }[],
): Product[] {
  return rows.map((row) =>
    rowToProduct(
      row,
      livePromotions
        .filter((promotion) => promotion.products.includes(row.id_product))
        .map((promotion) => promotion.id_promotion),
    ),
  );
}
