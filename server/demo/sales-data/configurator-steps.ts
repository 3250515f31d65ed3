/**
 * The guided selection before the characteristics: product group → series (→ connection), each
 * choice presetting one characteristic, the last one naming the KMat.
 */

import { same, texts } from '../../areas/sales/index.ts';
import type { SalesTexts } from '../../db/schema/sales.ts';

export interface CfgStepDef {
  kombination: string;
  sparte: string;
  merkmal?: string;
  merkmalvalue?: string;
  kmat?: string;
  pic?: string;
  texts: SalesTexts;
  descriptions: SalesTexts;
}

const none = same('');

const panelSeries = [
  [
    'PROFIL',
    'Profil',
    texts(
      'Profilierte Front, der Klassiker',
      'Profiled front, the classic',
      'Profilovaná čelní deska, klasika',
      'Façade profilée, le classique',
      'Frontale profilato, il classico',
    ),
  ],
  [
    'PLAN',
    'Plan',
    texts(
      'Glatte Front für moderne Räume',
      'Smooth front for modern rooms',
      'Hladká čelní deska pro moderní prostory',
      'Façade lisse pour espaces modernes',
      'Frontale liscio per ambienti moderni',
    ),
  ],
  [
    'LINE',
    'Line',
    texts(
      'Glatte Front mit feinen Linien',
      'Smooth front with fine lines',
      'Hladká čelní deska s jemnými linkami',
      'Façade lisse à fines lignes',
      'Frontale liscio con linee sottili',
    ),
  ],
] as const;

const connections = [
  [
    'K',
    texts(
      'Kompakt (K): Anschluss seitlich',
      'Compact (K): side connection',
      'Kompakt (K): boční připojení',
      'Compact (K) : raccordement latéral',
      'Compatto (K): attacco laterale',
    ),
  ],
  [
    'V',
    texts(
      'Ventil (V): Anschluss unten mittig',
      'Valve (V): bottom centre connection',
      'Ventil (V): spodní středové připojení',
      'Robinet (V) : raccordement central bas',
      'Valvola (V): attacco centrale dal basso',
    ),
  ],
] as const;

export const configuratorSteps: CfgStepDef[] = [
  {
    kombination: 'HK',
    sparte: 'HK',
    pic: 'panel',
    texts: texts(
      'Flachheizkörper',
      'Panel radiators',
      'Desková otopná tělesa',
      'Radiateurs à panneaux',
      'Radiatori a pannelli',
    ),
    descriptions: texts(
      'Therm X2 Profil, Plan und Line',
      'Therm X2 Profil, Plan and Line',
      'Therm X2 Profil, Plan a Line',
      'Therm X2 Profil, Plan et Line',
      'Therm X2 Profil, Plan e Line',
    ),
  },
  {
    kombination: 'KV',
    sparte: 'KV',
    pic: 'convector',
    texts: texts(
      'Unterflurkonvektoren',
      'Trench convectors',
      'Podlahové konvektory',
      'Convecteurs en caniveau',
      'Convettori a pavimento',
    ),
    descriptions: texts(
      'Katherm mit Rost und Rahmen',
      'Katherm with grille and frame',
      'Katherm s mřížkou a rámem',
      'Katherm avec grille et cadre',
      'Katherm con griglia e cornice',
    ),
  },
  {
    kombination: 'BH',
    sparte: 'BH',
    pic: 'bath',
    texts: texts(
      'Badheizkörper',
      'Bathroom radiators',
      'Koupelnová otopná tělesa',
      'Sèche-serviettes',
      'Scaldasalviette',
    ),
    descriptions: texts(
      'Credo-Half, Pega, Diveo, Basic-50',
      'Credo-Half, Pega, Diveo, Basic-50',
      'Credo-Half, Pega, Diveo, Basic-50',
      'Credo-Half, Pega, Diveo, Basic-50',
      'Credo-Half, Pega, Diveo, Basic-50',
    ),
  },
  ...panelSeries.map(([value, name, description]) => ({
    kombination: `HK/${value}`,
    sparte: 'HK',
    merkmal: 'SERIE',
    merkmalvalue: value,
    pic: `panel-${value.toLowerCase()}`,
    texts: same(`Therm X2 ${name}`),
    descriptions: description,
  })),
  ...panelSeries.flatMap(([series]) =>
    connections.map(([value, text]) => ({
      kombination: `HK/${series}/${value}`,
      sparte: 'HK',
      merkmal: 'ANSCHLUSS',
      merkmalvalue: value,
      kmat: 'KMAT-FTX2',
      texts: text,
      descriptions: none,
    })),
  ),
  ...(
    [
      [
        'NK',
        texts('Katherm NK', 'Katherm NK', 'Katherm NK', 'Katherm NK', 'Katherm NK'),
        texts(
          'Natürliche Konvektion, geräuschlos',
          'Natural convection, silent',
          'Přirozená konvekce, tichý',
          'Convection naturelle, silencieux',
          'Convezione naturale, silenzioso',
        ),
      ],
      [
        'QK',
        same('Katherm QK'),
        texts(
          'Mit Querstromgebläse, hohe Leistung',
          'Cross-flow fan, high output',
          'S příčným ventilátorem, vysoký výkon',
          'Ventilateur tangentiel, forte puissance',
          'Ventilatore tangenziale, alta potenza',
        ),
      ],
      [
        'HK',
        same('Katherm HK'),
        texts(
          'Heizen und Kühlen',
          'Heating and cooling',
          'Topení a chlazení',
          'Chauffage et rafraîchissement',
          'Riscaldamento e raffrescamento',
        ),
      ],
    ] as const
  ).map(([value, text, description]) => ({
    kombination: `KV/${value}`,
    sparte: 'KV',
    merkmal: 'MODELL',
    merkmalvalue: value,
    kmat: 'KMAT-KATHERM',
    pic: `convector-${value.toLowerCase()}`,
    texts: text,
    descriptions: description,
  })),
  ...(
    [
      ['CREDO_HALF', 'Credo-Half'],
      ['PEGA', 'Pega'],
      ['DIVEO', 'Diveo'],
      ['BASIC50', 'Basic-50'],
    ] as const
  ).map(([value, name]) => ({
    kombination: `BH/${value}`,
    sparte: 'BH',
    merkmal: 'MODELL',
    merkmalvalue: value,
    kmat: 'KMAT-BAD',
    pic: `bath-${value.toLowerCase()}`,
    texts: same(name),
    descriptions: none,
  })),
];
