import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { KpiKey } from '../../contract/kpi-indicators.ts';
import type { Db } from '../../server/db/open.ts';
import * as t from '../../server/db/schema.ts';
import type { ApiAnswer } from './portal-api.ts';

/** A client for the production API (`/portalapiproduction/api`): JSON, or a file as multipart field `file`. */
// biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
export type ProductionCall = <T = any>(
  method: string,
  path: string,
  body?: { file: { name: string; content: string | Uint8Array; type?: string } },
) => Promise<ApiAnswer<T> & { bytes: Uint8Array }>;

export function productionApiAs(origin: string, token: string): ProductionCall {
  return async (method, path, body) => {
    const headers = new Headers({ authorization: `Bearer ${token}` });
    let payload: FormData | undefined;
    if (body) {
      payload = new FormData();
      const { name, content, type = 'text/csv' } = body.file;
      payload.append('file', new Blob([content as BlobPart], { type }), name);
    }
    const response = await fetch(`${origin}/portalapiproduction/api${path}`, { method, headers, body: payload });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed as never, headers: response.headers, bytes };
  };
}

/** A KPI site of its own for a test run (names are unique, so earlier runs on PostgreSQL do not matter). */
export async function createTestKpiSite(
  db: Db,
  variant: 'hvac' | 'climate' = 'hvac',
  settings: Partial<Record<KpiKey, { target: number | null; warning: number | null }>> = {
    producedVolume: { target: 1000, warning: 900 },
    oee: { target: 80, warning: 75 },
    deliveryReliability: { target: 95, warning: 90 },
    accidents: { target: 0, warning: 1 },
    inventoryTurnoverRatio: { target: 8, warning: 6 },
  },
): Promise<string> {
  const name = `test-${randomBytes(4).toString('hex')}`;
  await db.insert(t.kpiSite).values({ name, description: `Testwerk ${name}`, country: 'DE', variant, sortOrder: 99 });
  await db.insert(t.kpiSiteIndicator).values(
    Object.entries(settings).map(([indicator, s], i) => ({
      site: name,
      indicator,
      sortOrder: i,
      targetWeek: s.target,
      warningWeek: s.warning,
      targetMonth: s.target,
      warningMonth: s.warning,
    })),
  );
  return name;
}

export async function deleteTestKpiSites(db: Db, names: string[]): Promise<void> {
  if (names.length) await db.delete(t.kpiSite).where(inArray(t.kpiSite.name, names));
}

/** An MES line of its own (site plattling) and removal of everything written for it. */
export async function createTestMesLine(db: Db): Promise<string> {
  const id = `TT-${randomBytes(3).toString('hex').toUpperCase()}`;
  const seq = 1000 + (randomBytes(3).readUIntBE(0, 3) % 1_000_000);
  await db.insert(t.mesLine).values({
    id,
    site: 'plattling',
    name: `Testlinie ${id}`,
    productGroup: 'test',
    shifts: 3,
    plannedPerShift: 100,
    seq,
  });
  return id;
}

export async function deleteTestMesLine(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const imports = new Set<string>();
    for (const table of [t.mesOutput, t.mesDowntime, t.mesScrap]) {
      const rows = await tx.delete(table).where(eq(table.line, id)).returning({ importId: table.importId });
      for (const r of rows) if (r.importId) imports.add(r.importId);
    }
    if (imports.size) await tx.delete(t.mesImport).where(inArray(t.mesImport.id, [...imports]));
    await tx.delete(t.mesLine).where(eq(t.mesLine.id, id));
  });
}
