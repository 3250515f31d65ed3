/**
 * The guided selection before the characteristics (cfg_step): product groups, the choices under a
 * path, the KMat a path leads to and the values it fixes on the way.
 */
import { asc, eq } from 'drizzle-orm';
import type { KmatInfo, StepDataRow } from '../../../../contract/configurator.ts';
import type { Locale } from '../../../../contract/locales.ts';
import type { Db } from '../../../db/open.ts';
import * as t from '../../../db/schema.ts';
import { invalid } from '../../../http/errors.ts';
import { loadModel } from './load.ts';

type StepRow = typeof t.cfgStep.$inferSelect;

export async function allSteps(db: Db): Promise<StepRow[]> {
  return db.select().from(t.cfgStep).where(eq(t.cfgStep.isActive, true)).orderBy(asc(t.cfgStep.reihenfolge));
}

export async function toStepData(db: Db, rows: StepRow[], all: StepRow[], language: Locale): Promise<StepDataRow[]> {
  const result: StepDataRow[] = [];
  for (const row of rows) {
    const root = all.find((s) => s.kombination === row.sparte);
    const model = row.kmat ? await loadModel(db, row.kmat) : null;
    const characteristic = model?.characteristics.find((c) => c.key === row.merkmal);
    result.push({
      sparte: row.sparte,
      spartenName: root?.texts[language] ?? row.sparte,
      text: row.texts[language],
      description: row.descriptions[language],
      pic: row.pic,
      reihenfolge: row.reihenfolge,
      unterkategorie: all.some((s) => s.parent === row.kombination),
      kombination: row.kombination,
      spartenzuordnung: row.kmat,
      language,
      step: row.step,
      merkmal: row.merkmal,
      merkmalvalue: row.merkmalvalue,
      merkmalsbezeichnung: characteristic?.texts[language] ?? null,
      pathBase: row.parent,
      isActive: row.isActive,
    });
  }
  return result;
}

/** The KMat a path leads to and the characteristic values fixed along it; a 400 for an unfinished path. */
export async function kmatOf(db: Db, kombination: string | undefined, language: Locale): Promise<KmatInfo> {
  if (!kombination) throw invalid('kombination', 'required', 'names the chosen path, e.g. HK/PROFIL/V');
  const all = await allSteps(db);
  const leaf = all.find((s) => s.kombination === kombination);
  if (!leaf) throw invalid('kombination', 'unknown', `${kombination} is not a product selection`);
  if (!leaf.kmat) throw invalid('kombination', 'unfinished', `${kombination} needs a further choice`);
  const presets: KmatInfo['presets'] = [];
  for (let path = kombination; path; path = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '') {
    const step = all.find((s) => s.kombination === path);
    if (step?.merkmal && step.merkmalvalue) presets.unshift({ key: step.merkmal, value: step.merkmalvalue });
  }
  const model = await loadModel(db, leaf.kmat);
  if (!model) throw invalid('kombination', 'unknown', `${kombination} leads to no product`);
  return { kmat: model.kmat, text: model.texts[language], sparte: model.sparte, plants: model.plants, presets };
}
