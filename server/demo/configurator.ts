import { and, eq, getTableColumns, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CfgModel } from '../areas/sales/index.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { Tx } from '../db/tx.ts';
import { bathroomRadiator } from './sales-data/configurator-bath.ts';
import { trenchConvector } from './sales-data/configurator-convector.ts';
import { panelRadiator } from './sales-data/configurator-panel.ts';
import { configuratorSteps } from './sales-data/configurator-steps.ts';

export const configuratorModels: readonly CfgModel[] = [panelRadiator, trenchConvector, bathroomRadiator];

/**
 * The configuration models and selection steps, upserted on every start (a changed model file
 * refreshes the rows; rows the files no longer name are removed). Small: a few hundred rows.
 */
export async function seedConfigurator(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const model of configuratorModels) await upsertModel(tx, model);
    const kombinationen = configuratorSteps.map((s) => s.kombination);
    await tx.delete(t.cfgStep).where(notInArray(t.cfgStep.kombination, kombinationen));
    for (const [i, step] of configuratorSteps.entries()) {
      const parent = step.kombination.includes('/') ? step.kombination.slice(0, step.kombination.lastIndexOf('/')) : '';
      const values = {
        kombination: step.kombination,
        parent,
        sparte: step.sparte,
        step: step.kombination.split('/').length,
        reihenfolge: i,
        merkmal: step.merkmal ?? null,
        merkmalvalue: step.merkmalvalue ?? null,
        kmat: step.kmat ?? null,
        pic: step.pic ?? null,
        isActive: true,
        texts: step.texts,
        descriptions: step.descriptions,
      };
      await tx
        .insert(t.cfgStep)
        .values(values)
        .onConflictDoUpdate({ target: t.cfgStep.kombination, set: excludedAll(t.cfgStep) });
    }
  });
}

async function upsertModel(tx: Tx, model: CfgModel): Promise<void> {
  const { kmat } = model;
  await tx
    .insert(t.cfgKmat)
    .values({
      kmat,
      sparte: model.sparte,
      texts: model.texts,
      variantPrefix: model.variantPrefix,
      textTemplate: model.textTemplate,
      plants: model.plants,
    })
    .onConflictDoUpdate({ target: t.cfgKmat.kmat, set: excludedAll(t.cfgKmat) });

  await tx.delete(t.cfgCharacteristic).where(
    and(
      eq(t.cfgCharacteristic.kmat, kmat),
      notInArray(
        t.cfgCharacteristic.key,
        model.characteristics.map((c) => c.key),
      ),
    ),
  );
  await tx.delete(t.cfgValue).where(eq(t.cfgValue.kmat, kmat));
  for (const [sort, c] of model.characteristics.entries()) {
    await tx
      .insert(t.cfgCharacteristic)
      .values({
        kmat,
        key: c.key,
        sort,
        valueType: c.valueType,
        valueLength: Math.max(...c.values.map((v) => v.value.length)),
        required: c.required,
        unit: c.unit ?? null,
        texts: c.texts,
        infoTexts: c.infoTexts,
      })
      .onConflictDoUpdate({
        target: [t.cfgCharacteristic.kmat, t.cfgCharacteristic.key],
        set: excludedAll(t.cfgCharacteristic),
      });
    await tx.insert(t.cfgValue).values(
      c.values.map((v, i) => ({
        kmat,
        characteristic: c.key,
        value: v.value,
        code: v.code,
        sort: i,
        texts: v.texts ?? numericTexts(v.value, c.unit),
      })),
    );
  }

  await tx.delete(t.cfgConstraint).where(eq(t.cfgConstraint.kmat, kmat));
  if (model.constraints.length) {
    await tx.insert(t.cfgConstraint).values(model.constraints.map((c) => ({ kmat, ...c })));
  }
  await tx.delete(t.cfgPriceRule).where(eq(t.cfgPriceRule.kmat, kmat));
  await tx.insert(t.cfgPriceRule).values(
    model.prices.map((p) => ({
      kmat,
      id: p.id,
      kind: p.kind,
      when: p.when,
      amount: p.amount,
      perUnit: p.perUnit ?? null,
      perCharacteristic: p.perCharacteristic ?? null,
      perDivisor: p.perDivisor ?? null,
      percent: p.percent ?? null,
      materialNumber: p.materialNumber ?? null,
      texts: p.texts,
    })),
  );
}

function numericTexts(value: string, unit: string | undefined) {
  const text = unit ? `${value} ${unit}` : value;
  return { de: text, en: text, cs: text, fr: text, it: text };
}

/** `{ column: excluded.column }` for every non-key column of a table. */
function excludedAll(table: PgTable): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string; primary: boolean }>;
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([, column]) => !column.primary)
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}
