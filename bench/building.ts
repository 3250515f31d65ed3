/**
 * Building energy and the selection tools: server time of one answer, measured sequentially
 * (median of several calls after a warm-up) on the running bench server. These endpoints are
 * public, so no sign-in is needed. Budget: an answer the building calculator recomputes while
 * the user types should stay well under the 300 ms the app waits after the last keystroke
 * (apps/shared/calc/use-computed.ts); documents may take longer.
 */
import { median, ms, type Row, type Section, verdict } from './report.ts';
import { asVisitor } from './visitors.ts';

const interactiveBudgetMs = 100;
const documentBudgetMs = 3000;
const calls = 15;

/** A house of `count` rooms, each with wall, window and floor: the room editor's usual shape. */
function house(count: number) {
  return {
    method: 'room',
    mode: 'renovation',
    postcode: '10115',
    ageClass: '1958-1968',
    thermalBridge: 0.1,
    rooms: Array.from({ length: count }, (_, i) => ({
      name: `Raum ${i + 1}`,
      type: i % 5 === 4 ? 'bath' : 'living',
      area: 12 + (i % 4) * 4,
      height: 2.5,
      components: [
        { name: 'Außenwand', kind: 'wallSolid', area: 10 + (i % 3) * 2 },
        { name: 'Fenster', kind: 'windowWoodDouble', area: 2.5 },
        { name: 'Kellerdecke', kind: 'cellarCeilingSolid', area: 12 + (i % 4) * 4 },
      ],
    })),
  };
}

const comparison = {
  heatDemand: { source: 'heatLoad', heatLoadKW: 10, hotWaterKWh: 2500 },
  heatPump: { investment: 32_000 },
};

async function timed(origin: string, path: string, body: unknown): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${origin}/portal/api${path}?lang=de`, {
    method: 'POST',
    headers: asVisitor({ 'content-type': 'application/json' }),
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return performance.now() - start;
}

async function medianOf(origin: string, path: string, body: unknown, n = calls): Promise<number | null> {
  await timed(origin, path, body);
  const times: number[] = [];
  for (let i = 0; i < n; i++) times.push(await timed(origin, path, body));
  return median(times);
}

function row(figure: string, value: number | null, budgetMs: number): Row {
  return {
    figure,
    value: ms(value),
    budget: `≤ ${budgetMs} ms`,
    verdict: verdict(value === null ? null : value <= budgetMs),
  };
}

export async function benchBuilding(origin: string): Promise<Section> {
  const selection = await fetch(`${origin}/portal/api/ControlValve/GetTemplate?lang=de`, { headers: asVisitor() });
  const valve = selection.ok
    ? Object.fromEntries(
        ((await selection.json()) as { fields: { name: string; default: unknown }[] }).fields.map((f) => [
          f.name,
          f.default,
        ]),
      )
    : undefined;
  const rows: Row[] = [
    row(
      'BuildingCalc/calc, 3 rooms (median of 15)',
      await medianOf(origin, '/BuildingCalc/calc', house(3)),
      interactiveBudgetMs,
    ),
    row('BuildingCalc/calc, 40 rooms', await medianOf(origin, '/BuildingCalc/calc', house(40)), interactiveBudgetMs),
    row('BuildingCalcV2, 20 years', await medianOf(origin, '/BuildingCalcV2', comparison), interactiveBudgetMs),
    row(
      'BuildingCalc/GeneratePDF, 3 rooms + comparison',
      await medianOf(origin, '/BuildingCalc/GeneratePDF', { heatLoad: house(3), comparison }, 5),
      documentBudgetMs,
    ),
    row(
      'BuildingCalc/GenerateXLSX, 3 rooms + comparison',
      await medianOf(origin, '/BuildingCalc/GenerateXLSX', { heatLoad: house(3), comparison }, 5),
      documentBudgetMs,
    ),
  ];
  if (valve)
    rows.push(
      row(
        'ControlValve/calc (template defaults)',
        await medianOf(origin, '/ControlValve/calc', valve),
        interactiveBudgetMs,
      ),
    );
  return { title: 'Building energy and selection tools (server time of one answer, sequential)', rows };
}
