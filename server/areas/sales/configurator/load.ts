/**
 * Reads a configuration model from the cfg_* tables. Models change only when the seed refreshes
 * them at start-up, so each process keeps what it read for a minute (every API process on one
 * PostgreSQL sees a change within that minute).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/open.ts';
import * as t from '../../../db/schema.ts';
import type { CfgModel } from './model.ts';

const cacheMs = 60_000;
const cache = new Map<string, { model: CfgModel | null; at: number }>();

export async function loadModel(db: Db, kmat: string): Promise<CfgModel | null> {
  const hit = cache.get(kmat);
  if (hit && Date.now() - hit.at < cacheMs) return hit.model;
  const model = await readModel(db, kmat);
  cache.set(kmat, { model, at: Date.now() });
  return model;
}

async function readModel(db: Db, kmat: string): Promise<CfgModel | null> {
  const [head] = await db.select().from(t.cfgKmat).where(eq(t.cfgKmat.kmat, kmat));
  if (!head) return null;
  const [characteristics, values, constraints, prices] = await Promise.all([
    db
      .select()
      .from(t.cfgCharacteristic)
      .where(eq(t.cfgCharacteristic.kmat, kmat))
      .orderBy(asc(t.cfgCharacteristic.sort)),
    db.select().from(t.cfgValue).where(eq(t.cfgValue.kmat, kmat)).orderBy(asc(t.cfgValue.sort)),
    db.select().from(t.cfgConstraint).where(eq(t.cfgConstraint.kmat, kmat)).orderBy(asc(t.cfgConstraint.id)),
    db.select().from(t.cfgPriceRule).where(eq(t.cfgPriceRule.kmat, kmat)).orderBy(asc(t.cfgPriceRule.id)),
  ]);
  return {
    kmat,
    sparte: head.sparte,
    texts: head.texts,
    variantPrefix: head.variantPrefix,
    textTemplate: head.textTemplate,
    plants: head.plants,
    characteristics: characteristics.map((c) => ({
      key: c.key,
      valueType: c.valueType as 'CHAR' | 'NUM',
      unit: c.unit ?? undefined,
      required: c.required,
      texts: c.texts,
      infoTexts: c.infoTexts,
      values: values
        .filter((v) => v.characteristic === c.key)
        .map((v) => ({ value: v.value, code: v.code, texts: v.texts })),
    })),
    constraints: constraints.map((c) => ({ id: c.id, when: c.when, restriction: c.restriction, texts: c.texts })),
    prices: prices.map((p) => ({
      id: p.id,
      kind: p.kind as 'base' | 'surcharge' | 'item',
      when: p.when,
      amount: p.amount,
      perUnit: p.perUnit ?? undefined,
      perCharacteristic: p.perCharacteristic ?? undefined,
      perDivisor: p.perDivisor ?? undefined,
      percent: p.percent ?? undefined,
      materialNumber: p.materialNumber ?? undefined,
      texts: p.texts,
    })),
  };
}
