/**
 * Configurable panel radiator Therm X2 (KMAT-FTX2): series, connection, type, height, length,
 * colour, mounting and valve, with the availability rules of the price list and its surcharges.
 */
import {
  type CfgModel,
  type CfgPriceRuleDef,
  listedValues,
  numericValues,
  same,
  texts,
} from '../configurator/model.ts';

const types = ['10', '11', '12', '20', '21', '22', '30', '33'] as const;
const heights = [200, 300, 400, 500, 600, 750, 900] as const;
const typeFactor: Record<(typeof types)[number], number> = {
  '10': 1,
  '11': 1.3,
  '12': 1.6,
  '20': 1.7,
  '21': 2,
  '22': 2.3,
  '30': 2.6,
  '33': 3.3,
};
const typeText: Record<(typeof types)[number], [number, number]> = {
  '10': [1, 0],
  '11': [1, 1],
  '12': [1, 2],
  '20': [2, 0],
  '21': [2, 1],
  '22': [2, 2],
  '30': [3, 0],
  '33': [3, 3],
};

/** List price: a fixed part plus a price per metre of length, by type and height. */
const basePrices: CfgPriceRuleDef[] = types.flatMap((type) =>
  heights.map((height) => ({
    id: `BASE-${type}-${height}`,
    kind: 'base' as const,
    when: { TYP: [type], BAUHOEHE: [String(height)] },
    amount: 31,
    perUnit: Math.round(typeFactor[type] * height * 0.096 * 100) / 100,
    perCharacteristic: 'BAULAENGE',
    perDivisor: 1000,
    texts: texts(
      `Flachheizkörper Typ ${type}, Bauhöhe ${height} mm`,
      `Panel radiator type ${type}, height ${height} mm`,
      `Deskové otopné těleso typ ${type}, výška ${height} mm`,
      `Radiateur à panneaux type ${type}, hauteur ${height} mm`,
      `Radiatore a pannelli tipo ${type}, altezza ${height} mm`,
    ),
  })),
);

const colourSurcharge = texts(
  'Farbzuschlag',
  'Colour surcharge',
  'Příplatek za barvu',
  'Supplément couleur',
  'Supplemento colore',
);

export const panelRadiator: CfgModel = {
  kmat: 'KMAT-FTX2',
  sparte: 'HK',
  texts: texts(
    'Therm X2 Flachheizkörper (konfigurierbar)',
    'Therm X2 panel radiator (configurable)',
    'Deskové otopné těleso Therm X2 (konfigurovatelné)',
    'Radiateur à panneaux Therm X2 (configurable)',
    'Radiatore a pannelli Therm X2 (configurabile)',
  ),
  variantPrefix: 'F',
  textTemplate: 'Therm X2 {SERIE:text}-{ANSCHLUSS} {TYP} {BAUHOEHE}/{BAULAENGE} {FARBE:text}',
  plants: ['1000', '2000'],
  characteristics: [
    {
      key: 'SERIE',
      valueType: 'CHAR',
      required: true,
      texts: texts('Serie', 'Series', 'Řada', 'Série', 'Serie'),
      infoTexts: texts(
        'Profil hat eine profilierte Front, Plan eine glatte, Line eine glatte Front mit feinen Linien.',
        'Profil has a profiled front, Plan a smooth one, Line a smooth front with fine lines.',
        'Profil má profilovanou čelní desku, Plan hladkou, Line hladkou s jemnými linkami.',
        'Profil a une façade profilée, Plan une façade lisse, Line une façade lisse à fines lignes.',
        'Profil ha un frontale profilato, Plan liscio, Line liscio con linee sottili.',
      ),
      values: [
        { value: 'PROFIL', code: 'P', texts: same('Profil') },
        { value: 'PLAN', code: 'E', texts: same('Plan') },
        { value: 'LINE', code: 'L', texts: same('Line') },
      ],
    },
    {
      key: 'ANSCHLUSS',
      valueType: 'CHAR',
      required: true,
      texts: texts('Anschluss', 'Connection', 'Připojení', 'Raccordement', 'Attacco'),
      infoTexts: texts(
        'K: Kompaktheizkörper mit seitlichem Anschluss. V: Ventilheizkörper mit Anschluss unten mittig und eingebautem Ventil.',
        'K: compact radiator with side connection. V: valve radiator with bottom centre connection and built-in valve.',
        'K: kompaktní těleso s bočním připojením. V: ventilové těleso se spodním středovým připojením a vestavěným ventilem.',
        'K : radiateur compact à raccordement latéral. V : radiateur à robinet intégré, raccordement central par le bas.',
        'K: radiatore compatto con attacco laterale. V: radiatore con valvola integrata e attacco centrale dal basso.',
      ),
      values: [
        { value: 'K', code: 'K', texts: texts('K – seitlich', 'K – side', 'K – boční', 'K – latéral', 'K – laterale') },
        {
          value: 'V',
          code: 'V',
          texts: texts('V – unten mittig', 'V – bottom centre', 'V – spodní středové', 'V – central par le bas', 'V – centrale dal basso'),
        },
      ],
    },
    {
      key: 'TYP',
      valueType: 'CHAR',
      required: true,
      texts: texts('Typ', 'Type', 'Typ', 'Type', 'Tipo'),
      infoTexts: texts(
        'Die erste Ziffer zählt die Heizplatten, die zweite die Konvektionsbleche dahinter. Mehr Platten, mehr Leistung, mehr Bautiefe.',
        'The first digit counts the panels, the second the convector fins. More panels: more output, more depth.',
        'První číslice udává počet desek, druhá počet přestupních ploch. Více desek: vyšší výkon i hloubka.',
        'Le premier chiffre compte les panneaux, le second les ailettes de convection. Plus de panneaux : plus de puissance et de profondeur.',
        'La prima cifra indica i pannelli, la seconda le alette di convezione. Più pannelli: più potenza e profondità.',
      ),
      values: types.map((type) => {
        const [panels, fins] = typeText[type];
        return {
          value: type,
          code: type,
          texts: texts(
            `Typ ${type} (${panels} Platte(n), ${fins} Konvektor(en))`,
            `Type ${type} (${panels} panel(s), ${fins} fin(s))`,
            `Typ ${type} (${panels} deska/y, ${fins} přestup.)`,
            `Type ${type} (${panels} panneau(x), ${fins} ailette(s))`,
            `Tipo ${type} (${panels} pannello/i, ${fins} aletta/e)`,
          ),
        };
      }),
    },
    {
      key: 'BAUHOEHE',
      valueType: 'NUM',
      unit: 'mm',
      required: true,
      texts: texts('Bauhöhe', 'Height', 'Výška', 'Hauteur', 'Altezza'),
      infoTexts: texts(
        'Gesamthöhe des Heizkörpers; der Nabenabstand ist 50 mm kleiner.',
        'Overall height of the radiator; the connection centres are 50 mm less.',
        'Celková výška tělesa; rozteč připojení je o 50 mm menší.',
        'Hauteur totale du radiateur ; l’entraxe est inférieur de 50 mm.',
        'Altezza totale del radiatore; l’interasse è inferiore di 50 mm.',
      ),
      values: listedValues(heights, 3, 10),
    },
    {
      key: 'BAULAENGE',
      valueType: 'NUM',
      unit: 'mm',
      required: true,
      texts: texts('Baulänge', 'Length', 'Délka', 'Longueur', 'Lunghezza'),
      infoTexts: texts(
        'Lieferbar in Schritten von 100 mm.',
        'Available in steps of 100 mm.',
        'Dodáváno po 100 mm.',
        'Disponible par pas de 100 mm.',
        'Disponibile a passi di 100 mm.',
      ),
      values: numericValues(400, 3000, 100, 3, 10),
    },
    {
      key: 'FARBE',
      valueType: 'CHAR',
      required: true,
      texts: texts('Farbe', 'Colour', 'Barva', 'Couleur', 'Colore'),
      infoTexts: texts(
        'Standard ist Verkehrsweiß RAL 9016; andere Farben kosten je nach Serie einen Zuschlag.',
        'Standard is traffic white RAL 9016; other colours carry a surcharge depending on the series.',
        'Standardem je dopravní bílá RAL 9016; jiné barvy mají příplatek podle řady.',
        'Le standard est le blanc signalisation RAL 9016 ; les autres couleurs ont un supplément selon la série.',
        'Lo standard è bianco traffico RAL 9016; gli altri colori hanno un supplemento secondo la serie.',
      ),
      values: [
        { value: '9016', code: 'W', texts: texts('RAL 9016 verkehrsweiß', 'RAL 9016 traffic white', 'RAL 9016 dopravní bílá', 'RAL 9016 blanc signalisation', 'RAL 9016 bianco traffico') },
        { value: '9010', code: 'R', texts: texts('RAL 9010 reinweiß', 'RAL 9010 pure white', 'RAL 9010 čistě bílá', 'RAL 9010 blanc pur', 'RAL 9010 bianco puro') },
        { value: '7016', code: 'A', texts: texts('RAL 7016 anthrazitgrau', 'RAL 7016 anthracite grey', 'RAL 7016 antracitová', 'RAL 7016 gris anthracite', 'RAL 7016 grigio antracite') },
        { value: '9005', code: 'S', texts: texts('RAL 9005 tiefschwarz', 'RAL 9005 jet black', 'RAL 9005 černá', 'RAL 9005 noir foncé', 'RAL 9005 nero intenso') },
        { value: '9006', code: 'M', texts: texts('RAL 9006 weißaluminium', 'RAL 9006 white aluminium', 'RAL 9006 bílý hliník', 'RAL 9006 aluminium blanc', 'RAL 9006 alluminio brillante') },
      ],
    },
    {
      key: 'MONTAGE',
      valueType: 'CHAR',
      required: true,
      texts: texts('Montage', 'Mounting', 'Montáž', 'Fixation', 'Montaggio'),
      infoTexts: texts(
        'Wandkonsolen zum Anschrauben, Bohrkonsolen für den schnellen Einbau, Standkonsolen für Glasfronten und Leichtbauwände.',
        'Wall brackets to screw on, drill brackets for quick fitting, floor consoles for glass fronts and lightweight walls.',
        'Nástěnné konzoly, vrtací konzoly pro rychlou montáž, stojánkové konzoly pro prosklené stěny a lehké příčky.',
        'Consoles murales à visser, consoles à percer pour un montage rapide, consoles au sol pour vitrages et cloisons légères.',
        'Mensole a parete da avvitare, mensole a foratura per montaggio rapido, supporti a pavimento per vetrate e pareti leggere.',
      ),
      values: [
        { value: 'WK', code: 'W', texts: texts('Wandkonsolen', 'Wall brackets', 'Nástěnné konzoly', 'Consoles murales', 'Mensole a parete') },
        { value: 'BK', code: 'B', texts: texts('Bohrkonsolen', 'Drill brackets', 'Vrtací konzoly', 'Consoles à percer', 'Mensole a foratura') },
        { value: 'SK', code: 'S', texts: texts('Standkonsolen', 'Floor consoles', 'Stojánkové konzoly', 'Consoles au sol', 'Supporti a pavimento') },
      ],
    },
    {
      key: 'VENTIL',
      valueType: 'CHAR',
      required: true,
      texts: texts('Ventil', 'Valve', 'Ventil', 'Robinet', 'Valvola'),
      infoTexts: texts(
        'Nur V-Heizkörper haben ein eingebautes Ventil; mit Thermostatkopf oder für einen Stellantrieb vorbereitet.',
        'Only V radiators have a built-in valve; with a thermostatic head or prepared for an actuator.',
        'Ventil mají jen tělesa V; s termostatickou hlavicí nebo připravený pro pohon.',
        'Seuls les radiateurs V ont un robinet intégré ; avec tête thermostatique ou préparé pour un moteur.',
        'Solo i radiatori V hanno la valvola integrata; con testa termostatica o predisposta per attuatore.',
      ),
      values: [
        { value: 'OHNE', code: '0', texts: texts('ohne Ventil', 'no valve', 'bez ventilu', 'sans robinet', 'senza valvola') },
        { value: 'THERMO', code: 'T', texts: texts('mit Thermostatkopf', 'with thermostatic head', 's termostatickou hlavicí', 'avec tête thermostatique', 'con testa termostatica') },
        { value: 'ANTRIEB', code: 'M', texts: texts('für Stellantrieb', 'for actuator', 'pro servopohon', 'pour moteur', 'per attuatore') },
      ],
    },
  ],
  constraints: [
    {
      id: 'H200-TYPES',
      when: { BAUHOEHE: ['200'] },
      then: { characteristic: 'TYP', allowed: ['20', '21', '22'] },
      texts: texts(
        'Bauhöhe 200 mm gibt es nur in den Typen 20, 21 und 22.',
        'Height 200 mm comes only in types 20, 21 and 22.',
        'Výška 200 mm je jen v typech 20, 21 a 22.',
        'La hauteur 200 mm n’existe qu’en types 20, 21 et 22.',
        'L’altezza 200 mm esiste solo nei tipi 20, 21 e 22.',
      ),
    },
    {
      id: 'T33-LENGTH',
      when: { TYP: ['33'] },
      then: { characteristic: 'BAULAENGE', max: 2600 },
      texts: texts(
        'Typ 33 ist bis 2600 mm Baulänge lieferbar.',
        'Type 33 is available up to 2600 mm length.',
        'Typ 33 se dodává do délky 2600 mm.',
        'Le type 33 est livrable jusqu’à 2600 mm de longueur.',
        'Il tipo 33 è disponibile fino a 2600 mm di lunghezza.',
      ),
    },
    {
      id: 'H900-LENGTH',
      when: { BAUHOEHE: ['900'] },
      then: { characteristic: 'BAULAENGE', max: 2000 },
      texts: texts(
        'Bei 900 mm Bauhöhe ist die Baulänge auf 2000 mm begrenzt.',
        'At 900 mm height the length is limited to 2000 mm.',
        'Při výšce 900 mm je délka omezena na 2000 mm.',
        'À 900 mm de hauteur, la longueur est limitée à 2000 mm.',
        'Con altezza 900 mm la lunghezza è limitata a 2000 mm.',
      ),
    },
    {
      id: 'LINE-TYPES',
      when: { SERIE: ['LINE'] },
      then: { characteristic: 'TYP', allowed: ['11', '21', '22', '33'] },
      texts: texts(
        'Die Serie Line gibt es in den Typen 11, 21, 22 und 33.',
        'The Line series comes in types 11, 21, 22 and 33.',
        'Řada Line je v typech 11, 21, 22 a 33.',
        'La série Line existe en types 11, 21, 22 et 33.',
        'La serie Line esiste nei tipi 11, 21, 22 e 33.',
      ),
    },
    {
      id: 'V-NO-FLOOR',
      when: { ANSCHLUSS: ['V'] },
      then: { characteristic: 'MONTAGE', excluded: ['SK'] },
      texts: texts(
        'Beim Anschluss unten mittig (V) stehen Standkonsolen dem Anschlussblock im Weg – bitte Wand- oder Bohrkonsolen wählen.',
        'With the bottom centre connection (V) floor consoles block the connection unit – choose wall or drill brackets.',
        'U spodního středového připojení (V) překážejí stojánkové konzoly připojovacímu bloku – zvolte nástěnné nebo vrtací konzoly.',
        'Avec le raccordement central par le bas (V), les consoles au sol gênent le bloc de raccordement – choisissez des consoles murales ou à percer.',
        'Con l’attacco centrale dal basso (V) i supporti a pavimento intralciano il blocco di attacco: scegliere mensole a parete o a foratura.',
      ),
    },
    {
      id: 'T10-WALL',
      when: { TYP: ['10'] },
      then: { characteristic: 'MONTAGE', excluded: ['SK'] },
      texts: texts(
        'Einlagige Heizkörper (Typ 10) werden nur an der Wand montiert.',
        'Single-panel radiators (type 10) are wall-mounted only.',
        'Jednodeskové těleso (typ 10) se montuje jen na stěnu.',
        'Les radiateurs à un panneau (type 10) se fixent uniquement au mur.',
        'I radiatori a un pannello (tipo 10) si montano solo a parete.',
      ),
    },
    {
      id: 'K-NO-VALVE',
      when: { ANSCHLUSS: ['K'] },
      then: { characteristic: 'VENTIL', allowed: ['OHNE'] },
      texts: texts(
        'Kompaktheizkörper (K) haben kein eingebautes Ventil.',
        'Compact radiators (K) have no built-in valve.',
        'Kompaktní tělesa (K) nemají vestavěný ventil.',
        'Les radiateurs compacts (K) n’ont pas de robinet intégré.',
        'I radiatori compatti (K) non hanno valvola integrata.',
      ),
    },
    {
      id: 'V-VALVE',
      when: { ANSCHLUSS: ['V'] },
      then: { characteristic: 'VENTIL', excluded: ['OHNE'] },
      texts: texts(
        'Ventilheizkörper (V) werden mit Thermostatkopf oder für einen Stellantrieb geliefert.',
        'Valve radiators (V) come with a thermostatic head or prepared for an actuator.',
        'Ventilová tělesa (V) se dodávají s termostatickou hlavicí nebo pro servopohon.',
        'Les radiateurs V sont livrés avec tête thermostatique ou préparés pour un moteur.',
        'I radiatori V sono forniti con testa termostatica o predisposti per attuatore.',
      ),
    },
    {
      id: 'ALU-NOT-PROFIL',
      when: { FARBE: ['9006'] },
      then: { characteristic: 'SERIE', excluded: ['PROFIL'] },
      texts: texts(
        'Weißaluminium RAL 9006 gibt es nur für die glatten Fronten Plan und Line.',
        'White aluminium RAL 9006 is only available for the smooth fronts Plan and Line.',
        'Bílý hliník RAL 9006 je jen pro hladké čelní desky Plan a Line.',
        'L’aluminium blanc RAL 9006 n’existe que pour les façades lisses Plan et Line.',
        'L’alluminio brillante RAL 9006 è disponibile solo per i frontali lisci Plan e Line.',
      ),
    },
  ],
  prices: [
    ...basePrices,
    { id: 'SERIE-PLAN', kind: 'surcharge', when: { SERIE: ['PLAN'] }, amount: 0, percent: 35, texts: texts('Zuschlag Serie Plan', 'Plan series surcharge', 'Příplatek řada Plan', 'Supplément série Plan', 'Supplemento serie Plan') },
    { id: 'SERIE-LINE', kind: 'surcharge', when: { SERIE: ['LINE'] }, amount: 0, percent: 45, texts: texts('Zuschlag Serie Line', 'Line series surcharge', 'Příplatek řada Line', 'Supplément série Line', 'Supplemento serie Line') },
    { id: 'ANSCHLUSS-V', kind: 'surcharge', when: { ANSCHLUSS: ['V'] }, amount: 0, percent: 12, texts: texts('Zuschlag Ventilausführung', 'Valve version surcharge', 'Příplatek ventilové provedení', 'Supplément version à robinet', 'Supplemento versione con valvola') },
    { id: 'FARBE-PROFIL', kind: 'surcharge', when: { FARBE: ['7016', '9005'], SERIE: ['PROFIL'] }, amount: 0, percent: 25, texts: colourSurcharge },
    { id: 'FARBE-GLATT', kind: 'surcharge', when: { FARBE: ['7016', '9005', '9006'], SERIE: ['PLAN', 'LINE'] }, amount: 0, percent: 15, texts: colourSurcharge },
    { id: 'MONTAGE-WK', kind: 'item', when: { MONTAGE: ['WK'] }, amount: 14.9, materialNumber: 'EWANDK060W', texts: texts('Wandkonsolen-Set', 'Wall bracket set', 'Sada nástěnných konzol', 'Jeu de consoles murales', 'Set mensole a parete') },
    { id: 'MONTAGE-BK', kind: 'item', when: { MONTAGE: ['BK'] }, amount: 19.5, materialNumber: 'EBOHRK060W', texts: texts('Bohrkonsolen-Set', 'Drill bracket set', 'Sada vrtacích konzol', 'Jeu de consoles à percer', 'Set mensole a foratura') },
    { id: 'MONTAGE-SK', kind: 'item', when: { MONTAGE: ['SK'] }, amount: 39, materialNumber: 'ESTAND060W', texts: texts('Standkonsolen-Set', 'Floor console set', 'Sada stojánkových konzol', 'Jeu de consoles au sol', 'Set supporti a pavimento') },
    { id: 'VENTIL-THERMO', kind: 'item', when: { VENTIL: ['THERMO'] }, amount: 24.9, materialNumber: 'ETHERM060W', texts: texts('Thermostatkopf', 'Thermostatic head', 'Termostatická hlavice', 'Tête thermostatique', 'Testa termostatica') },
  ],
};
