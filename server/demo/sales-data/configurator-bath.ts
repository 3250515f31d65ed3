/**
 * Configurable bathroom radiator (KMAT-BAD): model, height, width, finish, operation mode and
 * heating element. Each model has its own sizes; electric operation needs a heating element.
 */
import { type CfgModel, type CfgPriceRuleDef, listedValues, same, texts } from '../../areas/sales/index.ts';

const sizes = {
  CREDO_HALF: { name: 'Credo-Half', factor: 1, heights: [1100, 1500, 1800], widths: [450, 600, 750] },
  PEGA: { name: 'Pega', factor: 1.25, heights: [800, 1200, 1800], widths: [600] },
  DIVEO: { name: 'Diveo', factor: 1.4, heights: [1400, 1800], widths: [500, 600, 750] },
  BASIC50: { name: 'Basic-50', factor: 0.8, heights: [800, 1100, 1500, 1800], widths: [450, 500, 600, 750] },
} as const;
const allHeights = [800, 1100, 1200, 1400, 1500, 1800];
const allWidths = [450, 500, 600, 750];

const basePrices: CfgPriceRuleDef[] = Object.entries(sizes).flatMap(([model, size]) =>
  size.heights.map((height) => ({
    id: `BASE-${model}-${height}`,
    kind: 'base' as const,
    when: { MODELL: [model], BAUHOEHE: [String(height)] },
    amount: Math.round(120 + height * 0.05),
    perUnit: Math.round((height / 1000) * size.factor * 300 * 100) / 100,
    perCharacteristic: 'BAUBREITE',
    perDivisor: 1000,
    texts: texts(
      `Badheizkörper ${size.name}, Bauhöhe ${height} mm`,
      `Bathroom radiator ${size.name}, height ${height} mm`,
      `Koupelnové těleso ${size.name}, výška ${height} mm`,
      `Sèche-serviettes ${size.name}, hauteur ${height} mm`,
      `Scaldasalviette ${size.name}, altezza ${height} mm`,
    ),
  })),
);

const sizeRule = (model: keyof typeof sizes, characteristic: 'BAUHOEHE' | 'BAUBREITE') => {
  const list = characteristic === 'BAUHOEHE' ? sizes[model].heights : sizes[model].widths;
  const mm = list.join(', ');
  const name = sizes[model].name;
  return {
    id: `${model}-${characteristic}`,
    when: { MODELL: [model] },
    restriction: { characteristic, allowed: list.map(String) },
    texts:
      characteristic === 'BAUHOEHE'
        ? texts(
            `${name} gibt es in den Bauhöhen ${mm} mm.`,
            `${name} comes in heights of ${mm} mm.`,
            `${name} se vyrábí ve výškách ${mm} mm.`,
            `${name} existe en hauteurs ${mm} mm.`,
            `${name} esiste nelle altezze ${mm} mm.`,
          )
        : texts(
            `${name} gibt es in den Breiten ${mm} mm.`,
            `${name} comes in widths of ${mm} mm.`,
            `${name} se vyrábí v šířkách ${mm} mm.`,
            `${name} existe en largeurs ${mm} mm.`,
            `${name} esiste nelle larghezze ${mm} mm.`,
          ),
  };
};

const element = (watts: string, amount: number) => ({
  id: `HEIZSTAB-${watts}`,
  kind: 'item' as const,
  when: { HEIZSTAB: [watts] },
  amount,
  materialNumber: 'EHEIZS060W',
  texts: texts(
    `Heizstab ${watts} W mit Regler`,
    `Heating element ${watts} W with controller`,
    `Topná tyč ${watts} W s regulátorem`,
    `Résistance ${watts} W avec régulateur`,
    `Resistenza ${watts} W con regolatore`,
  ),
});

export const bathroomRadiator: CfgModel = {
  kmat: 'KMAT-BAD',
  sparte: 'BH',
  texts: texts(
    'Badheizkörper (konfigurierbar)',
    'Bathroom radiator (configurable)',
    'Koupelnové otopné těleso (konfigurovatelné)',
    'Sèche-serviettes (configurable)',
    'Scaldasalviette (configurabile)',
  ),
  variantPrefix: 'B',
  textTemplate: '{MODELL:text} {BAUHOEHE}/{BAUBREITE} {FARBE:text} {BETRIEB:text}',
  plants: ['1000'],
  characteristics: [
    {
      key: 'MODELL',
      valueType: 'CHAR',
      required: true,
      texts: texts('Modell', 'Model', 'Model', 'Modèle', 'Modello'),
      infoTexts: texts(
        'Credo-Half mit halbrunden Rohren, Pega mit flachen Paneelen, Diveo mit offener Seite, Basic-50 als günstiger Klassiker.',
        'Credo-Half with half-round tubes, Pega with flat panels, Diveo with an open side, Basic-50 the affordable classic.',
        'Credo-Half s půlkulatými trubkami, Pega s plochými panely, Diveo s otevřenou stranou, Basic-50 jako cenově dostupná klasika.',
        'Credo-Half à tubes demi-ronds, Pega à panneaux plats, Diveo à côté ouvert, Basic-50 le classique abordable.',
        'Credo-Half con tubi semicircolari, Pega con pannelli piatti, Diveo con lato aperto, Basic-50 il classico conveniente.',
      ),
      values: Object.entries(sizes).map(([value, size]) => ({
        value,
        code: value.slice(0, 3),
        texts: same(size.name),
      })),
    },
    {
      key: 'BAUHOEHE',
      valueType: 'NUM',
      unit: 'mm',
      required: true,
      texts: texts('Bauhöhe', 'Height', 'Výška', 'Hauteur', 'Altezza'),
      infoTexts: texts(
        'Gesamthöhe des Badheizkörpers.',
        'Overall height of the radiator.',
        'Celková výška tělesa.',
        'Hauteur totale.',
        'Altezza totale.',
      ),
      values: listedValues(allHeights, 3, 10),
    },
    {
      key: 'BAUBREITE',
      valueType: 'NUM',
      unit: 'mm',
      required: true,
      texts: texts('Baubreite', 'Width', 'Šířka', 'Largeur', 'Larghezza'),
      infoTexts: texts(
        'Gesamtbreite des Badheizkörpers.',
        'Overall width of the radiator.',
        'Celková šířka tělesa.',
        'Largeur totale.',
        'Larghezza totale.',
      ),
      values: listedValues(allWidths, 3, 10),
    },
    {
      key: 'FARBE',
      valueType: 'CHAR',
      required: true,
      texts: texts('Oberfläche', 'Finish', 'Povrch', 'Finition', 'Finitura'),
      infoTexts: texts(
        'Verchromt und Edelstahl-Optik kosten einen Zuschlag.',
        'Chrome-plated and stainless-steel look carry a surcharge.',
        'Chromovaný povrch a vzhled nerezu mají příplatek.',
        'Chromé et aspect inox sont en supplément.',
        'Cromato ed effetto inox hanno un supplemento.',
      ),
      values: [
        {
          value: '9016',
          code: 'W',
          texts: texts('weiß RAL 9016', 'white RAL 9016', 'bílá RAL 9016', 'blanc RAL 9016', 'bianco RAL 9016'),
        },
        { value: 'CHROM', code: 'C', texts: texts('verchromt', 'chrome-plated', 'chromovaný', 'chromé', 'cromato') },
        {
          value: '9005',
          code: 'S',
          texts: texts(
            'tiefschwarz RAL 9005',
            'jet black RAL 9005',
            'černá RAL 9005',
            'noir foncé RAL 9005',
            'nero intenso RAL 9005',
          ),
        },
        {
          value: 'EDELSTAHL',
          code: 'E',
          texts: texts('Edelstahl-Optik', 'stainless steel look', 'vzhled nerezu', 'aspect inox', 'effetto inox'),
        },
      ],
    },
    {
      key: 'BETRIEB',
      valueType: 'CHAR',
      required: true,
      texts: texts('Betriebsart', 'Operation', 'Provoz', 'Fonctionnement', 'Funzionamento'),
      infoTexts: texts(
        'Warmwasser an der Heizung, rein elektrisch, oder gemischt: im Sommer mit Heizstab.',
        'Hot water from the heating, electric only, or mixed: with the heating element in summer.',
        'Teplá voda z topení, čistě elektricky, nebo smíšeně: v létě s topnou tyčí.',
        'Eau chaude du chauffage, électrique seul, ou mixte : avec résistance en été.',
        'Acqua calda dall’impianto, solo elettrico, o misto: d’estate con resistenza.',
      ),
      values: [
        { value: 'WW', code: 'W', texts: texts('Warmwasser', 'Hot water', 'Teplovodní', 'Eau chaude', 'Acqua calda') },
        { value: 'E', code: 'E', texts: texts('elektrisch', 'electric', 'elektrický', 'électrique', 'elettrico') },
        { value: 'M', code: 'M', texts: texts('Mischbetrieb', 'mixed mode', 'smíšený provoz', 'mixte', 'misto') },
      ],
    },
    {
      key: 'HEIZSTAB',
      valueType: 'CHAR',
      required: true,
      texts: texts('Heizstab', 'Heating element', 'Topná tyč', 'Résistance', 'Resistenza'),
      infoTexts: texts(
        'Elektrischer Heizstab mit Regler; 900 W erst ab 1400 mm Bauhöhe.',
        'Electric heating element with controller; 900 W from 1400 mm height.',
        'Elektrická topná tyč s regulátorem; 900 W od výšky 1400 mm.',
        'Résistance électrique avec régulateur ; 900 W à partir de 1400 mm.',
        'Resistenza elettrica con regolatore; 900 W da 1400 mm di altezza.',
      ),
      values: [
        { value: 'OHNE', code: '0', texts: texts('ohne', 'none', 'bez', 'sans', 'senza') },
        { value: '300', code: '3', texts: same('300 W') },
        { value: '600', code: '6', texts: same('600 W') },
        { value: '900', code: '9', texts: same('900 W') },
      ],
    },
  ],
  constraints: [
    ...(Object.keys(sizes) as (keyof typeof sizes)[]).flatMap((model) => [
      sizeRule(model, 'BAUHOEHE'),
      sizeRule(model, 'BAUBREITE'),
    ]),
    {
      id: 'WW-NO-ELEMENT',
      when: { BETRIEB: ['WW'] },
      restriction: { characteristic: 'HEIZSTAB', allowed: ['OHNE'] },
      texts: texts(
        'Im reinen Warmwasserbetrieb entfällt der Heizstab.',
        'Hot-water operation needs no heating element.',
        'Při teplovodním provozu odpadá topná tyč.',
        'En eau chaude seule, pas de résistance.',
        'Con sola acqua calda non serve la resistenza.',
      ),
    },
    {
      id: 'ELECTRIC-ELEMENT',
      when: { BETRIEB: ['E', 'M'] },
      restriction: { characteristic: 'HEIZSTAB', excluded: ['OHNE'] },
      texts: texts(
        'Elektrischer und Mischbetrieb brauchen einen Heizstab.',
        'Electric and mixed operation need a heating element.',
        'Elektrický a smíšený provoz potřebují topnou tyč.',
        'Les modes électrique et mixte exigent une résistance.',
        'Il funzionamento elettrico e misto richiede una resistenza.',
      ),
    },
    {
      id: 'E900-HEIGHT',
      when: { HEIZSTAB: ['900'] },
      restriction: { characteristic: 'BAUHOEHE', min: 1400 },
      texts: texts(
        'Ein 900-W-Heizstab braucht mindestens 1400 mm Bauhöhe.',
        'A 900 W element needs at least 1400 mm height.',
        'Tyč 900 W potřebuje výšku alespoň 1400 mm.',
        'Une résistance de 900 W exige au moins 1400 mm.',
        'Una resistenza da 900 W richiede almeno 1400 mm.',
      ),
    },
    {
      id: 'CHROME-NOT-ELECTRIC',
      when: { FARBE: ['CHROM'] },
      restriction: { characteristic: 'BETRIEB', excluded: ['E'] },
      texts: texts(
        'Verchromte Badheizkörper geben rein elektrisch zu wenig Wärme ab; bitte Warmwasser oder Mischbetrieb wählen.',
        'Chrome-plated radiators give too little heat on electricity alone; choose hot water or mixed mode.',
        'Chromovaná tělesa dávají na elektřinu málo tepla; zvolte teplovodní nebo smíšený provoz.',
        'Les modèles chromés chauffent trop peu en électrique seul ; choisissez eau chaude ou mixte.',
        'I modelli cromati scaldano troppo poco solo elettrici; scegliere acqua calda o misto.',
      ),
    },
  ],
  prices: [
    ...basePrices,
    {
      id: 'FARBE-CHROM',
      kind: 'surcharge',
      when: { FARBE: ['CHROM'] },
      amount: 0,
      percent: 45,
      texts: texts(
        'Zuschlag verchromt',
        'Chrome-plating surcharge',
        'Příplatek chrom',
        'Supplément chromé',
        'Supplemento cromato',
      ),
    },
    {
      id: 'FARBE-SCHWARZ',
      kind: 'surcharge',
      when: { FARBE: ['9005'] },
      amount: 0,
      percent: 20,
      texts: texts(
        'Farbzuschlag',
        'Colour surcharge',
        'Příplatek za barvu',
        'Supplément couleur',
        'Supplemento colore',
      ),
    },
    {
      id: 'FARBE-EDELSTAHL',
      kind: 'surcharge',
      when: { FARBE: ['EDELSTAHL'] },
      amount: 0,
      percent: 30,
      texts: texts(
        'Zuschlag Edelstahl-Optik',
        'Stainless look surcharge',
        'Příplatek vzhled nerezu',
        'Supplément aspect inox',
        'Supplemento effetto inox',
      ),
    },
    element('300', 149),
    element('600', 179),
    element('900', 209),
    {
      id: 'BETRIEB-M',
      kind: 'item',
      when: { BETRIEB: ['M'] },
      amount: 24.5,
      texts: texts(
        'T-Stück für Mischbetrieb',
        'T-piece for mixed mode',
        'T-kus pro smíšený provoz',
        'Té pour mode mixte',
        'Raccordo a T per funzionamento misto',
      ),
    },
  ],
};
