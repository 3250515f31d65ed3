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
  const news = 'Kermi GmbH · Neuigkeiten';
  const events = 'Kermi GmbH · Veranstaltungen';
  return [
    // news: lastModified descending in the UI
    pdf(
      'news',
      '2026',
      'Neue Pulverbeschichtungsanlage in Plattling.pdf',
      '2026-11-12T09:00:00Z',
      article(news, 'Neue Pulverbeschichtungsanlage in Plattling', [
        'Nach zwölf Monaten Bauzeit ist die neue Pulverbeschichtungsanlage in Halle 3 in Betrieb gegangen. Sie verkürzt die Durchlaufzeit unserer Flachheizkörper um rund 20 Prozent und senkt den Gasverbrauch deutlich.',
        'Die Umstellung erfolgt schrittweise bis Ende Januar. Die Schichtleitungen informieren über geänderte Abläufe.',
      ]),
    ),
    pdf(
      'news',
      '2026',
      'Kermi erhält Nachhaltigkeitspreis.pdf',
      '2026-07-03T09:00:00Z',
      article(news, 'Kermi erhält Nachhaltigkeitspreis', [
        'Für die Photovoltaikanlage auf den Hallendächern und die Wärmerückgewinnung in der Lackiererei wurde Kermi mit dem Bayerischen Energiepreis ausgezeichnet.',
      ]),
    ),
    pdf(
      'news',
      '2026',
      'Jubilare im ersten Halbjahr 2026.pdf',
      '2026-03-18T09:00:00Z',
      article(
        news,
        'Jubilare im ersten Halbjahr 2026',
        ['Wir gratulieren herzlich und danken für die langjährige Treue:'],
        [
          '40 Jahre: Josef Huber (Fertigung Heizkörper)',
          '25 Jahre: Maria Schneider (Vertriebsinnendienst), Thomas Wimmer (Instandhaltung)',
          '10 Jahre: Anna Berger (Qualitätssicherung), Stefan Gruber (Logistik)',
        ],
      ),
    ),
    pdf(
      'news',
      '2025',
      'Jahresrückblick 2025.pdf',
      '2025-12-19T09:00:00Z',
      article(news, 'Jahresrückblick 2025', [
        'Ein bewegtes Jahr liegt hinter uns: neue Wärmepumpen-Generation, Ausbau der Logistik in Plattling und über 60 neue Auszubildende in der Gruppe.',
      ]),
    ),
    pdf(
      'news',
      '2025',
      'Neue Kantine eröffnet.pdf',
      '2025-05-06T09:00:00Z',
      article(news, 'Neue Kantine eröffnet', [
        'Die modernisierte Kantine bietet täglich drei Menüs, eine Salatbar und ab sofort die Bestellung über das Portal.',
      ]),
    ),

    // events: lastModified descending
    pdf(
      'events',
      '2026',
      'Weihnachtsfeier 2026.pdf',
      '2026-11-02T08:00:00Z',
      article(
        events,
        'Weihnachtsfeier 2026',
        ['Freitag, 11. Dezember 2026, ab 17:00 Uhr in der Stadthalle Plattling.'],
        ['Anmeldung bis 27. November über die Vorgesetzten', 'Shuttlebus ab Werkstor Süd um 16:30 Uhr'],
      ),
    ),
    pdf(
      'events',
      '2026',
      'Sommerfest 2026.pdf',
      '2026-06-10T08:00:00Z',
      article(
        events,
        'Sommerfest 2026',
        ['Samstag, 18. Juli 2026, 11:00 – 18:00 Uhr auf dem Werksgelände Plattling.'],
        ['Werksführungen für Familien um 12:00 und 15:00 Uhr', 'Kinderprogramm mit Hüpfburg und Kinderschminken'],
      ),
    ),
    pdf(
      'events',
      '2026',
      'Gesundheitstag 2026.pdf',
      '2026-04-14T08:00:00Z',
      article(
        events,
        'Gesundheitstag 2026',
        ['Mittwoch, 6. Mai 2026, im Schulungszentrum.'],
        ['Venenmessung, Rückenscreening und Sehtest', 'Vorträge zu Ergonomie und gesundem Schlaf'],
      ),
    ),
    pdf(
      'events',
      '2025',
      'Firmenlauf 2025.pdf',
      '2025-09-02T08:00:00Z',
      article(events, 'Firmenlauf 2025', [
        'Über 120 Kolleginnen und Kollegen sind beim Firmenlauf in Deggendorf gestartet – danke fürs Mitmachen!',
      ]),
    ),
    pdf(
      'events',
      '2025',
      'Betriebsausflug 2025.pdf',
      '2025-06-20T08:00:00Z',
      article(events, 'Betriebsausflug 2025', [
        'Der Betriebsausflug führte in diesem Jahr in den Bayerischen Wald mit Besuch des Baumwipfelpfads.',
      ]),
    ),

    // meal plan: lastModified descending
    pdf('mealPlan', '2026', 'Speiseplan KW 48 2026.pdf', '2026-11-19T11:00:00Z', mealPlan(48, 2026)),
    pdf('mealPlan', '2026', 'Speiseplan KW 47 2026.pdf', '2026-11-12T11:00:00Z', mealPlan(47, 2026)),
    pdf('mealPlan', '2025', 'Speiseplan KW 51 2025.pdf', '2025-12-11T11:00:00Z', mealPlan(51, 2025)),

    pdf(
      'regionalNews',
      'Plattling',
      'Stadtfest Plattling 2026.pdf',
      '2026-08-21T08:00:00Z',
      article('Regionale Neuigkeiten · Plattling', 'Stadtfest Plattling 2026', [
        'Kermi ist mit einem Stand zur Ausbildung beim Stadtfest vertreten.',
      ]),
    ),
    pdf(
      'regionalNews',
      'Dobré',
      'Zprávy z Dobrého.pdf',
      '2026-10-08T08:00:00Z',
      article('PZP Heating a.s. · Dobré', 'Zprávy z Dobrého', [
        'Nová linka na tepelná čerpadla zahájila zkušební provoz.',
      ]),
    ),

    pdf('questionsAndAnswers', 'FAQ', 'Häufige Fragen zum Mitarbeiterportal.pdf', '2026-02-02T08:00:00Z', {
      kicker: 'Kermi GmbH · Mitarbeiterportal',
      title: 'Häufige Fragen zum Mitarbeiterportal',
      sections: [
        {
          heading: 'Wie melde ich mich an?',
          paragraphs: ['Mit Ihrem Windows-Benutzernamen und Passwort über die Schaltfläche „Anmelden“.'],
        },
        {
          heading: 'Wie bestelle ich Essen?',
          paragraphs: ['Unter Kantine → Essen bestellen; Bestellschluss ist 9:30 Uhr am jeweiligen Tag.'],
        },
        {
          heading: 'Wo finde ich Formulare?',
          paragraphs: ['Unter Personal → Formulare, zum Beispiel Urlaubsantrag und Reisekostenabrechnung.'],
        },
      ],
    }),
    pdf('officeHours', 'Sprechzeiten', 'Sprechzeiten Personalabteilung und Betriebsrat.pdf', '2026-01-12T08:00:00Z', {
      kicker: 'Kermi GmbH · Sprechzeiten',
      title: 'Sprechzeiten',
      sections: [
        {
          heading: 'Personalabteilung (Verwaltung, 1. OG)',
          table: {
            columns: ['Tag', 'Uhrzeit'],
            widths: [2, 3],
            rows: [
              ['Montag – Donnerstag', '8:00 – 12:00 und 13:00 – 15:30 Uhr'],
              ['Freitag', '8:00 – 12:00 Uhr'],
            ],
          },
        },
        {
          heading: 'Betriebsrat (Halle 1, Raum 104)',
          bullets: ['Dienstag 9:00 – 11:00 Uhr', 'Donnerstag 13:00 – 15:00 Uhr'],
        },
      ],
    }),
    pdf('links', 'Links', 'Wichtige Links.pdf', '2026-03-03T08:00:00Z', {
      kicker: 'Kermi GmbH · Links',
      title: 'Wichtige Links',
      sections: [
        {
          heading: 'Intern und extern',
          bullets: [
            'Kermi im Internet: www.kermi.de',
            'Arbonia-Gruppe: www.arbonia.com',
            'Berufsgenossenschaft Holz und Metall: www.bghm.de',
            'Zeiterfassung: Terminal am Werkseingang oder im Portal',
          ],
        },
      ],
    }),
    pdf(
      'benefits',
      'Benefits',
      'Mitarbeiterangebote 2026.pdf',
      '2026-01-20T08:00:00Z',
      article(
        'Kermi GmbH · Benefits',
        'Mitarbeiterangebote 2026',
        ['Unsere Angebote für Sie im Überblick:'],
        [
          'Zuschuss zum Mittagessen in der Kantine',
          'Betriebliche Altersvorsorge mit Arbeitgeberzuschuss',
          'Dienstradleasing',
          'Mitarbeiterrabatte auf Heizkörper und Duschkabinen',
        ],
      ),
    ),
    pdf(
      'benefits',
      'Benefits',
      'Dienstradleasing.pdf',
      '2026-04-07T08:00:00Z',
      article('Kermi GmbH · Benefits', 'Dienstradleasing', [
        'Bis zu zwei Fahrräder oder E-Bikes pro Person über Entgeltumwandlung.',
      ]),
    ),
    pdf(
      'career',
      'Ausbildung',
      'Ausbildung bei Kermi.pdf',
      '2026-05-11T08:00:00Z',
      article('Kermi GmbH · Karriere', 'Ausbildung bei Kermi', [
        'Wir bilden in zwölf Berufen aus, vom Industriemechaniker bis zum dualen Studium.',
      ]),
    ),
    pdf(
      'career',
      'Stellen',
      'Interne Stellenausschreibungen November 2026.pdf',
      '2026-11-04T08:00:00Z',
      article(
        'Kermi GmbH · Karriere',
        'Interne Stellenausschreibungen',
        ['Aktuell zu besetzen:'],
        [
          'Schichtleitung Pulverbeschichtung (m/w/d)',
          'Sachbearbeitung Einkauf (m/w/d)',
          'Instandhalter Elektrotechnik (m/w/d)',
        ],
      ),
    ),
    pdf('hrDepartment', 'Ansprechpartner', 'Ansprechpartner Personalabteilung.pdf', '2026-02-16T08:00:00Z', {
      kicker: 'Kermi GmbH · Personalabteilung',
      title: 'Ihre Ansprechpartner',
      sections: [
        {
          heading: 'Zuständigkeiten',
          table: {
            columns: ['Bereich', 'Name', 'Durchwahl'],
            widths: [3, 3, 1],
            rows: [
              ['Gewerbliche Mitarbeitende A–K', 'Claudia Hofmann', '-214'],
              ['Gewerbliche Mitarbeitende L–Z', 'Markus Lehner', '-215'],
              ['Angestellte', 'Sabine Kraus', '-216'],
              ['Ausbildung', 'Johannes Eder', '-218'],
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
    pdf(
      'infoSystemsPzpCZ',
      'Informace',
      'Přehled informačních systémů.pdf',
      '2026-01-08T08:00:00Z',
      article('PZP Heating a.s.', 'Přehled informačních systémů', [
        'Všechny informační systémy závodu Dobré na jednom místě.',
      ]),
    ),
  ];
}

function mealPlan(week: number, year: number): Omit<InfoDocument, 'date'> {
  const days = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag'];
  const menus = [
    ['Schweinebraten mit Semmelknödel', 'Käsespätzle mit Röstzwiebeln', 'Linsensuppe'],
    ['Hähnchenschnitzel mit Pommes frites', 'Gemüsecurry mit Reis', 'Kartoffelsuppe'],
    ['Rindergulasch mit Spätzle', 'Spinatknödel', 'Salatteller mit Putenstreifen'],
    ['Fischfilet mit Petersilienkartoffeln', 'Gemüselasagne', 'Spaghetti Bolognese'],
    ['Leberkäse mit Spiegelei', 'Kaiserschmarrn mit Apfelmus', 'Gulaschsuppe'],
  ];
  return {
    kicker: 'Kermi GmbH · Kantine Plattling',
    title: `Speiseplan KW ${week}/${year}`,
    sections: [
      {
        heading: 'Menüs der Woche',
        table: {
          columns: ['Tag', 'Menü 1', 'Menü 2 (vegetarisch)', 'Menü 3'],
          widths: [2, 4, 4, 3],
          rows: days.map((d, i) => [d, ...menus[(i + week) % menus.length]!]),
        },
      },
      {
        heading: 'Preise',
        bullets: ['Menü 1: 5,90 €', 'Menü 2: 4,80 €', 'Menü 3: 3,20 €', 'Beilagensalat 1,50 €, Dessert 1,20 €'],
      },
    ],
    color: '#b0123b',
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
// Photos: the Kermi Life gallery (name descending in the UI) and meal photos (by name).
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
    ['Sommerfest 2026', '01 Festzelt.png', '2026-07-19T10:00:00Z', [110, 170, 230], [90, 150, 70]],
    ['Sommerfest 2026', '02 Werksführung.png', '2026-07-19T10:05:00Z', [120, 180, 235], [100, 160, 80]],
    ['Sommerfest 2026', '03 Kinderprogramm.png', '2026-07-19T10:10:00Z', [100, 160, 225], [80, 140, 60]],
    ['Firmenlauf 2025', '01 Start.png', '2025-09-01T09:00:00Z', [150, 190, 230], [70, 120, 60]],
    ['Firmenlauf 2025', '02 Zieleinlauf.png', '2025-09-01T09:05:00Z', [240, 170, 120], [90, 110, 60]],
    ['Weihnachtsfeier 2025', '01 Stadthalle.png', '2025-12-13T18:00:00Z', [30, 40, 90], [200, 200, 220]],
  ];
  const meals: [string, string, Rgb[]][] = [
    [
      'Gemüsecurry.png',
      '2026-11-10T11:00:00Z',
      [
        [230, 170, 40],
        [250, 245, 230],
        [90, 160, 70],
      ],
    ],
    [
      'Käsespätzle.png',
      '2026-11-11T11:00:00Z',
      [
        [240, 210, 120],
        [170, 110, 50],
        [110, 170, 80],
      ],
    ],
    [
      'Rindergulasch.png',
      '2026-11-12T11:00:00Z',
      [
        [130, 50, 30],
        [240, 220, 150],
        [90, 150, 60],
      ],
    ],
    [
      'Schweinebraten.png',
      '2026-11-09T11:00:00Z',
      [
        [150, 90, 50],
        [235, 225, 200],
        [120, 40, 90],
      ],
    ],
    [
      'Kaiserschmarrn.png',
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
      png('mealPhotos', 'Gerichte', name, date, () => plate(name.replace('.png', ''), colors)),
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
