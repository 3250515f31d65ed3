import type { InfoSystemModuleName } from '../../../contract/info-system-modules.ts';
import { productMediaFiles } from './media.ts';
import { type InfoDocument, type InfoSection, renderInfoPdf } from './pdf.ts';
import { Canvas, mix, type Rgb } from './png.ts';

/**
 * The demo documents and photos of the info systems: German titles, fixed lastModified dates
 * (distinct, so the listing orders of shell/routes.ts are visible), several folders where a module
 * collects over time (news/2026, news/2025, …). Rendered at seed time: real PDFs (pdfkit) and
 * real PNGs (png.ts).
 */
export interface DemoFile {
  module: InfoSystemModuleName;
  folder: string;
  name: string;
  mimeType: string;
  lastModified: Date;
  render(): Promise<Buffer>;
}

const at = (iso: string) => new Date(iso);

function pdf(
  module: InfoSystemModuleName,
  folder: string,
  name: string,
  date: string,
  doc: Omit<InfoDocument, 'date'>,
): DemoFile {
  const lastModified = at(date);
  return {
    module,
    folder,
    name,
    mimeType: 'application/pdf',
    lastModified,
    render: () => renderInfoPdf({ ...doc, date: lastModified }),
  };
}

function png(module: InfoSystemModuleName, folder: string, name: string, date: string, draw: () => Canvas): DemoFile {
  return {
    module,
    folder,
    name,
    mimeType: 'image/png',
    lastModified: at(date),
    render: async () => draw().png(),
  };
}

/** PZP Heating's blue for the Czech plant's documents. */
const pzpBlue = '#00558c';

const contact = (who: string, phone: string): InfoSection => ({
  heading: 'Ansprechpartner',
  bullets: [`${who}, Telefon ${phone}`, 'Intranet: Mitarbeiterinfo → Personalabteilung'],
});

// ---------------------------------------------------------------------------------------------
// Canteen info: the allergen list (LMIV, EU regulation 1169/2011).
// ---------------------------------------------------------------------------------------------

const allergens: [string, string][] = [
  ['A', 'Glutenhaltiges Getreide (Weizen, Roggen, Gerste, Hafer, Dinkel)'],
  ['B', 'Krebstiere'],
  ['C', 'Eier'],
  ['D', 'Fisch'],
  ['E', 'Erdnüsse'],
  ['F', 'Soja'],
  ['G', 'Milch und Milcherzeugnisse (inkl. Laktose)'],
  ['H', 'Schalenfrüchte (Mandeln, Haselnüsse, Walnüsse, …)'],
  ['L', 'Sellerie'],
  ['M', 'Senf'],
  ['N', 'Sesamsamen'],
  ['O', 'Schwefeldioxid und Sulfite'],
  ['P', 'Lupinen'],
  ['R', 'Weichtiere'],
];

const dishAllergens: [string, string][] = [
  ['Schweinebraten mit Semmelknödel und Blaukraut', 'A, C, G, L, O'],
  ['Hähnchenschnitzel mit Pommes frites', 'A, C'],
  ['Rindergulasch mit Spätzle', 'A, C, L'],
  ['Fischfilet Müllerin Art mit Petersilienkartoffeln', 'A, D, G'],
  ['Leberkäse mit Spiegelei und Bratkartoffeln', 'C, M'],
  ['Käsespätzle mit Röstzwiebeln', 'A, C, G'],
  ['Gemüsecurry mit Basmatireis', 'F, H'],
  ['Spinatknödel mit brauner Butter', 'A, C, G'],
  ['Linsensuppe mit Wiener Würstchen', 'L, M'],
  ['Spaghetti Bolognese', 'A, L'],
  ['Dessert des Tages', 'A, C, G, H (je nach Tagesangebot)'],
  ['Brezel', 'A'],
];

function canteenInfo(): DemoFile[] {
  return [
    pdf('canteenInfo', 'Allergene', 'Allergenkennzeichnung Kantine Plattling.pdf', '2026-09-01T07:00:00Z', {
      kicker: 'Kermi GmbH · Kantine Plattling',
      title: 'Allergenkennzeichnung',
      subtitle: 'Kennzeichnung der 14 Hauptallergene nach Lebensmittelinformationsverordnung (EU) Nr. 1169/2011',
      sections: [
        {
          heading: 'Die 14 Hauptallergene',
          table: { columns: ['Kürzel', 'Allergen'], widths: [1, 6], rows: allergens.map(([k, v]) => [k, v]) },
        },
        {
          heading: 'Unsere Gerichte',
          table: { columns: ['Gericht', 'Enthält'], widths: [4, 2], rows: dishAllergens },
        },
        {
          heading: 'Hinweis',
          paragraphs: [
            'Trotz sorgfältiger Herstellung können Spuren weiterer Allergene nicht ausgeschlossen werden. Bei Fragen wenden Sie sich bitte an das Küchenteam an der Essensausgabe.',
          ],
        },
      ],
      color: '#b0123b',
    }),
    pdf('canteenInfo', 'Hinweise', 'Öffnungszeiten und Bestellung.pdf', '2026-10-05T07:00:00Z', {
      kicker: 'Kermi GmbH · Kantine Plattling',
      title: 'Öffnungszeiten und Bestellung',
      sections: [
        {
          heading: 'Öffnungszeiten',
          bullets: [
            'Frühstück: Montag bis Freitag 7:30 – 9:00 Uhr',
            'Mittagessen: Montag bis Freitag 11:15 – 13:00 Uhr',
          ],
        },
        {
          heading: 'Bestellung über das Portal',
          bullets: [
            'Bestellen und ändern Sie Ihr Essen im Portal unter Kantine → Essen bestellen.',
            'Bestellschluss ist am jeweiligen Tag um 9:30 Uhr.',
            'Der Speiseplan der Folgewoche wird donnerstags um 12:00 Uhr veröffentlicht.',
          ],
        },
      ],
      color: '#b0123b',
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Employee info.
// ---------------------------------------------------------------------------------------------

function article(
  kicker: string,
  title: string,
  paragraphs: string[],
  bullets: string[] = [],
): Omit<InfoDocument, 'date'> {
  return {
    kicker,
    title,
    sections: [{ heading: title, paragraphs, ...(bullets.length ? { bullets } : {}) }],
  };
}

function employeeInfo(): DemoFile[] {
  // The employee-info pages belong to the Czech plant's site (shell/routing/routes.ts
  // employeeInfoCz): PZP Heating in Dobré, in Czech.
  const cz = (
    module: InfoSystemModuleName,
    folder: string,
    name: string,
    date: string,
    doc: Omit<InfoDocument, 'date'>,
  ) => pdf(module, folder, name, date, { ...doc, plant: 'dobre', color: doc.color ?? pzpBlue });
  const news = 'PZP Heating a.s. · Novinky';
  const events = 'PZP Heating a.s. · Akce';
  return [
    // news: lastModified descending in the UI
    cz(
      'news',
      '2026',
      'Nová linka práškového lakování v Dobrém.pdf',
      '2026-11-12T09:00:00Z',
      article(news, 'Nová linka práškového lakování v Dobrém', [
        'Po dvanácti měsících výstavby byla v hale 3 uvedena do provozu nová linka práškového lakování. Zkracuje dobu průchodu zásobníků a tepelných čerpadel výrobou zhruba o 20 procent a výrazně snižuje spotřebu plynu.',
        'Přechod probíhá postupně do konce ledna. O změněných postupech informují vedoucí směn.',
      ]),
    ),
    cz(
      'news',
      '2026',
      'PZP získala ocenění za udržitelnost.pdf',
      '2026-07-03T09:00:00Z',
      article(news, 'PZP získala ocenění za udržitelnost', [
        'Za fotovoltaickou elektrárnu na střechách hal a rekuperaci tepla v lakovně získala PZP Heating ocenění Energetický projekt roku Královéhradeckého kraje.',
      ]),
    ),
    cz(
      'news',
      '2026',
      'Jubilanti v prvním pololetí 2026.pdf',
      '2026-03-18T09:00:00Z',
      article(
        news,
        'Jubilanti v prvním pololetí 2026',
        ['Srdečně blahopřejeme a děkujeme za dlouholetou věrnost:'],
        [
          '30 let: Jaroslav Kubíček (výroba tepelných čerpadel)',
          '20 let: Lenka Dvořáková (obchodní oddělení), Petr Hruška (údržba)',
          '10 let: Martina Horáková (kontrola kvality), Tomáš Novotný (logistika)',
        ],
      ),
    ),
    cz(
      'news',
      '2025',
      'Ohlédnutí za rokem 2025.pdf',
      '2025-12-19T09:00:00Z',
      article(news, 'Ohlédnutí za rokem 2025', [
        'Máme za sebou rušný rok: nová generace tepelných čerpadel, rozšíření skladu v Dobrém a více než 20 nových učňů a studentů na praxi.',
      ]),
    ),
    cz(
      'news',
      '2025',
      'Otevřena nová závodní jídelna.pdf',
      '2025-05-06T09:00:00Z',
      article(news, 'Otevřena nová závodní jídelna', [
        'Zmodernizovaná závodní jídelna nabízí denně tři menu a salátový bar; jídelní lístek najdete každý týden na portálu.',
      ]),
    ),

    // events: lastModified descending
    cz(
      'events',
      '2026',
      'Vánoční večírek 2026.pdf',
      '2026-11-02T08:00:00Z',
      article(
        events,
        'Vánoční večírek 2026',
        ['Pátek 11. prosince 2026 od 17:00 v kulturním domě v Dobrém.'],
        ['Přihlášky do 27. listopadu u nadřízených', 'Autobus odjíždí od vrátnice v 16:30'],
      ),
    ),
    cz(
      'events',
      '2026',
      'Letní slavnost 2026.pdf',
      '2026-06-10T08:00:00Z',
      article(
        events,
        'Letní slavnost 2026',
        ['Sobota 18. července 2026, 11:00–18:00 v areálu závodu Dobré.'],
        [
          'Prohlídky závodu pro rodiny ve 12:00 a v 15:00',
          'Program pro děti se skákacím hradem a malováním na obličej',
        ],
      ),
    ),
    cz(
      'events',
      '2026',
      'Den zdraví 2026.pdf',
      '2026-04-14T08:00:00Z',
      article(
        events,
        'Den zdraví 2026',
        ['Středa 6. května 2026 ve školicím středisku.'],
        ['Měření krevního tlaku, vyšetření páteře a test zraku', 'Přednášky o ergonomii a zdravém spánku'],
      ),
    ),
    cz(
      'events',
      '2025',
      'Firemní běh 2025.pdf',
      '2025-09-02T08:00:00Z',
      article(events, 'Firemní běh 2025', [
        'Více než 80 kolegyň a kolegů vyběhlo na firemním běhu v Rychnově nad Kněžnou – děkujeme, že jste byli s námi!',
      ]),
    ),
    cz(
      'events',
      '2025',
      'Firemní výlet 2025.pdf',
      '2025-06-20T08:00:00Z',
      article(events, 'Firemní výlet 2025', [
        'Letošní firemní výlet vedl do Orlických hor s výstupem na rozhlednu na Velké Deštné.',
      ]),
    ),

    // meal plan: lastModified descending
    cz('mealPlan', '2026', 'Jídelní lístek 48. týden 2026.pdf', '2026-11-19T11:00:00Z', mealPlan(48, 2026)),
    cz('mealPlan', '2026', 'Jídelní lístek 47. týden 2026.pdf', '2026-11-12T11:00:00Z', mealPlan(47, 2026)),
    cz('mealPlan', '2025', 'Jídelní lístek 51. týden 2025.pdf', '2025-12-11T11:00:00Z', mealPlan(51, 2025)),

    cz(
      'regionalNews',
      'Rychnov nad Kněžnou',
      'Městské slavnosti Rychnov 2026.pdf',
      '2026-08-21T08:00:00Z',
      article('Regionální novinky · Rychnov nad Kněžnou', 'Městské slavnosti Rychnov 2026', [
        'PZP Heating se na městských slavnostech představí se stánkem o učebních oborech a praxi v závodě.',
      ]),
    ),
    cz(
      'regionalNews',
      'Dobré',
      'Zprávy z Dobrého.pdf',
      '2026-10-08T08:00:00Z',
      article('PZP Heating a.s. · Dobré', 'Zprávy z Dobrého', [
        'Nová linka na tepelná čerpadla zahájila zkušební provoz.',
      ]),
    ),

    cz('questionsAndAnswers', 'FAQ', 'Časté dotazy k zaměstnaneckému portálu.pdf', '2026-02-02T08:00:00Z', {
      kicker: 'PZP Heating a.s. · Zaměstnanecký portál',
      title: 'Časté dotazy k zaměstnaneckému portálu',
      sections: [
        {
          heading: 'Jak se přihlásím?',
          paragraphs: ['Svým uživatelským jménem a heslem do Windows přes tlačítko „Přihlásit“.'],
        },
        {
          heading: 'Kde najdu jídelní lístek?',
          paragraphs: [
            'V části Informace pro zaměstnance → Jídelní lístek; lístek na další týden vychází vždy ve čtvrtek.',
          ],
        },
        {
          heading: 'Na koho se obrátím s dotazem ke mzdě?',
          paragraphs: [
            'Na personální oddělení; kontakty najdete v části Informace pro zaměstnance → Personální oddělení.',
          ],
        },
      ],
    }),
    cz('officeHours', 'Úřední hodiny', 'Úřední hodiny personálního oddělení a odborů.pdf', '2026-01-12T08:00:00Z', {
      kicker: 'PZP Heating a.s. · Úřední hodiny',
      title: 'Úřední hodiny',
      sections: [
        {
          heading: 'Personální oddělení (administrativní budova, 1. patro)',
          table: {
            columns: ['Den', 'Čas'],
            widths: [2, 3],
            rows: [
              ['Pondělí – čtvrtek', '7:00 – 11:30 a 12:00 – 14:30'],
              ['Pátek', '7:00 – 11:30'],
            ],
          },
        },
        {
          heading: 'Odborová organizace (hala 1, místnost 104)',
          bullets: ['Úterý 9:00 – 11:00', 'Čtvrtek 13:00 – 15:00'],
        },
      ],
    }),
    cz('links', 'Odkazy', 'Důležité odkazy.pdf', '2026-03-03T08:00:00Z', {
      kicker: 'PZP Heating a.s. · Odkazy',
      title: 'Důležité odkazy',
      sections: [
        {
          heading: 'Interní a externí',
          bullets: [
            'PZP Heating na internetu: www.pzp.cz',
            'Skupina Arbonia: www.arbonia.com',
            'Státní úřad inspekce práce: www.suip.cz',
            'Docházka: terminál u vrátnice nebo na portálu',
          ],
        },
      ],
    }),
    cz(
      'benefits',
      'Benefity',
      'Zaměstnanecké benefity 2026.pdf',
      '2026-01-20T08:00:00Z',
      article(
        'PZP Heating a.s. · Benefity',
        'Zaměstnanecké benefity 2026',
        ['Přehled našich benefitů:'],
        [
          'Příspěvek na stravování v závodní jídelně',
          'Příspěvek na penzijní spoření',
          'Týden dovolené navíc',
          'Zaměstnanecké slevy na otopná tělesa a tepelná čerpadla',
        ],
      ),
    ),
    cz(
      'benefits',
      'Benefity',
      'Karta MultiSport.pdf',
      '2026-04-07T08:00:00Z',
      article('PZP Heating a.s. · Benefity', 'Karta MultiSport', [
        'Karta MultiSport s příspěvkem zaměstnavatele – pro vás i pro vaše blízké.',
      ]),
    ),
    cz(
      'career',
      'Učni',
      'Učební obory v PZP.pdf',
      '2026-05-11T08:00:00Z',
      article('PZP Heating a.s. · Kariéra', 'Učební obory v PZP', [
        'Ve spolupráci se střední školou v Rychnově nad Kněžnou připravujeme učně v šesti oborech, od strojního mechanika po elektrikáře.',
      ]),
    ),
    cz(
      'career',
      'Volná místa',
      'Interní nabídka volných míst listopad 2026.pdf',
      '2026-11-04T08:00:00Z',
      article(
        'PZP Heating a.s. · Kariéra',
        'Interní nabídka volných míst',
        ['Aktuálně hledáme:'],
        ['Vedoucí směny lakovny', 'Referent/ka nákupu', 'Elektrotechnik/elektrotechnička údržby'],
      ),
    ),
    cz('hrDepartment', 'Kontakty', 'Kontakty personálního oddělení.pdf', '2026-02-16T08:00:00Z', {
      kicker: 'PZP Heating a.s. · Personální oddělení',
      title: 'Vaši kontaktní pracovníci',
      sections: [
        {
          heading: 'Kdo má co na starosti',
          table: {
            columns: ['Oblast', 'Jméno', 'Linka'],
            widths: [3, 3, 1],
            rows: [
              ['Dělnické profese A–K', 'Hana Procházková', '-214'],
              ['Dělnické profese L–Ž', 'Jiří Svoboda', '-215'],
              ['Technicko-hospodářští pracovníci', 'Eva Černá', '-216'],
              ['Učni a praxe', 'Pavel Krejčí', '-218'],
            ],
          },
        },
      ],
    }),
    pdf(
      'infoSystemsKermiDE',
      'Infosysteme',
      'Übersicht der Infosysteme.pdf',
      '2026-01-08T08:00:00Z',
      article(
        'Kermi GmbH · Infosysteme',
        'Übersicht der Infosysteme',
        ['Alle Informationssysteme des Standorts auf einen Blick.'],
        [
          'Personal: Betriebsvereinbarungen, Weiterbildung, Formulare, Stellen',
          'Arbeitssicherheit: Navigator, Gefährdungsbeurteilungen, Unterweisungen',
          'Mitarbeiterinfo: Neuigkeiten, Veranstaltungen, Speiseplan',
        ],
      ),
    ),
    pdf('infoSystemsPzpCZ', 'Informace', 'Přehled informačních systémů.pdf', '2026-01-08T08:00:00Z', {
      ...article('PZP Heating a.s.', 'Přehled informačních systémů', [
        'Všechny informační systémy závodu Dobré na jednom místě.',
      ]),
      plant: 'dobre',
      color: pzpBlue,
    }),
  ];
}

/** The Czech plant's canteen: the week's menus in Czech, prices in crowns. */
function mealPlan(week: number, year: number): Omit<InfoDocument, 'date'> {
  const days = ['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek'];
  const menus = [
    ['Vepřová pečeně s knedlíkem a zelím', 'Smažený sýr s vařeným bramborem', 'Bramboračka'],
    ['Kuřecí řízek s bramborovým salátem', 'Zeleninové kari s rýží', 'Česnečka s krutony'],
    ['Svíčková na smetaně s knedlíkem', 'Špenátové noky se sýrem', 'Salát s krůtím masem'],
    ['Pečený pstruh s petrželovým bramborem', 'Zeleninové lasagne', 'Špagety po boloňsku'],
    ['Hovězí guláš s chlebem', 'Ovocné knedlíky s tvarohem', 'Gulášová polévka'],
  ];
  return {
    kicker: 'PZP Heating a.s. · Závodní jídelna Dobré',
    title: `Jídelní lístek ${week}. týden ${year}`,
    sections: [
      {
        heading: 'Menu týdne',
        table: {
          columns: ['Den', 'Menu 1', 'Menu 2 (bezmasé)', 'Menu 3'],
          widths: [2, 4, 4, 3],
          rows: days.map((d, i) => [d, ...menus[(i + week) % menus.length]!]),
        },
      },
      {
        heading: 'Ceny',
        bullets: ['Menu 1: 95 Kč', 'Menu 2: 85 Kč', 'Menu 3: 55 Kč', 'Salát 30 Kč, dezert 25 Kč'],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// HR and corona pages.
// ---------------------------------------------------------------------------------------------

function hr(): DemoFile[] {
  const k = 'Kermi GmbH · Personal';
  return [
    pdf(
      'companyAgreement',
      'Betriebsvereinbarungen',
      'BV Arbeitszeit und Gleitzeit.pdf',
      '2025-10-01T08:00:00Z',
      article(k, 'Betriebsvereinbarung Arbeitszeit und Gleitzeit', [
        'Rahmenarbeitszeit 6:00 – 19:00 Uhr, Kernzeit 9:00 – 14:00 Uhr (freitags bis 12:00 Uhr).',
      ]),
    ),
    pdf(
      'companyAgreement',
      'Betriebsvereinbarungen',
      'BV Mobiles Arbeiten.pdf',
      '2026-03-01T08:00:00Z',
      article(k, 'Betriebsvereinbarung Mobiles Arbeiten', [
        'Bis zu zwei Tage mobiles Arbeiten pro Woche nach Absprache mit der Führungskraft.',
      ]),
    ),
    pdf('education', 'Weiterbildung', 'Seminarprogramm 2026.pdf', '2025-12-01T08:00:00Z', {
      kicker: k,
      title: 'Seminarprogramm 2026',
      sections: [
        {
          heading: 'Termine',
          table: {
            columns: ['Seminar', 'Termin', 'Dauer'],
            widths: [4, 2, 1],
            rows: [
              ['Excel für Fortgeschrittene', '12.02.2026', '1 Tag'],
              ['Führen im Schichtbetrieb', '17.03.2026', '2 Tage'],
              ['Brandschutzhelfer', '21.04.2026', '½ Tag'],
              ['Konfliktgespräche führen', '09.06.2026', '1 Tag'],
            ],
          },
        },
      ],
    }),
    pdf(
      'forms',
      'Formulare',
      'Urlaubsantrag.pdf',
      '2025-11-03T08:00:00Z',
      form('Urlaubsantrag', [
        'Name, Vorname',
        'Personalnummer',
        'Urlaub von – bis',
        'Anzahl Arbeitstage',
        'Vertretung',
        'Unterschrift Mitarbeiter/in',
        'Genehmigung Vorgesetzte/r',
      ]),
    ),
    pdf(
      'forms',
      'Formulare',
      'Reisekostenabrechnung.pdf',
      '2026-01-15T08:00:00Z',
      form('Reisekostenabrechnung', [
        'Name, Vorname',
        'Kostenstelle',
        'Reiseziel und Anlass',
        'Beginn / Ende',
        'Gefahrene Kilometer',
        'Übernachtungen',
        'Belege (Anzahl)',
      ]),
    ),
    pdf(
      'forms',
      'Formulare',
      'Änderungsmitteilung Personaldaten.pdf',
      '2026-06-01T08:00:00Z',
      form('Änderungsmitteilung Personaldaten', [
        'Name, Vorname',
        'Personalnummer',
        'Neue Anschrift',
        'Neue Bankverbindung (IBAN)',
        'Familienstand',
        'Gültig ab',
      ]),
    ),
    pdf(
      'jobs',
      'Stellen',
      'Stellenangebote November 2026.pdf',
      '2026-11-02T08:00:00Z',
      article(
        k,
        'Stellenangebote November 2026',
        ['Empfehlen Sie uns weiter – für eine erfolgreiche Empfehlung gibt es eine Prämie.'],
        [
          'Maschinen- und Anlagenführer (m/w/d), Schicht',
          'Fachkraft für Lagerlogistik (m/w/d)',
          'Technischer Produktdesigner (m/w/d)',
        ],
      ),
    ),
    pdf(
      'hrInfo',
      'Informationen',
      'Personalinformationen 2026.pdf',
      '2026-01-05T08:00:00Z',
      article(
        k,
        'Personalinformationen 2026',
        ['Wichtige Termine und Regelungen für das Jahr 2026.'],
        [
          'Betriebsruhe: 24.12.2026 – 01.01.2027',
          'Brückentage: 15.05.2026 und 05.06.2026',
          'Entgeltabrechnung: jeweils zum Monatsletzten',
        ],
      ),
    ),
  ];
}

function form(title: string, fields: string[]): Omit<InfoDocument, 'date'> {
  return {
    kicker: 'Kermi GmbH · Formulare',
    title,
    sections: [
      {
        heading: 'Bitte ausfüllen',
        table: { columns: ['Angabe', 'Eintrag'], widths: [2, 4], rows: fields.map((f) => [f, ' \n ']) },
      },
      {
        heading: 'Abgabe',
        paragraphs: ['Bitte unterschrieben in der Personalabteilung abgeben oder eingescannt per E-Mail senden.'],
      },
    ],
  };
}

function corona(): DemoFile[] {
  const make = (module: 'coronaKermiDE' | 'coronaArboniaDE', company: string) => [
    pdf(
      module,
      'Archiv',
      '2020-03 Pandemieplan.pdf',
      '2020-03-13T08:00:00Z',
      article(`${company} · Corona`, 'Pandemieplan', [
        'Maßnahmen zum Schutz der Beschäftigten und zur Aufrechterhaltung des Betriebs.',
      ]),
    ),
    pdf(
      module,
      'Archiv',
      '2021-11 3G am Arbeitsplatz.pdf',
      '2021-11-24T08:00:00Z',
      article(`${company} · Corona`, '3G am Arbeitsplatz', [
        'Zutritt nur für Geimpfte, Genesene oder Getestete (§ 28b IfSG).',
      ]),
    ),
    pdf(
      module,
      'Archiv',
      '2022-04 Hygienekonzept.pdf',
      '2022-04-01T08:00:00Z',
      article(`${company} · Corona`, 'Hygienekonzept ab April 2022', [
        'Die Maskenpflicht in den Hallen entfällt; Abstand und Handhygiene bleiben empfohlen.',
      ]),
    ),
  ];
  return [...make('coronaKermiDE', 'Kermi GmbH'), ...make('coronaArboniaDE', 'Arbonia Deutschland')];
}

// ---------------------------------------------------------------------------------------------
// Occupational safety: one document per module of the tree.
// ---------------------------------------------------------------------------------------------

const osTopics: [InfoSystemModuleName, string, string[]][] = [
  [
    'osExecutives',
    'Pflichten der Führungskräfte im Arbeitsschutz',
    [
      'Gefährdungen beurteilen und Maßnahmen festlegen',
      'Mitarbeitende jährlich unterweisen',
      'Wirksamkeit der Maßnahmen kontrollieren',
    ],
  ],
  [
    'osNavigator',
    'Navigator Arbeitssicherheit',
    ['Schnellzugriff auf Betriebsanweisungen und Protokolle', 'Gegliedert nach Tätigkeiten und Arbeitsmitteln'],
  ],
  [
    'osNavigatorProtocol',
    'Unterweisungsprotokoll',
    ['Datum, Thema und Unterweisende/r eintragen', 'Teilnahme mit Unterschrift bestätigen'],
  ],
  [
    'osNavigatorForklift',
    'Flurförderzeuge – Staplerfahrer',
    [
      'Fahrausweis und schriftliche Beauftragung erforderlich',
      'Tägliche Einsatzprüfung vor Fahrtbeginn',
      'Gurtpflicht auf dem gesamten Werksgelände',
    ],
  ],
  [
    'osNavigatorDrivingOrders',
    'Fahraufträge für Flurförderzeuge',
    ['Schriftliche Beauftragung durch die Führungskraft', 'Gültig für benannte Fahrzeugtypen und Bereiche'],
  ],
  [
    'osNavigatorForeignCompanies',
    'Fremdfirmen auf dem Werksgelände',
    ['Anmeldung an der Pforte', 'Sicherheitseinweisung vor Arbeitsbeginn', 'Erlaubnisschein für Heißarbeiten'],
  ],
  [
    'osNavigatorDangerousLoneWork',
    'Gefährliche Alleinarbeit',
    ['Personen-Notsignal-Anlage verwenden', 'Regelmäßige Kontrollrufe vereinbaren'],
  ],
  [
    'osNavigatorCranes',
    'Krananlagen und Anschlagmittel',
    [
      'Nur mit Kranführerausweis',
      'Anschlagmittel vor Gebrauch auf Schäden prüfen',
      'Nie unter schwebenden Lasten aufhalten',
    ],
  ],
  [
    'osNavigatorHighAltitudeJobs',
    'Arbeiten in der Höhe',
    ['Absturzsicherung ab 1 m Absturzhöhe', 'Hubarbeitsbühnen nur mit Unterweisung'],
  ],
  [
    'osNavigatorHydraulics',
    'Hydraulikanlagen',
    ['Vor Arbeiten drucklos machen und sichern', 'Schläuche regelmäßig prüfen'],
  ],
  [
    'osNavigatorContainer',
    'Container und Behälter',
    ['Abfälle nach Entsorgungsplan trennen', 'Gefahrstoffbehälter kennzeichnen'],
  ],
  [
    'osNavigatorStainlessSteel',
    'Bearbeitung von Edelstahl',
    ['Absaugung beim Schleifen und Schweißen', 'Schutzhandschuhe gegen Schnittverletzungen'],
  ],
  [
    'osNavigatorPersonalProtectiveEquipment',
    'Persönliche Schutzausrüstung',
    [
      'Sicherheitsschuhe S3 in allen Hallen',
      'Gehörschutz in gekennzeichneten Lärmbereichen',
      'Schutzbrille an Maschinen mit Spanflug',
    ],
  ],
  [
    'osNavigatorAccident',
    'Verhalten bei Arbeitsunfällen',
    ['Erste Hilfe leisten, Notruf 112 (intern 0-112)', 'Unfall der Führungskraft melden', 'Eintrag ins Verbandbuch'],
  ],
  [
    'osNavigatorSecuritySymbols',
    'Sicherheitskennzeichnung',
    ['Verbotszeichen: rot', 'Gebotszeichen: blau', 'Rettungszeichen: grün', 'Warnzeichen: gelb'],
  ],
  [
    'osSecurityOfficer',
    'Sicherheitsbeauftragte',
    ['Unterstützen die Führungskräfte', 'Mindestens ein Sicherheitsbeauftragter je Halle'],
  ],
  [
    'osSecurityOfficerBGHM',
    'BGHM – Berufsgenossenschaft Holz und Metall',
    ['Seminare für Sicherheitsbeauftragte', 'Informationen unter www.bghm.de'],
  ],
  [
    'osSecurityOfficerOccupationalSafetyAndHealth',
    'Arbeitsschutz und Gesundheit',
    ['Arbeitsmedizinische Vorsorge', 'Betriebliches Gesundheitsmanagement'],
  ],
  [
    'osSecurityOfficerFurtherInfo',
    'Weitere Informationen für Sicherheitsbeauftragte',
    ['Protokolle der ASA-Sitzungen', 'Begehungspläne 2026'],
  ],
  [
    'osInfoSpotSiFa',
    'Infospot der Fachkraft für Arbeitssicherheit',
    ['Monatliches Sicherheitsthema', 'Aktuell: Ordnung und Sauberkeit am Arbeitsplatz'],
  ],
  [
    'osEmergencyManagementAndFirstAid',
    'Notfallmanagement und Erste Hilfe',
    [
      'Ersthelfer je Abteilung (Liste am Aushang)',
      'Sammelplätze: Parkplatz Nord und Süd',
      'Defibrillatoren an Pforte und Kantine',
    ],
  ],
  [
    'osLegalIndex',
    'Rechtskataster Arbeitssicherheit',
    ['Verzeichnis der einschlägigen Gesetze und Verordnungen', 'Jährliche Prüfung auf Aktualität'],
  ],
  [
    'osLegalWorkplaceOrdinance',
    'Arbeitsstättenverordnung (ArbStättV)',
    ['Anforderungen an Arbeitsräume, Beleuchtung und Raumtemperatur'],
  ],
  [
    'osLegalHazardousSubstances',
    'Gefahrstoffverordnung (GefStoffV)',
    ['Gefahrstoffverzeichnis und Betriebsanweisungen', 'Substitutionsprüfung'],
  ],
  [
    'osLegalOperationalSafety',
    'Betriebssicherheitsverordnung (BetrSichV)',
    ['Prüfung von Arbeitsmitteln', 'Überwachungsbedürftige Anlagen'],
  ],
  [
    'osLegalOccupationalSafetyAct',
    'Arbeitsschutzgesetz (ArbSchG)',
    ['Grundpflichten des Arbeitgebers', 'Pflichten und Rechte der Beschäftigten'],
  ],
  [
    'osLegalDguvRegulations',
    'DGUV Vorschriften',
    ['DGUV Vorschrift 1: Grundsätze der Prävention', 'DGUV Vorschrift 3: Elektrische Anlagen und Betriebsmittel'],
  ],
  [
    'osLegalMaternityProtection',
    'Mutterschutzgesetz (MuSchG)',
    ['Mitteilung der Schwangerschaft an die Personalabteilung', 'Anlassbezogene Gefährdungsbeurteilung'],
  ],
  [
    'osLegalYouthEmploymentProtection',
    'Jugendarbeitsschutzgesetz (JArbSchG)',
    ['Arbeitszeiten und Pausen für Jugendliche', 'Erstuntersuchung vor Ausbildungsbeginn'],
  ],
  [
    'osLegalWorkingHours',
    'Arbeitszeitgesetz (ArbZG)',
    ['Höchstarbeitszeit 10 Stunden täglich', 'Ruhezeit mindestens 11 Stunden'],
  ],
  ['osLegalFireProtection', 'Brandschutz', ['Brandschutzordnung Teil A und B', 'Feuerlöscher alle zwei Jahre prüfen']],
  [
    'osInstruction',
    'Unterweisungen',
    ['Jährliche Unterweisung aller Beschäftigten', 'E-Learning-Module im Portal', 'Nachweis im Unterweisungsprotokoll'],
  ],
  [
    'osNoiseRegister',
    'Lärmkataster',
    ['Lärmbereiche ab 85 dB(A) gekennzeichnet', 'Messung 2026: Halle 2 Stanzerei 89 dB(A)'],
  ],
  [
    'osErgonomics',
    'Ergonomie am Arbeitsplatz',
    ['Heben und Tragen: Hilfsmittel nutzen', 'Bildschirmarbeitsplatz richtig einstellen'],
  ],
  [
    'osTemplates',
    'Vorlagen Arbeitssicherheit',
    ['Vorlage Betriebsanweisung', 'Vorlage Gefährdungsbeurteilung', 'Vorlage Begehungsprotokoll'],
  ],
  [
    'osRiskAssessment',
    'Gefährdungsbeurteilung',
    ['Methodik: Gefährdung, Risiko, Maßnahme, Wirksamkeit', 'Überprüfung bei Änderungen, mindestens alle zwei Jahre'],
  ],
  [
    'osRiskAssessmentSpecialGroups',
    'Gefährdungsbeurteilung besonderer Personengruppen',
    ['Jugendliche, Schwangere und Stillende', 'Beschäftigte mit Behinderung'],
  ],
  [
    'osRiskAssessmentHighAltitudeJobs',
    'Gefährdungsbeurteilung Arbeiten in der Höhe',
    ['Leitern, Gerüste, Hubarbeitsbühnen', 'Rettungskonzept bei Absturz'],
  ],
  [
    'osRiskAssessmentOfficeWorkplaces',
    'Gefährdungsbeurteilung Büroarbeitsplätze',
    [
      'Bildschirm, Beleuchtung und Raumklima',
      'Stolperstellen und Kabelführung',
      'Psychische Belastung durch Arbeitsverdichtung',
    ],
  ],
  [
    'osRiskAssessmentDangerousLoneWork',
    'Gefährdungsbeurteilung gefährliche Alleinarbeit',
    ['Technische Überwachung', 'Organisatorische Kontrollen'],
  ],
  [
    'osRiskAssessmentConversions',
    'Gefährdungsbeurteilung Umbauten',
    ['Abstimmung mit Fremdfirmen', 'Absperrungen und Staubschutz'],
  ],
  [
    'osRiskAssessmentMentalStress',
    'Gefährdungsbeurteilung psychische Belastung',
    ['Befragung aller Abteilungen 2026', 'Workshops zur Maßnahmenableitung'],
  ],
  [
    'osRiskAssessmentLegalAndInformationRegulations',
    'Rechts- und Informationsvorschriften',
    ['Übersicht der Vorschriften zur Gefährdungsbeurteilung', 'DGUV Information 211-005'],
  ],
  [
    'osRiskAssessmentList',
    'Liste der Gefährdungsbeurteilungen',
    ['Stand aller Gefährdungsbeurteilungen je Abteilung', 'Nächste Überprüfungstermine'],
  ],
];

function occupationalSafety(): DemoFile[] {
  return osTopics.flatMap(([module, title, bullets], i) => {
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String((i % 27) + 1).padStart(2, '0');
    // December only in 2025: a December 2026 date would show the document as changed in the future.
    const year = i % 3 === 0 || month === '12' ? 2025 : 2026;
    const doc: Omit<InfoDocument, 'date'> = {
      kicker: 'Kermi GmbH · Arbeitssicherheit',
      title,
      sections: [
        {
          heading: 'Zweck und Geltungsbereich',
          paragraphs: [
            `Diese Information gilt für alle Beschäftigten, Leiharbeitnehmer und Auszubildenden am Standort Plattling. Sie fasst die wichtigsten Regeln zum Thema „${title}“ zusammen.`,
          ],
        },
        { heading: 'Das Wichtigste in Kürze', bullets },
        contact('Fachkraft für Arbeitssicherheit Martin Gruber', '09931 501-260'),
      ],
      color: '#2e6b30',
    };
    const files = [pdf(module, 'Dokumente', `${title}.pdf`, `${year}-${month}-${day}T08:00:00Z`, doc)];
    if (module === 'osInstruction' || module === 'osRiskAssessmentOfficeWorkplaces') {
      files.push(
        pdf(module, 'Checklisten', `Checkliste ${title}.pdf`, `2026-${month}-${day}T10:00:00Z`, {
          ...doc,
          title: `Checkliste: ${title}`,
          sections: [
            {
              heading: 'Prüfpunkte',
              table: {
                columns: ['Prüfpunkt', 'i. O.', 'Bemerkung'],
                widths: [5, 1, 3],
                rows: bullets.map((b) => [b, '[  ]', '']),
              },
            },
          ],
        }),
      );
    }
    return files;
  });
}

// ---------------------------------------------------------------------------------------------
// Photos of the Czech plant's pages: the Kermi Life gallery (name descending in the UI) and meal
// photos (by name), named in Czech.
// ---------------------------------------------------------------------------------------------

function landscape(label: string, sky: Rgb, ground: Rgb, seed: number): Canvas {
  const c = new Canvas(480, 320);
  const horizon = 190 + (seed % 3) * 10;
  c.fill((_x, y) =>
    y < horizon ? mix(sky, [255, 255, 255], y / horizon / 1.6) : mix(ground, [20, 40, 20], (y - horizon) / 260),
  );
  c.circle(380 - (seed % 4) * 60, 70, 34, [255, 236, 150], 0.95);
  for (let x = 0; x < c.width; x++) {
    const hill = horizon - 30 - Math.round(25 * Math.sin((x + seed * 37) / 55) + 12 * Math.sin((x + seed * 11) / 23));
    for (let y = Math.max(0, hill); y < horizon; y++) c.set(x, y, mix(ground, [255, 255, 255], 0.15));
  }
  for (let i = 0; i < 6; i++)
    c.circle(40 + ((i * 83 + seed * 29) % 400), 240 + ((i * 31) % 50), 10 + (i % 3) * 4, [250, 250, 250], 0.35);
  const w = c.textWidth(label, 3);
  c.rect(0, 272, 480, 48, [0, 0, 0], 0.45);
  c.text(Math.max(8, (480 - w) / 2), 286, label, 3, [255, 255, 255]);
  return c;
}

function plate(label: string, colors: Rgb[]): Canvas {
  const c = new Canvas(480, 320);
  c.fill((x, y) => mix([122, 84, 52], [160, 116, 74], ((x * 3 + y * 7) % 97) / 97 / 3 + (Math.sin(y / 9) + 1) / 8));
  c.circle(240, 140, 118, [236, 236, 232]);
  c.circle(240, 140, 96, [250, 250, 248]);
  colors.forEach((color, i) => {
    const angle = (i / colors.length) * Math.PI * 2 + 0.6;
    c.circle(240 + Math.cos(angle) * 42, 140 + Math.sin(angle) * 38, 36 - i * 3, color, 0.95);
  });
  const w = c.textWidth(label, 3);
  c.rect(0, 272, 480, 48, [0, 0, 0], 0.5);
  c.text(Math.max(8, (480 - w) / 2), 286, label, 3, [255, 255, 255]);
  return c;
}

function photos(): DemoFile[] {
  const gallery: [string, string, string, Rgb, Rgb][] = [
    ['Letní slavnost 2026', '01 Stan.png', '2026-07-19T10:00:00Z', [110, 170, 230], [90, 150, 70]],
    ['Letní slavnost 2026', '02 Prohlídka závodu.png', '2026-07-19T10:05:00Z', [120, 180, 235], [100, 160, 80]],
    ['Letní slavnost 2026', '03 Program pro děti.png', '2026-07-19T10:10:00Z', [100, 160, 225], [80, 140, 60]],
    ['Firemní běh 2025', '01 Start.png', '2025-09-01T09:00:00Z', [150, 190, 230], [70, 120, 60]],
    ['Firemní běh 2025', '02 Cíl.png', '2025-09-01T09:05:00Z', [240, 170, 120], [90, 110, 60]],
    ['Vánoční večírek 2025', '01 Kulturní dům.png', '2025-12-13T18:00:00Z', [30, 40, 90], [200, 200, 220]],
  ];
  const meals: [string, string, Rgb[]][] = [
    [
      'Zeleninové kari.png',
      '2026-11-10T11:00:00Z',
      [
        [230, 170, 40],
        [250, 245, 230],
        [90, 160, 70],
      ],
    ],
    [
      'Smažený sýr.png',
      '2026-11-11T11:00:00Z',
      [
        [240, 210, 120],
        [170, 110, 50],
        [110, 170, 80],
      ],
    ],
    [
      'Hovězí guláš.png',
      '2026-11-12T11:00:00Z',
      [
        [130, 50, 30],
        [240, 220, 150],
        [90, 150, 60],
      ],
    ],
    [
      'Vepřová pečeně.png',
      '2026-11-09T11:00:00Z',
      [
        [150, 90, 50],
        [235, 225, 200],
        [120, 40, 90],
      ],
    ],
    [
      'Ovocné knedlíky.png',
      '2026-11-13T11:00:00Z',
      [
        [220, 170, 90],
        [250, 250, 250],
        [200, 180, 120],
      ],
    ],
  ];
  return [
    ...gallery.map(([folder, name, date, sky, ground], i) =>
      png('photogalleryKermiLife', folder, name, date, () =>
        landscape(`${folder} - ${name.replace(/^\d+ |\.png$/g, '')}`, sky, ground, i + 1),
      ),
    ),
    ...meals.map(([name, date, colors]) =>
      png('mealPhotos', 'Jídla', name, date, () => plate(name.replace('.png', ''), colors)),
    ),
  ];
}

/** Every demo file, in a stable order. */
export function demoInfoFiles(): DemoFile[] {
  return [
    ...canteenInfo(),
    ...employeeInfo(),
    ...hr(),
    ...corona(),
    ...occupationalSafety(),
    ...photos(),
    ...productMediaFiles(),
  ];
}

/**
 * The German documents the Czech plant's pages carried before they spoke Czech: a database seeded
 * then drops them on its next start — each only while it is not newer than the demo's own date,
 * so a file an administrator uploaded later under the same name stays.
 */
export const retiredDemoFiles: [InfoSystemModuleName, string, string, string][] = [
  ['news', '2026', 'Neue Pulverbeschichtungsanlage in Plattling.pdf', '2026-11-12T09:00:00Z'],
  ['news', '2026', 'Kermi erhält Nachhaltigkeitspreis.pdf', '2026-07-03T09:00:00Z'],
  ['news', '2026', 'Jubilare im ersten Halbjahr 2026.pdf', '2026-03-18T09:00:00Z'],
  ['news', '2025', 'Jahresrückblick 2025.pdf', '2025-12-19T09:00:00Z'],
  ['news', '2025', 'Neue Kantine eröffnet.pdf', '2025-05-06T09:00:00Z'],
  ['events', '2026', 'Weihnachtsfeier 2026.pdf', '2026-11-02T08:00:00Z'],
  ['events', '2026', 'Sommerfest 2026.pdf', '2026-06-10T08:00:00Z'],
  ['events', '2026', 'Gesundheitstag 2026.pdf', '2026-04-14T08:00:00Z'],
  ['events', '2025', 'Firmenlauf 2025.pdf', '2025-09-02T08:00:00Z'],
  ['events', '2025', 'Betriebsausflug 2025.pdf', '2025-06-20T08:00:00Z'],
  ['mealPlan', '2026', 'Speiseplan KW 48 2026.pdf', '2026-11-19T11:00:00Z'],
  ['mealPlan', '2026', 'Speiseplan KW 47 2026.pdf', '2026-11-12T11:00:00Z'],
  ['mealPlan', '2025', 'Speiseplan KW 51 2025.pdf', '2025-12-11T11:00:00Z'],
  ['regionalNews', 'Plattling', 'Stadtfest Plattling 2026.pdf', '2026-08-21T08:00:00Z'],
  ['questionsAndAnswers', 'FAQ', 'Häufige Fragen zum Mitarbeiterportal.pdf', '2026-02-02T08:00:00Z'],
  ['officeHours', 'Sprechzeiten', 'Sprechzeiten Personalabteilung und Betriebsrat.pdf', '2026-01-12T08:00:00Z'],
  ['links', 'Links', 'Wichtige Links.pdf', '2026-03-03T08:00:00Z'],
  ['benefits', 'Benefits', 'Mitarbeiterangebote 2026.pdf', '2026-01-20T08:00:00Z'],
  ['benefits', 'Benefits', 'Dienstradleasing.pdf', '2026-04-07T08:00:00Z'],
  ['career', 'Ausbildung', 'Ausbildung bei Kermi.pdf', '2026-05-11T08:00:00Z'],
  ['career', 'Stellen', 'Interne Stellenausschreibungen November 2026.pdf', '2026-11-04T08:00:00Z'],
  ['hrDepartment', 'Ansprechpartner', 'Ansprechpartner Personalabteilung.pdf', '2026-02-16T08:00:00Z'],
  ['photogalleryKermiLife', 'Sommerfest 2026', '01 Festzelt.png', '2026-07-19T10:00:00Z'],
  ['photogalleryKermiLife', 'Sommerfest 2026', '02 Werksführung.png', '2026-07-19T10:05:00Z'],
  ['photogalleryKermiLife', 'Sommerfest 2026', '03 Kinderprogramm.png', '2026-07-19T10:10:00Z'],
  ['photogalleryKermiLife', 'Firmenlauf 2025', '01 Start.png', '2025-09-01T09:00:00Z'],
  ['photogalleryKermiLife', 'Firmenlauf 2025', '02 Zieleinlauf.png', '2025-09-01T09:05:00Z'],
  ['photogalleryKermiLife', 'Weihnachtsfeier 2025', '01 Stadthalle.png', '2025-12-13T18:00:00Z'],
  ['mealPhotos', 'Gerichte', 'Gemüsecurry.png', '2026-11-10T11:00:00Z'],
  ['mealPhotos', 'Gerichte', 'Käsespätzle.png', '2026-11-11T11:00:00Z'],
  ['mealPhotos', 'Gerichte', 'Rindergulasch.png', '2026-11-12T11:00:00Z'],
  ['mealPhotos', 'Gerichte', 'Schweinebraten.png', '2026-11-09T11:00:00Z'],
  ['mealPhotos', 'Gerichte', 'Kaiserschmarrn.png', '2026-11-13T11:00:00Z'],
];
