/**
 * Configurable trench convector Katherm (KMAT-KATHERM): model, width, height, length, grille,
 * frame and control, with the rules that tie fans to controls and wooden grilles to natural
 * convection.
 */
import { type CfgModel, type CfgPriceRuleDef, listedValues, numericValues, same, texts } from '../configurator/model.ts';

const models = { NK: 180, QK: 520, HK: 690 } as const;
const widths = [182, 262, 340] as const;

const basePrices: CfgPriceRuleDef[] = Object.entries(models).flatMap(([model, fixed]) =>
  widths.map((width) => ({
    id: `BASE-${model}-${width}`,
    kind: 'base' as const,
    when: { MODELL: [model], BAUBREITE: [String(width)] },
    amount: fixed,
    perUnit: Math.round(width * (model === 'NK' ? 0.92 : 1.25) * 100) / 100,
    perCharacteristic: 'BAULAENGE',
    perDivisor: 1000,
    texts: texts(
      `Unterflurkonvektor Katherm ${model}, Breite ${width} mm`,
      `Trench convector Katherm ${model}, width ${width} mm`,
      `Podlahový konvektor Katherm ${model}, šířka ${width} mm`,
      `Convecteur en caniveau Katherm ${model}, largeur ${width} mm`,
      `Convettore a pavimento Katherm ${model}, larghezza ${width} mm`,
    ),
  })),
);

const grille = (value: string, code: string, perMetre: number, de: string, en: string, cs: string, fr: string, it: string) => ({
  value: { value, code, texts: texts(de, en, cs, fr, it) },
  price: {
    id: `ROST-${value}`,
    kind: 'item' as const,
    when: { ROST: [value] },
    amount: 0,
    perUnit: perMetre,
    perCharacteristic: 'BAULAENGE',
    perDivisor: 1000,
    texts: texts(de, en, cs, fr, it),
  },
});

const grilles = [
  grille('RA_N', 'AN', 68, 'Rollrost Aluminium natur', 'Roll grille natural aluminium', 'Rolovací mřížka hliník přírodní', 'Grille enroulable aluminium naturel', 'Griglia avvolgibile alluminio naturale'),
  grille('RA_S', 'AS', 79, 'Rollrost Aluminium schwarz', 'Roll grille black aluminium', 'Rolovací mřížka hliník černý', 'Grille enroulable aluminium noir', 'Griglia avvolgibile alluminio nero'),
  grille('RA_B', 'AB', 79, 'Rollrost Aluminium bronze', 'Roll grille bronze aluminium', 'Rolovací mřížka hliník bronz', 'Grille enroulable aluminium bronze', 'Griglia avvolgibile alluminio bronzo'),
  grille('RE', 'RE', 128, 'Rollrost Edelstahl', 'Roll grille stainless steel', 'Rolovací mřížka nerez', 'Grille enroulable inox', 'Griglia avvolgibile acciaio inox'),
  grille('RH', 'RH', 142, 'Rollrost Holz Eiche', 'Roll grille oak', 'Rolovací mřížka dub', 'Grille enroulable chêne', 'Griglia avvolgibile rovere'),
  grille('LA', 'LA', 96, 'Linearrost Aluminium', 'Linear grille aluminium', 'Lineární mřížka hliník', 'Grille linéaire aluminium', 'Griglia lineare alluminio'),
];

export const trenchConvector: CfgModel = {
  kmat: 'KMAT-KATHERM',
  sparte: 'KV',
  texts: texts(
    'Katherm Unterflurkonvektor (konfigurierbar)',
    'Katherm trench convector (configurable)',
    'Podlahový konvektor Katherm (konfigurovatelný)',
    'Convecteur en caniveau Katherm (configurable)',
    'Convettore a pavimento Katherm (configurabile)',
  ),
  variantPrefix: 'KT',
  textTemplate: 'Katherm {MODELL} {BAUBREITE}/{BAUHOEHE}/{BAULAENGE} {ROST:text}',
  plants: ['1000'],
  characteristics: [
    {
      key: 'MODELL',
      valueType: 'CHAR',
      required: true,
      texts: texts('Modell', 'Model', 'Model', 'Modèle', 'Modello'),
      infoTexts: texts(
        'NK heizt durch natürliche Konvektion, QK mit Querstromgebläse, HK heizt und kühlt (Vierleiter).',
        'NK heats by natural convection, QK with a cross-flow fan, HK heats and cools (four-pipe).',
        'NK topí přirozenou konvekcí, QK s příčným ventilátorem, HK topí i chladí (čtyřtrubkově).',
        'NK chauffe par convection naturelle, QK avec ventilateur tangentiel, HK chauffe et rafraîchit (4 tubes).',
        'NK riscalda per convezione naturale, QK con ventilatore tangenziale, HK riscalda e raffresca (4 tubi).',
      ),
      values: [
        { value: 'NK', code: 'NK', texts: texts('NK – natürliche Konvektion', 'NK – natural convection', 'NK – přirozená konvekce', 'NK – convection naturelle', 'NK – convezione naturale') },
        { value: 'QK', code: 'QK', texts: texts('QK – mit Gebläse', 'QK – fan-assisted', 'QK – s ventilátorem', 'QK – ventilé', 'QK – ventilato') },
        { value: 'HK', code: 'HK', texts: texts('HK – Heizen und Kühlen', 'HK – heating and cooling', 'HK – topení a chlazení', 'HK – chauffage et rafraîchissement', 'HK – riscaldamento e raffrescamento') },
      ],
    },
    {
      key: 'BAUBREITE',
      valueType: 'NUM',
      unit: 'mm',
      required: true,
      texts: texts('Baubreite', 'Width', 'Šířka', 'Largeur', 'Larghezza'),
      infoTexts: texts(
        'Breite des Bodenkanals; breitere Kanäle leisten mehr.',
        'Width of the floor trench; wider trenches give more output.',
        'Šířka podlahového kanálu; širší kanál dává vyšší výkon.',
        'Largeur du caniveau ; plus il est large, plus il chauffe.',
        'Larghezza del canale; canali più larghi rendono di più.',
      ),
      values: listedValues(widths, 3),
    },
    {
      key: 'BAUHOEHE',
      valueType: 'NUM',
      unit: 'mm',
      required: true,
      texts: texts('Bauhöhe', 'Height', 'Výška', 'Hauteur', 'Altezza'),
      infoTexts: texts(
        'Einbautiefe im Estrich.',
        'Installation depth in the screed.',
        'Hloubka zabudování v potěru.',
        'Profondeur d’encastrement dans la chape.',
        'Profondità di installazione nel massetto.',
      ),
      values: listedValues([90, 110, 140], 3),
    },
    {
      key: 'BAULAENGE',
      valueType: 'NUM',
      unit: 'mm',
      required: true,
      texts: texts('Baulänge', 'Length', 'Délka', 'Longueur', 'Lunghezza'),
      infoTexts: texts(
        'Lieferbar in Schritten von 250 mm.',
        'Available in steps of 250 mm.',
        'Dodáváno po 250 mm.',
        'Disponible par pas de 250 mm.',
        'Disponibile a passi di 250 mm.',
      ),
      values: numericValues(1000, 5000, 250, 3, 10),
    },
    {
      key: 'ROST',
      valueType: 'CHAR',
      required: true,
      texts: texts('Rost', 'Grille', 'Mřížka', 'Grille', 'Griglia'),
      infoTexts: texts(
        'Der begehbare Rost deckt den Kanal ab; Holz nur bei natürlicher Konvektion.',
        'The walk-on grille covers the trench; wood only with natural convection.',
        'Pochozí mřížka zakrývá kanál; dřevo jen při přirozené konvekci.',
        'La grille praticable couvre le caniveau ; le bois seulement en convection naturelle.',
        'La griglia calpestabile copre il canale; legno solo con convezione naturale.',
      ),
      values: grilles.map((g) => g.value),
    },
    {
      key: 'RAHMEN',
      valueType: 'CHAR',
      required: true,
      texts: texts('Rahmen', 'Frame', 'Rám', 'Cadre', 'Cornice'),
      infoTexts: texts(
        'U-Rahmen aus Aluminium oder Z-Rahmen aus Edelstahl für bündigen Einbau.',
        'U frame in aluminium or Z frame in stainless steel for flush fitting.',
        'U rám z hliníku nebo Z rám z nerezu pro zapuštěnou montáž.',
        'Cadre en U en aluminium ou cadre en Z en inox pour une pose affleurante.',
        'Cornice a U in alluminio o a Z in acciaio inox per posa a filo.',
      ),
      values: [
        { value: 'U', code: 'U', texts: texts('U-Rahmen Aluminium', 'U frame aluminium', 'U rám hliník', 'Cadre en U aluminium', 'Cornice a U alluminio') },
        { value: 'Z', code: 'Z', texts: texts('Z-Rahmen Edelstahl', 'Z frame stainless steel', 'Z rám nerez', 'Cadre en Z inox', 'Cornice a Z inox') },
      ],
    },
    {
      key: 'REGELUNG',
      valueType: 'CHAR',
      required: true,
      texts: texts('Regelung', 'Control', 'Regulace', 'Régulation', 'Regolazione'),
      infoTexts: texts(
        'Gebläsekonvektoren brauchen eine 24-V-Regelung; KNX bindet sie in die Gebäudeautomation ein.',
        'Fan convectors need a 24 V control; KNX connects them to building automation.',
        'Ventilátorové konvektory potřebují regulaci 24 V; KNX je připojí k automatizaci budovy.',
        'Les convecteurs ventilés ont besoin d’une régulation 24 V ; KNX les relie à la GTB.',
        'I convettori ventilati richiedono una regolazione 24 V; KNX li collega alla building automation.',
      ),
      values: [
        { value: 'OHNE', code: '0', texts: texts('ohne Regelung', 'no control', 'bez regulace', 'sans régulation', 'senza regolazione') },
        { value: 'EC', code: 'E', texts: same('24 V EC') },
        { value: 'KNX', code: 'K', texts: same('24 V KNX') },
      ],
    },
  ],
  constraints: [
    {
      id: 'FAN-CONTROL',
      when: { MODELL: ['QK', 'HK'] },
      then: { characteristic: 'REGELUNG', excluded: ['OHNE'] },
      texts: texts(
        'Gebläsekonvektoren (QK, HK) brauchen eine Regelung.',
        'Fan convectors (QK, HK) need a control.',
        'Ventilátorové konvektory (QK, HK) potřebují regulaci.',
        'Les convecteurs ventilés (QK, HK) ont besoin d’une régulation.',
        'I convettori ventilati (QK, HK) richiedono una regolazione.',
      ),
    },
    {
      id: 'NK-NO-CONTROL',
      when: { MODELL: ['NK'] },
      then: { characteristic: 'REGELUNG', allowed: ['OHNE'] },
      texts: texts(
        'NK hat kein Gebläse; die Raumtemperatur regelt das Ventil im Heizkreis.',
        'NK has no fan; the valve in the heating circuit controls the room temperature.',
        'NK nemá ventilátor; teplotu reguluje ventil v topném okruhu.',
        'NK n’a pas de ventilateur ; le robinet du circuit règle la température.',
        'NK non ha ventilatore; la valvola del circuito regola la temperatura.',
      ),
    },
    {
      id: 'HK-SIZE-W',
      when: { MODELL: ['HK'] },
      then: { characteristic: 'BAUBREITE', allowed: ['340'] },
      texts: texts(
        'Heiz- und Kühlkonvektoren (HK) gibt es nur 340 mm breit und 140 mm hoch.',
        'Heating and cooling convectors (HK) come only 340 mm wide and 140 mm high.',
        'Konvektory HK jsou jen v šířce 340 mm a výšce 140 mm.',
        'Les convecteurs HK n’existent qu’en 340 mm de large et 140 mm de haut.',
        'I convettori HK esistono solo larghi 340 mm e alti 140 mm.',
      ),
    },
    {
      id: 'HK-SIZE-H',
      when: { MODELL: ['HK'] },
      then: { characteristic: 'BAUHOEHE', allowed: ['140'] },
      texts: texts(
        'Heiz- und Kühlkonvektoren (HK) gibt es nur 340 mm breit und 140 mm hoch.',
        'Heating and cooling convectors (HK) come only 340 mm wide and 140 mm high.',
        'Konvektory HK jsou jen v šířce 340 mm a výšce 140 mm.',
        'Les convecteurs HK n’existent qu’en 340 mm de large et 140 mm de haut.',
        'I convettori HK esistono solo larghi 340 mm e alti 140 mm.',
      ),
    },
    {
      id: 'QK-HEIGHT',
      when: { MODELL: ['QK'] },
      then: { characteristic: 'BAUHOEHE', excluded: ['90'] },
      texts: texts(
        'Das Gebläse braucht mindestens 110 mm Bauhöhe.',
        'The fan needs at least 110 mm height.',
        'Ventilátor potřebuje výšku alespoň 110 mm.',
        'Le ventilateur demande au moins 110 mm de hauteur.',
        'Il ventilatore richiede almeno 110 mm di altezza.',
      ),
    },
    {
      id: 'WOOD-NK',
      when: { ROST: ['RH'] },
      then: { characteristic: 'MODELL', allowed: ['NK'] },
      texts: texts(
        'Holzroste nur bei natürlicher Konvektion (NK): der Luftstrom eines Gebläses trocknet das Holz aus.',
        'Wooden grilles only with natural convection (NK): a fan’s air flow dries the wood out.',
        'Dřevěné mřížky jen pro přirozenou konvekci (NK): proud vzduchu z ventilátoru dřevo vysušuje.',
        'Grilles bois uniquement en convection naturelle (NK) : le flux d’un ventilateur dessèche le bois.',
        'Griglie in legno solo con convezione naturale (NK): il flusso del ventilatore secca il legno.',
      ),
    },
    {
      id: 'Z-STAINLESS',
      when: { RAHMEN: ['Z'] },
      then: { characteristic: 'ROST', allowed: ['RE'] },
      texts: texts(
        'Der Z-Rahmen aus Edelstahl passt nur zum Edelstahlrost.',
        'The stainless Z frame fits only the stainless steel grille.',
        'Nerezový Z rám pasuje jen k nerezové mřížce.',
        'Le cadre en Z inox ne va qu’avec la grille inox.',
        'La cornice a Z inox si abbina solo alla griglia inox.',
      ),
    },
    {
      id: 'FAN-LENGTH',
      when: { BAULAENGE: { min: 4250 } },
      then: { characteristic: 'MODELL', allowed: ['NK'] },
      texts: texts(
        'Über 4000 mm Baulänge gibt es nur Konvektoren ohne Gebläse (NK).',
        'Beyond 4000 mm length only convectors without fan (NK) are available.',
        'Nad 4000 mm délky jsou jen konvektory bez ventilátoru (NK).',
        'Au-delà de 4000 mm, seuls les convecteurs sans ventilateur (NK) sont disponibles.',
        'Oltre 4000 mm di lunghezza solo convettori senza ventilatore (NK).',
      ),
    },
  ],
  prices: [
    ...basePrices,
    { id: 'HOEHE-110', kind: 'surcharge', when: { BAUHOEHE: ['110'] }, amount: 0, percent: 5, texts: texts('Zuschlag Bauhöhe 110 mm', 'Height 110 mm surcharge', 'Příplatek výška 110 mm', 'Supplément hauteur 110 mm', 'Supplemento altezza 110 mm') },
    { id: 'HOEHE-140', kind: 'surcharge', when: { BAUHOEHE: ['140'] }, amount: 0, percent: 12, texts: texts('Zuschlag Bauhöhe 140 mm', 'Height 140 mm surcharge', 'Příplatek výška 140 mm', 'Supplément hauteur 140 mm', 'Supplemento altezza 140 mm') },
    { id: 'RAHMEN-Z', kind: 'surcharge', when: { RAHMEN: ['Z'] }, amount: 0, percent: 8, texts: texts('Zuschlag Z-Rahmen Edelstahl', 'Stainless Z frame surcharge', 'Příplatek nerezový Z rám', 'Supplément cadre en Z inox', 'Supplemento cornice a Z inox') },
    ...grilles.map((g) => g.price),
    { id: 'REGELUNG-EC', kind: 'item', when: { REGELUNG: ['EC'] }, amount: 129, texts: texts('Regelung 24 V EC', '24 V EC control', 'Regulace 24 V EC', 'Régulation 24 V EC', 'Regolazione 24 V EC') },
    { id: 'REGELUNG-KNX', kind: 'item', when: { REGELUNG: ['KNX'] }, amount: 189, texts: texts('Regelung 24 V KNX', '24 V KNX control', 'Regulace 24 V KNX', 'Régulation 24 V KNX', 'Regolazione 24 V KNX') },
  ],
};
