/**
 * Names of the material groups and finishes in the five UI languages. They become part of every
 * material's search text, so "Heizkörper", "radiator" and "otopné těleso" all find radiators.
 */
import type { SalesTexts } from '../../db/schema/sales.ts';

const t = (de: string, en: string, cs: string, fr: string, it: string): SalesTexts => ({ de, en, cs, fr, it });

export const materialGroups: { key: string; division: 'HT' | 'SAN'; texts: SalesTexts }[] = [
  {
    key: 'PANEL',
    division: 'HT',
    texts: t(
      'Flachheizkörper (Heizkörper)',
      'Panel radiator',
      'Deskové otopné těleso',
      'Radiateur à panneaux',
      'Radiatore a pannelli',
    ),
  },
  {
    key: 'XFLAIR',
    division: 'HT',
    texts: t(
      'Gebläseheizkörper x-flair',
      'Fan-assisted radiator x-flair',
      'Ventilátorové otopné těleso x-flair',
      'Radiateur ventilé x-flair',
      'Radiatore ventilato x-flair',
    ),
  },
  {
    key: 'VERTICAL',
    division: 'HT',
    texts: t(
      'Vertikalheizkörper',
      'Vertical radiator',
      'Vertikální otopné těleso',
      'Radiateur vertical',
      'Radiatore verticale',
    ),
  },
  {
    key: 'BATH',
    division: 'HT',
    texts: t(
      'Badheizkörper (Designheizkörper)',
      'Bathroom radiator (towel rail)',
      'Koupelnové otopné těleso',
      'Radiateur sèche-serviettes',
      'Scaldasalviette',
    ),
  },
  {
    key: 'TRENCH',
    division: 'HT',
    texts: t(
      'Unterflurkonvektor',
      'Trench convector',
      'Podlahový konvektor',
      'Convecteur en caniveau',
      'Convettore a pavimento',
    ),
  },
  {
    key: 'GRILLE',
    division: 'HT',
    texts: t(
      'Rollrost / Linearrost',
      'Roll grille / linear grille',
      'Rolovací / lineární mřížka',
      'Grille enroulable / linéaire',
      'Griglia avvolgibile / lineare',
    ),
  },
  {
    key: 'COLUMN',
    division: 'HT',
    texts: t('Röhrenradiator', 'Column radiator', 'Trubkový radiátor', 'Radiateur tubulaire', 'Radiatore tubolare'),
  },
  {
    key: 'HEATPUMP',
    division: 'HT',
    texts: t('Wärmepumpe', 'Heat pump', 'Tepelné čerpadlo', 'Pompe à chaleur', 'Pompa di calore'),
  },
  {
    key: 'STORAGE',
    division: 'HT',
    texts: t('Speicher', 'Storage tank', 'Zásobník', 'Ballon de stockage', 'Accumulo'),
  },
  {
    key: 'UFH',
    division: 'HT',
    texts: t(
      'Flächenheizung x-net',
      'Underfloor heating x-net',
      'Podlahové vytápění x-net',
      'Plancher chauffant x-net',
      'Riscaldamento a pavimento x-net',
    ),
  },
  {
    key: 'SHOWER',
    division: 'SAN',
    texts: t('Duschabtrennung (Duschkabine)', 'Shower enclosure', 'Sprchový kout', 'Paroi de douche', 'Box doccia'),
  },
  {
    key: 'SPARE',
    division: 'HT',
    texts: t(
      'Ersatzteil / Zubehör',
      'Spare part / accessory',
      'Náhradní díl / příslušenství',
      'Pièce détachée / accessoire',
      'Ricambio / accessorio',
    ),
  },
  {
    key: 'KMAT',
    division: 'HT',
    texts: t(
      'Konfigurierbares Produkt',
      'Configurable product',
      'Konfigurovatelný výrobek',
      'Produit configurable',
      'Prodotto configurabile',
    ),
  },
];

export const materialVariants: { key: string; code: string; short: string; texts: SalesTexts }[] = [
  {
    key: 'RAL9016',
    code: 'W',
    short: '',
    texts: t('weiß RAL 9016', 'white RAL 9016', 'bílá RAL 9016', 'blanc RAL 9016', 'bianco RAL 9016'),
  },
  {
    key: 'RAL9010',
    code: 'R',
    short: 'RAL 9010',
    texts: t(
      'reinweiß RAL 9010',
      'pure white RAL 9010',
      'čistě bílá RAL 9010',
      'blanc pur RAL 9010',
      'bianco puro RAL 9010',
    ),
  },
  {
    key: 'RAL7016',
    code: 'A',
    short: 'RAL 7016',
    texts: t(
      'anthrazitgrau RAL 7016',
      'anthracite grey RAL 7016',
      'antracitová RAL 7016',
      'gris anthracite RAL 7016',
      'grigio antracite RAL 7016',
    ),
  },
  {
    key: 'RAL9005',
    code: 'S',
    short: 'RAL 9005',
    texts: t(
      'tiefschwarz RAL 9005',
      'jet black RAL 9005',
      'černá RAL 9005',
      'noir foncé RAL 9005',
      'nero intenso RAL 9005',
    ),
  },
  {
    key: 'RAL9006',
    code: 'M',
    short: 'RAL 9006',
    texts: t(
      'weißaluminium RAL 9006',
      'white aluminium RAL 9006',
      'bílý hliník RAL 9006',
      'aluminium blanc RAL 9006',
      'alluminio brillante RAL 9006',
    ),
  },
  {
    key: 'CHROME',
    code: 'C',
    short: 'verchromt',
    texts: t('verchromt', 'chrome-plated', 'chromovaný', 'chromé', 'cromato'),
  },
  {
    key: 'STAINLESS',
    code: 'E',
    short: 'Edelstahl-Optik',
    texts: t('Edelstahl-Optik', 'stainless steel look', 'vzhled nerezové oceli', 'aspect inox', 'effetto acciaio inox'),
  },
  {
    key: 'ALU_NAT',
    code: 'N',
    short: 'Alu natur',
    texts: t(
      'Aluminium natur eloxiert',
      'natural anodised aluminium',
      'přírodní eloxovaný hliník',
      'aluminium anodisé naturel',
      'alluminio anodizzato naturale',
    ),
  },
  {
    key: 'ALU_BLACK',
    code: 'B',
    short: 'Alu schwarz',
    texts: t(
      'Aluminium schwarz eloxiert',
      'black anodised aluminium',
      'černý eloxovaný hliník',
      'aluminium anodisé noir',
      'alluminio anodizzato nero',
    ),
  },
  {
    key: 'ALU_BRONZE',
    code: 'Z',
    short: 'Alu bronze',
    texts: t(
      'Aluminium bronze eloxiert',
      'bronze anodised aluminium',
      'bronzový eloxovaný hliník',
      'aluminium anodisé bronze',
      'alluminio anodizzato bronzo',
    ),
  },
  {
    key: 'STEEL',
    code: 'X',
    short: 'Edelstahl',
    texts: t('Edelstahl', 'stainless steel', 'nerezová ocel', 'acier inoxydable', 'acciaio inox'),
  },
  {
    key: 'OAK',
    code: 'H',
    short: 'Eiche',
    texts: t('Holz Eiche', 'oak wood', 'dubové dřevo', 'bois de chêne', 'legno di rovere'),
  },
  {
    key: 'CLEAR_SILVER',
    code: 'KS',
    short: '',
    texts: t(
      'ESG klar, silber hochglanz',
      'clear safety glass, polished silver',
      'čiré bezpečnostní sklo, stříbrná lesk',
      'verre clair, argent brillant',
      'vetro trasparente, argento lucido',
    ),
  },
  {
    key: 'CLEAR_BLACK',
    code: 'KB',
    short: 'klar/schwarz',
    texts: t(
      'ESG klar, schwarz matt',
      'clear safety glass, matt black',
      'čiré bezpečnostní sklo, černá mat',
      'verre clair, noir mat',
      'vetro trasparente, nero opaco',
    ),
  },
  {
    key: 'SATIN_SILVER',
    code: 'OS',
    short: 'opak/silber',
    texts: t(
      'ESG opak (satiniert), silber',
      'satin safety glass, silver',
      'matné bezpečnostní sklo, stříbrná',
      'verre satiné, argent',
      'vetro satinato, argento',
    ),
  },
  {
    key: 'CLEAR_WHITE',
    code: 'KW',
    short: 'klar/weiß',
    texts: t(
      'ESG klar, weiß',
      'clear safety glass, white',
      'čiré bezpečnostní sklo, bílá',
      'verre clair, blanc',
      'vetro trasparente, bianco',
    ),
  },
];
