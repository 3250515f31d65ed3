/**
 * The group's product lines as generators of demo materials (≈ 52,000 at full scale): each line
 * is the cross product of its dimensions (types, heights, lengths, finishes …), filtered by
 * `where`, with SQL expressions over the dimension columns for number, name, matchcode and list
 * price. Our own constant SQL, expanded by server/demo/sales-materials.ts.
 */

export interface MaterialLine {
  key: string;
  brand: 'kermi' | 'arbonia' | 'bekon' | 'pzpheating';
  productLine: string;
  group: string;
  type: 'FERT' | 'HAWA' | 'ERSA';
  companyCodes: readonly string[];
  unit: 'ST' | 'SET' | 'M';
  /** Dimension column → values. At small scale every third value is kept, plus `keep`. */
  dims: Record<string, readonly (string | number)[]>;
  /** Values always kept at small scale (the ones tests and examples name). */
  keep?: Record<string, readonly (string | number)[]>;
  where?: string;
  number: string;
  name: string;
  searchCode: string;
  price: string;
  /** Finish: the dimension column holding variant keys (joined as `f`), or null. */
  variant: 'v' | null;
  /** How often it sells, 0–10 (typical sizes and the standard finish sell most): order lines favour it. */
  popularity: string;
}

const lengths = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

const pad = (column: string, width: number, divisor = 1) =>
  `lpad(((${column})::int / ${divisor})::text, ${width}, '0')`;

/** Suffix of a name for a finish other than the standard one (`f` is the row's finish, joined by the seed). */
const finish = () => `(case when f.short <> '' then ' ' || f.short else '' end)`;
/** The finish's letter(s) in the material number. */
const finishCode = () => 'f.code';
/** Dimension values written `label|code`. */
const label = (column: string) => `split_part(${column}, '|', 1)`;
const code = (column: string) => `split_part(${column}, '|', 2)`;

const panelTypeFactor = `(case t when '10' then 1 when '11' then 1.3 when '12' then 1.6 when '20' then 1.7 when '21' then 2 when '22' then 2.3 when '30' then 2.6 else 3.3 end)`;

const panel = (series: 'Profil' | 'Plan' | 'Line', letter: string, factor: number, finishes: string[]) =>
  (['K', 'V'] as const).map(
    (connection): MaterialLine => ({
      key: `therm-x2-${series}-${connection}`.toLowerCase(),
      brand: 'kermi',
      productLine: `Therm X2 ${series}-${connection}`,
      group: 'PANEL',
      type: 'FERT',
      companyCodes: ['1000', '2000', '3000'],
      unit: 'ST',
      dims: {
        t: ['10', '11', '12', '20', '21', '22', '30', '33'],
        h: [200, 300, 400, 500, 600, 750, 900],
        l: lengths(400, 3000, 100),
        v: finishes,
      },
      keep: { t: ['22', '33'], h: [600], l: [1000, 1600], v: ['RAL9016'] },
      where: `(h <> 200 or t in ('20', '21', '22')) and (t <> '33' or l <= 2600) and (h <> 900 or l <= 2000) and (t <> '10' or h >= 300)`,
      number: `'F${letter}${connection}' || t || ${pad('h', 3, 10)} || ${pad('l', 3, 10)} || ${finishCode()}`,
      name: `'Therm X2 ${series}-${connection} ' || t || ' ' || h || '/' || l || ${finish()}`,
      searchCode: `'X2${letter}${connection}' || t || '-' || h || '-' || l`,
      price: `round((31 + ${panelTypeFactor} * h * l / 1e6 * 96) * ${factor}${connection === 'V' ? ' * 1.12' : ''}, 2)`,
      variant: 'v',
      popularity: `(t = '22')::int * 3 + (t in ('21', '33'))::int + (h = 600)::int * 3 + (h in (500, 900))::int + (l between 800 and 1600)::int + (l = 1000)::int * 2 + (v = 'RAL9016')::int * 2${series === 'Profil' ? ' + 2' : ''}`,
    }),
  );

export const materialLines: readonly MaterialLine[] = [
  ...panel('Profil', 'P', 1, ['RAL9016', 'RAL9010', 'RAL7016', 'RAL9005']),
  ...panel('Plan', 'E', 1.35, ['RAL9016', 'RAL7016', 'RAL9005', 'RAL9006']),
  ...panel('Line', 'L', 1.45, ['RAL9016', 'RAL7016', 'RAL9005', 'RAL9006']),
  ...(['Profil', 'Plan'] as const).map(
    (series): MaterialLine => ({
      key: `x-flair-${series.toLowerCase()}`,
      brand: 'kermi',
      productLine: `x-flair ${series}-V`,
      group: 'XFLAIR',
      type: 'FERT',
      companyCodes: ['1000', '2000', '3000'],
      unit: 'ST',
      dims: { t: ['22', '33'], h: [500, 600, 900], l: lengths(800, 2000, 200), v: ['RAL9016', 'RAL7016'] },
      number: `'XF${series[1]!.toUpperCase()}' || t || ${pad('h', 3, 10)} || ${pad('l', 3, 10)} || ${finishCode()}`,
      name: `'x-flair ${series}-V ' || t || ' ' || h || '/' || l || ${finish()}`,
      searchCode: `'XFL${series[1]!.toUpperCase()}' || t || '-' || h || '-' || l`,
      price: `round((420 + (case t when '22' then 2.3 else 3.3 end) * h * l / 1e6 * 180) * ${series === 'Plan' ? 1.3 : 1}, 2)`,
      variant: 'v',
      popularity: `(t = '22')::int * 2 + (h = 600)::int + (v = 'RAL9016')::int`,
    }),
  ),
  {
    key: 'verteo',
    brand: 'kermi',
    productLine: 'Verteo',
    group: 'VERTICAL',
    type: 'FERT',
    companyCodes: ['1000', '2000', '3000'],
    unit: 'ST',
    dims: {
      s: ['Profil|P', 'Plan|E', 'Line|L'],
      t: ['21', '22'],
      h: [1600, 1800, 2000, 2200],
      w: lengths(300, 1000, 100),
      v: ['RAL9016', 'RAL7016', 'RAL9005'],
    },
    number: `'VT' || ${code('s')} || t || ${pad('h', 3, 10)} || ${pad('w', 3, 10)} || ${finishCode()}`,
    name: `'Verteo ' || ${label('s')} || ' ' || t || ' ' || h || '/' || w || ${finish()}`,
    searchCode: `'VT' || ${code('s')} || t || '-' || h || '-' || w`,
    price: `round(190 + h * w / 1e6 * (case t when '21' then 2 else 2.3 end) * 160 * (case ${code('s')} when 'P' then 1 when 'E' then 1.3 else 1.4 end), 2)`,
    variant: 'v',
    popularity: `(s like 'Profil%')::int + (h = 1800)::int + (v = 'RAL9016')::int`,
  },
  {
    key: 'bath',
    brand: 'kermi',
    productLine: 'Badheizkörper',
    group: 'BATH',
    type: 'FERT',
    companyCodes: ['1000', '2000', '3000'],
    unit: 'ST',
    dims: {
      m: [
        'Credo-Half|CRH',
        'Credo-Uno|CRU',
        'Basic-50|B50',
        'Basic-Plus|BPL',
        'Diveo|DIV',
        'Pega|PEG',
        'Tabeo|TAB',
        'Ideos|IDE',
        'Geneo|GEN',
        'Casteo|CAS',
        'Elveo|ELV',
        'Icaro|ICA',
      ],
      o: ['WW', 'E', 'M'],
      h: [800, 1100, 1200, 1400, 1500, 1700, 1800],
      w: [450, 500, 600, 750, 900],
      v: ['RAL9016', 'CHROME', 'RAL9005', 'STAINLESS'],
    },
    keep: { m: ['Credo-Half|CRH', 'Pega|PEG'], o: ['WW'], h: [1500], w: [600] },
    number: `'B' || ${code('m')} || left(o, 1) || ${pad('h', 3, 10)} || ${pad('w', 3, 10)} || ${finishCode()}`,
    name: `${label('m')} || (case o when 'E' then '-E' else '' end) || ' ' || h || '/' || w || (case o when 'M' then ' Mischbetrieb' else '' end) || ${finish()}`,
    searchCode: `'BAD' || ${code('m')} || '-' || h || '-' || w`,
    price: `round((160 + h * w / 1e6 * 420) * (case v when 'CHROME' then 1.45 when 'STAINLESS' then 1.3 when 'RAL9005' then 1.2 else 1 end) + (case o when 'WW' then 0 when 'E' then 185 else 210 end), 2)`,
    variant: 'v',
    popularity: `(o = 'WW')::int * 2 + (v = 'RAL9016')::int * 2 + (w = 600)::int + (m like 'Credo%')::int * 2`,
  },
  {
    key: 'katherm',
    brand: 'kermi',
    productLine: 'Katherm',
    group: 'TRENCH',
    type: 'FERT',
    companyCodes: ['1000', '2000', '3000'],
    unit: 'ST',
    dims: { m: ['NK', 'QK', 'HK', 'QX'], w: [182, 262, 340], h: [90, 110, 140], l: lengths(1000, 5000, 250) },
    number: `'KT' || m || lpad(w::text, 3, '0') || lpad(h::text, 3, '0') || ${pad('l', 3, 10)}`,
    name: `'Katherm ' || m || ' ' || w || '/' || h || '/' || l`,
    searchCode: `'KAT' || m || '-' || w || '-' || l`,
    price: `round((case m when 'NK' then 180 when 'QK' then 520 when 'HK' then 690 else 610 end) + l / 1000.0 * w * h / 1000.0 * 9.5, 2)`,
    variant: null,
    popularity: `(m = 'NK')::int * 2 + (w = 262)::int`,
  },
  {
    key: 'grille',
    brand: 'kermi',
    productLine: 'Katherm Rost',
    group: 'GRILLE',
    type: 'FERT',
    companyCodes: ['1000', '2000', '3000'],
    unit: 'ST',
    dims: {
      g: ['Rollrost', 'Linearrost'],
      v: ['ALU_NAT', 'ALU_BLACK', 'ALU_BRONZE', 'STEEL', 'OAK'],
      w: [182, 262, 340],
      l: lengths(1000, 5000, 250),
    },
    where: `(g = 'Rollrost' or v <> 'OAK')`,
    number: `'RR' || left(g, 1) || ${finishCode()} || lpad(w::text, 3, '0') || ${pad('l', 3, 10)}`,
    name: `g || ' ' || f.short || ' ' || w || '/' || l`,
    searchCode: `'ROST' || left(g, 1) || '-' || w || '-' || l`,
    price: `round(l / 1000.0 * w / 100.0 * (case v when 'STEEL' then 58 when 'OAK' then 64 when 'ALU_NAT' then 31 else 36 end), 2)`,
    variant: 'v',
    popularity: `(v = 'ALU_NAT')::int * 2`,
  },
  ...(
    [
      [
        'kermi',
        'Kermi',
        ['1000', '2000', '3000'],
        [
          'Pasa XP|PXP',
          'Liga|LIG',
          'Cada XS|CXS',
          'Nica|NIC',
          'Diga|DIG',
          'Filia XP|FXP',
          'Osia|OSI',
          'Atea|ATE',
          'Raya|RAY',
          'Ibiza 2000|IBZ',
          'Walk-In XB|WXB',
          'Walk-In XC|WXC',
        ],
      ],
      [
        'bekon',
        'Koralle',
        ['3000'],
        [
          'Koralle S500|S50',
          'Koralle S700|S70',
          'Koralle T200|T20',
          'Koralle T700|T70',
          'Koralle Myline|MYL',
          'Koralle Relax|REL',
        ],
      ],
    ] as const
  ).map(
    ([brand, brandName, companyCodes, series]): MaterialLine => ({
      key: `shower-${brand}`,
      brand,
      productLine: `${brandName} Duschabtrennungen`,
      group: 'SHOWER',
      type: 'FERT',
      companyCodes,
      unit: 'ST',
      dims: {
        s: series,
        m: ['EL', 'ER', '1WR', '1WL', '2GL', '2GR', 'TWD', 'WT'],
        w: [750, 800, 900, 1000, 1100, 1200, 1400, 1600],
        h: [1850, 2000],
        v: ['CLEAR_SILVER', 'SATIN_SILVER', 'CLEAR_BLACK', 'CLEAR_WHITE'],
      },
      keep: { s: [series[0]], m: ['2GL'], w: [1200], h: [2000], v: ['CLEAR_SILVER'] },
      where: `(m <> 'WT' or s like 'Walk-In%' or s like 'Koralle%') and (s not like 'Walk-In%' or m in ('WT', 'TWD'))`,
      number: `'${brand === 'bekon' ? 'K' : 'D'}' || ${code('s')} || m || ${pad('w', 3, 10)} || ${pad('h', 3, 10)} || ${finishCode()}`,
      name: `${label('s')} || ' ' || m || ' ' || w || '/' || h || ${finish()}`,
      searchCode: `'DU' || ${code('s')} || '-' || m || '-' || w`,
      price: `round((case m when 'TWD' then 290 when 'WT' then 540 else 610 end) + w * h / 1e6 * 210 + (case v when 'CLEAR_BLACK' then 120 else 0 end), 2)`,
      variant: 'v',
      popularity: `(m in ('2GL', 'EL'))::int * 2 + (w in (900, 1200))::int + (v = 'CLEAR_SILVER')::int * 2`,
    }),
  ),
  {
    key: 'arbonia-column',
    brand: 'arbonia',
    productLine: 'Arbonia Röhrenradiator',
    group: 'COLUMN',
    type: 'FERT',
    companyCodes: ['3000', '1000'],
    unit: 'ST',
    dims: {
      c: [2, 3, 4, 5, 6],
      h: [190, 260, 300, 350, 400, 500, 570, 600, 750, 900, 1000, 1200, 1500, 1800, 2000, 2500, 3000],
      n: lengths(4, 40, 2),
      v: ['RAL9016', 'RAL9010', 'RAL7016'],
    },
    number: `'A' || c || ${pad('h', 3, 10)} || lpad(n::text, 2, '0') || ${finishCode()}`,
    name: `'Arbonia ' || c || ${pad('h', 3, 10)} || ' / ' || n || ' Glieder' || ${finish()}`,
    searchCode: `'ARB' || c || ${pad('h', 3, 10)} || '-' || n`,
    price: `round(45 + c * h * n / 1000.0 * 0.62, 2)`,
    variant: 'v',
    popularity: `(c = 3)::int + (h in (500, 600))::int + (v = 'RAL9016')::int`,
  },
  {
    key: 'pzp-heatpump',
    brand: 'pzpheating',
    productLine: 'PZP Wärmepumpen',
    group: 'HEATPUMP',
    type: 'FERT',
    companyCodes: ['2000', '1000'],
    unit: 'ST',
    dims: {
      m: ['AWX ECONOMIC', 'AWX Split', 'AWX Power', 'GWP Sole'],
      k: [6, 8, 10, 12, 14, 16, 20, 25],
      p: ['1', '3'],
    },
    where: `(p = '3' or k <= 12)`,
    number: `'PZ' || upper(left(replace(m, ' ', ''), 5)) || lpad(k::text, 2, '0') || p`,
    name: `'PZP ' || m || ' ' || k || ' kW ' || (case p when '1' then '1~230 V' else '3~400 V' end)`,
    searchCode: `'WP' || upper(left(replace(m, ' ', ''), 4)) || '-' || k`,
    price: `round(4200 + k * 410 + (case m when 'GWP Sole' then 2900 when 'AWX Power' then 1200 else 0 end), 2)`,
    variant: null,
    popularity: `(k between 8 and 12)::int * 2`,
  },
  {
    key: 'storage',
    brand: 'kermi',
    productLine: 'Speicher',
    group: 'STORAGE',
    type: 'HAWA',
    companyCodes: ['1000', '2000', '3000'],
    unit: 'ST',
    dims: { m: ['x-change dynamic', 'x-buffer', 'PZP NAD', 'PZP OKC'], s: [200, 300, 400, 500, 750, 1000] },
    number: `'SP' || upper(left(replace(replace(m, ' ', ''), '-', ''), 5)) || lpad(s::text, 4, '0')`,
    name: `m || ' ' || s || ' l'`,
    searchCode: `'SPEI' || upper(left(replace(m, ' ', ''), 4)) || '-' || s`,
    price: `round(690 + s * 2.1, 2)`,
    variant: null,
    popularity: '1',
  },
  {
    key: 'x-net',
    brand: 'kermi',
    productLine: 'x-net',
    group: 'UFH',
    type: 'HAWA',
    companyCodes: ['1000', '2000', '3000'],
    unit: 'ST',
    dims: {
      m: ['Heizkreisverteiler Edelstahl|HVE', 'Heizkreisverteiler Kunststoff|HVK', 'Regelverteiler C15|RVC'],
      k: lengths(2, 12, 1),
    },
    number: `'XN' || ${code('m')} || lpad(k::text, 2, '0')`,
    name: `'x-net ' || ${label('m')} || ' ' || k || ' Kreise'`,
    searchCode: `'XNET' || ${code('m')} || '-' || k`,
    price: `round(95 + k * 38, 2)`,
    variant: null,
    popularity: `(k between 4 and 8)::int`,
  },
  {
    key: 'spare',
    brand: 'kermi',
    productLine: 'Ersatzteile',
    group: 'SPARE',
    type: 'ERSA',
    companyCodes: ['1000', '2000', '3000'],
    unit: 'ST',
    dims: {
      p: [
        'Ventileinsatz',
        'Wandkonsole',
        'Blindstopfen',
        'Entlüftungsstopfen',
        'Seitenabdeckung',
        'Abdeckgitter',
        'Bohrkonsole',
        'Standkonsole',
        'Thermostatkopf',
        'Anschlussgarnitur',
        'Heizstab',
        'Distanzhalter',
      ],
      h: [200, 300, 400, 500, 600, 750, 900],
      v: ['RAL9016', 'RAL7016', 'CHROME'],
    },
    keep: { p: ['Wandkonsole', 'Bohrkonsole', 'Standkonsole', 'Thermostatkopf', 'Heizstab'], h: [600], v: ['RAL9016'] },
    number: `'E' || upper(left(replace(p, 'ü', 'ue'), 5)) || ${pad('h', 3, 10)} || ${finishCode()}`,
    name: `p || ' für Bauhöhe ' || h || ${finish()}`,
    searchCode: `'ET' || upper(left(p, 4)) || '-' || h`,
    price: `round(6.5 + length(p) * 1.7 + h / 100.0, 2)`,
    variant: 'v',
    popularity: `(v = 'RAL9016')::int`,
  },
];
