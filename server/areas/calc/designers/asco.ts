/**
 * Asco Designer: a ceiling cover system laid out over a room — full panels centred with equal cut
 * edge strips (never narrower than the data's fraction of a module, else one module fewer),
 * panels touched by cut-outs (lights, vents, sprinklers, access hatches), joint and profile
 * lengths, hangers, and the bill of items. Units: mm.
 */
import type { AscoCell, AscoDesign, AscoDesignInput, AscoTemplate, BillItem } from '../../../../contract/designers.ts';
import type { Locale } from '../../../../contract/locales.ts';
import { type BuildingIssue, BuildingTexts, round, throwIfBuildingIssues } from '../building-calc/texts.ts';
import { type DesignersData, designersData } from './data.ts';

export function ascoTemplate(locale?: Locale, data: DesignersData = designersData()): AscoTemplate {
  const texts = new BuildingTexts(locale, 'designer');
  const a = data.asco;
  return {
    locale: texts.locale,
    dataVersion: data.version,
    panels: a.panels,
    jointsMm: a.jointsMm,
    cutoutKinds: a.cutoutKinds.map((k) => ({ id: k.id, label: texts.t(`asco.cutouts.${k.id}`) })),
    roomMm: a.roomMm,
  };
}

/**
 * Widths along one side of the room: [edge, module × n, edge] with joints between panels and at
 * the walls' edge profiles; both edges equal and at least `minEdge` (else one module fewer).
 */
export function axisLayout(room: number, module: number, joint: number, minEdge: number): number[] {
  for (let n = Math.floor((room + joint) / (module + joint)); n >= 0; n--) {
    const edge = (room - n * module - (n + 1) * joint) / 2;
    if (edge < -1e-9) continue;
    if (edge < 0.5)
      return Array(n)
        .fill(module)
        .concat(n === 0 ? [room] : []);
    if (edge >= minEdge - 1e-9 || n === 0) return [edge, ...Array(n).fill(module), edge].map((w) => round(w, 3));
  }
  return [room];
}

function validate(input: AscoDesignInput, data: DesignersData): BuildingIssue[] {
  const a = data.asco;
  const issues: BuildingIssue[] = [];
  if (!a.panels.some((p) => p.id === input.panel))
    issues.push({ field: 'panel', rule: 'unknownOption', values: { value: input.panel } });
  if (!a.jointsMm.includes(input.jointMm))
    issues.push({ field: 'jointMm', rule: 'unknownOption', values: { value: input.jointMm } });
  for (const field of ['roomLengthMm', 'roomWidthMm'] as const) {
    if (input[field] < a.roomMm.min || input[field] > a.roomMm.max) {
      issues.push({ field, rule: 'range', values: { min: a.roomMm.min, max: a.roomMm.max } });
    }
  }
  input.cutouts.forEach((c, i) => {
    if (c.xMm + c.widthMm > input.roomLengthMm) issues.push({ field: `cutouts.${i}.xMm`, rule: 'cutoutOutside' });
    else if (c.yMm + c.heightMm > input.roomWidthMm) issues.push({ field: `cutouts.${i}.yMm`, rule: 'cutoutOutside' });
    const overlap = input.cutouts.findIndex(
      (o, k) =>
        k < i &&
        c.xMm < o.xMm + o.widthMm &&
        o.xMm < c.xMm + c.widthMm &&
        c.yMm < o.yMm + o.heightMm &&
        o.yMm < c.yMm + c.heightMm,
    );
    if (overlap >= 0)
      issues.push({ field: `cutouts.${i}.xMm`, rule: 'cutoutsOverlap', values: { other: overlap + 1 } });
  });
  return issues;
}

export function designAsco(
  input: AscoDesignInput,
  options: { locale?: Locale } = {},
  data = designersData(),
): AscoDesign {
  const texts = new BuildingTexts(options.locale, 'designer');
  throwIfBuildingIssues(validate(input, data));
  const a = data.asco;
  const panel = a.panels.find((p) => p.id === input.panel)!;
  const [alongX, alongY] =
    input.orientation === 'length' ? [panel.lengthMm, panel.widthMm] : [panel.widthMm, panel.lengthMm];
  const j = input.jointMm;
  const columnsMm = axisLayout(input.roomLengthMm, alongX, j, alongX * a.minEdgeFraction);
  const rowsMm = axisLayout(input.roomWidthMm, alongY, j, alongY * a.minEdgeFraction);
  const edgeX = (input.roomLengthMm - columnsMm.reduce((s, w) => s + w, 0) - (columnsMm.length - 1) * j) / 2;
  const edgeY = (input.roomWidthMm - rowsMm.reduce((s, w) => s + w, 0) - (rowsMm.length - 1) * j) / 2;
  const cells: AscoCell[] = [];
  let y = edgeY;
  for (const h of rowsMm) {
    let x = edgeX;
    for (const w of columnsMm) {
      const touched = input.cutouts.some(
        (c) => c.xMm < x + w && x < c.xMm + c.widthMm && c.yMm < y + h && y < c.yMm + c.heightMm,
      );
      const full = Math.abs(w - alongX) < 0.01 && Math.abs(h - alongY) < 0.01;
      cells.push({
        xMm: round(x, 3),
        yMm: round(y, 3),
        widthMm: w,
        heightMm: h,
        kind: touched ? 'cutout' : full ? 'full' : 'cut',
      });
      x += w + j;
    }
    y += h + j;
  }
  const count = (kind: AscoCell['kind']) => cells.filter((c) => c.kind === kind).length;
  // Main profiles run along the length between the rows, cross profiles between the columns.
  const mainM = ((rowsMm.length - 1) * input.roomLengthMm) / 1000;
  const crossM = ((columnsMm.length - 1) * input.roomWidthMm) / 1000;
  const perimeterM = (2 * (input.roomLengthMm + input.roomWidthMm)) / 1000;
  const areaM2 = (input.roomLengthMm * input.roomWidthMm) / 1e6;
  const hangers = Math.ceil(areaM2 / a.hangerAreaM2);
  const piece = texts.t('units.piece');
  const bill: BillItem[] = [
    { key: 'fullPanels', label: panel.name, articleId: panel.id, quantity: count('full'), unit: piece },
    {
      key: 'cutPanels',
      label: texts.t('asco.bill.cutPanels', { panel: panel.name }),
      articleId: a.articles.cutPanel,
      quantity: count('cut'),
      unit: piece,
    },
    {
      key: 'cutoutPanels',
      label: texts.t('asco.bill.cutoutPanels', { panel: panel.name }),
      articleId: a.articles.cutPanel,
      quantity: count('cutout'),
      unit: piece,
    },
    ...a.cutoutKinds
      .map((k) => ({
        key: `frame.${k.id}`,
        label: texts.t('asco.bill.frame', { kind: texts.t(`asco.cutouts.${k.id}`) }),
        articleId: k.frameArticle,
        quantity: input.cutouts.filter((c) => c.kind === k.id).length,
        unit: piece,
      }))
      .filter((item) => item.quantity > 0),
    {
      key: 'mainProfile',
      label: texts.t('asco.bill.mainProfile'),
      articleId: a.articles.mainProfile,
      quantity: round(mainM, 2),
      unit: 'm',
    },
    {
      key: 'crossProfile',
      label: texts.t('asco.bill.crossProfile'),
      articleId: a.articles.crossProfile,
      quantity: round(crossM, 2),
      unit: 'm',
    },
    {
      key: 'edgeProfile',
      label: texts.t('asco.bill.edgeProfile'),
      articleId: a.articles.edgeProfile,
      quantity: round(perimeterM, 2),
      unit: 'm',
    },
    {
      key: 'hangers',
      label: texts.t('asco.bill.hangers'),
      articleId: a.articles.hanger,
      quantity: hangers,
      unit: piece,
    },
  ].filter((item) => item.quantity > 0);
  return {
    locale: texts.locale,
    title: texts.t('asco.title'),
    dataVersion: data.version,
    input,
    panelName: panel.name,
    drawing: {
      roomLengthMm: input.roomLengthMm,
      roomWidthMm: input.roomWidthMm,
      jointMm: j,
      columnsMm,
      rowsMm,
      cells,
      cutouts: input.cutouts,
    },
    values: [
      texts.named('ceilingArea', 'A', areaM2, 'm²'),
      texts.named('columns', 'n_x', columnsMm.length, ''),
      texts.named('rows', 'n_y', rowsMm.length, ''),
      texts.named('edgeStripX', 'e_x', columnsMm.length > 1 && columnsMm[0] !== alongX ? columnsMm[0]! : 0, 'mm'),
      texts.named('edgeStripY', 'e_y', rowsMm.length > 1 && rowsMm[0] !== alongY ? rowsMm[0]! : 0, 'mm'),
      texts.named('fullPanels', 'n_voll', count('full'), ''),
      texts.named('cutPanels', 'n_Zuschnitt', count('cut'), ''),
      texts.named('cutoutPanels', 'n_Ausschnitt', count('cutout'), ''),
      texts.named('jointLength', 'L_Fuge', mainM + crossM, 'm'),
      texts.named('perimeter', 'U', perimeterM, 'm'),
    ],
    bill,
    warnings: [texts.message('illustrative', { version: data.version })],
  };
}
