import { REGISTER_CHANNEL } from '@fibre/domain/constants';
import { normalisePromoCode } from '@fibre/domain/promotions';
import type { Promotion } from '@fibre/domain/schemas/promotion';
import type { Insertable } from 'kysely';
import { type Executor, parseJsonList, toFlag } from '../db/executor';
import type { PromotionRow, PromotionTable } from '../db/schema';

function promotionToRow(
  promotion: Promotion,
  registerChannel = REGISTER_CHANNEL,
): Insertable<PromotionTable> {
  return {
    id_promotion: promotion.id_promotion,
    code: promotion.code,
    code_upper: normalisePromoCode(promotion.code),
    promotion_type: promotion.promotion_type,
    promotion_value_x100: Math.round(promotion.promotion_value * 100),
    text_to_show: promotion.text_to_show,
    uprn_status: JSON.stringify(promotion.uprn_status),
    products: JSON.stringify(promotion.products),
    auto: toFlag(promotion.auto),
    valid: toFlag(promotion.valid),
    register_channel: registerChannel,
  };
}

function rowToPromotion(row: PromotionRow): Promotion {
  return {
    id_promotion: row.id_promotion,
    code: row.code,
    promotion_type: row.promotion_type,
    promotion_value: row.promotion_value_x100 / 100,
    text_to_show: row.text_to_show,
    uprn_status: parseJsonList<Promotion['uprn_status'][number]>(row.uprn_status),
    products: parseJsonList<number>(row.products),
    auto: row.auto === 1,
    valid: row.valid === 1,
  };
}

export async function insertPromotions(db: Executor, promotions: readonly Promotion[]): Promise<void> {
  if (promotions.length === 0) return;
  await db
    .insertInto('promotion')
    .values(promotions.map((promotion) => promotionToRow(promotion)))
    .execute();
}

/**
 * The live promotions of a channel (valid = 1), in id order. Withdrawn ones (OLDCODE) are
 * never offered to the website (decision 0057).
 */
export async function findLivePromotions(
  db: Executor,
  registerChannel = REGISTER_CHANNEL,
): Promise<Promotion[]> {
  const rows = await db
    .selectFrom('promotion')
    .selectAll()
    .where('valid', '=', 1)
    .where('register_channel', '=', registerChannel)
    .orderBy('id_promotion')
    .execute();
  return rows.map(rowToPromotion);
}

/** A live promotion by code in any letter case, or null. */
export async function findLivePromotionByCode(
  db: Executor,
  code: string,
  registerChannel = REGISTER_CHANNEL,
): Promise<Promotion | null> {
  const row = await db
    .selectFrom('promotion')
    .selectAll()
    .where('code_upper', '=', normalisePromoCode(code))
    .where('valid', '=', 1)
    .where('register_channel', '=', registerChannel)
    .executeTakeFirst();
  return row ? rowToPromotion(row) : null;
}

/** Promotions by id, live or not, in id order (the monthly payment ignores withdrawn ones itself). */
export async function findPromotionsByIds(db: Executor, ids: readonly number[]): Promise<Promotion[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('promotion')
    .selectAll()
    .where('id_promotion', 'in', [...ids])
    .orderBy('id_promotion')
    .execute();
  return rows.map(rowToPromotion);
}

/** Every promotion, live or not, in id order (the catalogue snapshot, decision 0610). */
export async function findAllPromotions(db: Executor): Promise<Promotion[]> {
  const rows = await db.selectFrom('promotion').selectAll().orderBy('id_promotion').execute();
  return rows.map(rowToPromotion);
}
