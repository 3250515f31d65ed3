/**
 * Building blocks of the demo customers: per sales organisation the surnames, first names,
 * cities with postcodes, streets and company-name patterns by customer type. The seed
 * (server/demo/sales-customers.ts) combines them deterministically in SQL.
 * Placeholders in patterns: {S} surname, {S2} a second surname, {F} first name, {C} city.
 */

/** A list written as `a; b; c` across lines (keeps long data tables compact). */
export function list(text: string): string[] {
  return text
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);
}

export interface CustomerCountry {
  country: 'DE' | 'CZ' | 'CH';
  companyCode: string;
  /** First digit of the customer numbers. */
  numberPrefix: string;
  salesGroupPrefix: string;
  salesGroups: number;
  /** Customers at full scale. */
  count: number;
  surnames: readonly string[];
  firstNames: readonly string[];
  /** `postcode|city` */
  cities: readonly string[];
  streets: readonly string[];
  /** Patterns by customer type (contract/sales-lookups.ts customerTypes 1–5). */
  patterns: Record<1 | 2 | 3 | 4 | 5, readonly string[]>;
  /** Second name line, for some customers. */
  name2: readonly string[];
}

export const germany: CustomerCountry = {
  country: 'DE',
  companyCode: '1000',
  numberPrefix: '1',
  salesGroupPrefix: 'D',
  salesGroups: 18,
  count: 12_500,
  surnames: list(`
    Müller; Schmidt; Schneider; Fischer; Weber; Meyer; Wagner; Becker; Schulz; Hoffmann; Schäfer; Koch;
    Bauer; Richter; Klein; Wolf; Schröder; Neumann; Schwarz; Zimmermann; Braun; Krüger; Hofmann; Hartmann;
    Lange; Schmitt; Werner; Schmitz; Krause; Meier; Lehmann; Schmid; Schulze; Maier; Köhler; Herrmann;
    König; Walter; Mayer; Huber; Kaiser; Fuchs; Peters; Lang; Scholz; Möller; Weiß; Jung; Hahn; Schubert;
    Vogel; Friedrich; Keller; Günther; Frank; Berger; Winkler; Roth; Beck; Lorenz; Baumann; Franke;
    Albrecht; Schuster; Simon; Ludwig; Böhm; Winter; Kraus; Martin; Schumacher; Krämer; Vogt; Stein; Jäger;
    Otto; Sommer; Groß; Seidel; Heinrich; Brandt; Haas; Schreiber; Graf; Schulte; Dietrich; Ziegler; Kuhn;
    Kühn; Pohl; Engel; Horn; Busch; Bergmann; Voigt; Sauer; Arnold; Pfeiffer; Gruber; Brunner; Eder;
    Wimmer; Moser; Stadler; Aigner; Reiter; Hausladen; Niedermeier; Obermeier; Ertl; Forster; Straßer;
    Gößl; Pöschl; Landgraf; Dengler; Hackl; Wallner; Auer; Fröhlich
  `),
  firstNames: list(`
    Thomas; Michael; Andreas; Stefan; Christian; Markus; Martin; Peter; Frank; Jürgen; Sabine; Petra;
    Claudia; Andrea; Monika; Susanne; Julia; Anna; Tobias; Florian; Sebastian; Johannes; Maximilian;
    Katharina; Georg; Josef; Franz; Ralf; Uwe; Jörg
  `),
  cities: list(`
    94447|Plattling; 94469|Deggendorf; 94315|Straubing; 94032|Passau; 84028|Landshut; 93047|Regensburg;
    80331|München; 86150|Augsburg; 90402|Nürnberg; 85049|Ingolstadt; 97070|Würzburg; 96047|Bamberg;
    95444|Bayreuth; 83022|Rosenheim; 70173|Stuttgart; 89073|Ulm; 76133|Karlsruhe; 68159|Mannheim;
    79098|Freiburg im Breisgau; 69117|Heidelberg; 60311|Frankfurt am Main; 65183|Wiesbaden; 34117|Kassel;
    64283|Darmstadt; 50667|Köln; 40213|Düsseldorf; 44135|Dortmund; 45127|Essen; 44787|Bochum;
    48143|Münster; 33602|Bielefeld; 52062|Aachen; 53111|Bonn; 30159|Hannover; 38100|Braunschweig;
    37073|Göttingen; 49074|Osnabrück; 20095|Hamburg; 28195|Bremen; 24103|Kiel; 23552|Lübeck; 10117|Berlin;
    14467|Potsdam; 04109|Leipzig; 01067|Dresden; 09111|Chemnitz; 99084|Erfurt; 07743|Jena; 39104|Magdeburg;
    06108|Halle (Saale); 18055|Rostock; 19053|Schwerin; 55116|Mainz; 54290|Trier; 66111|Saarbrücken;
    56068|Koblenz; 26122|Oldenburg; 90762|Fürth; 91052|Erlangen; 87435|Kempten (Allgäu); 87700|Memmingen;
    83278|Traunstein; 84503|Altötting; 84130|Dingolfing; 93413|Cham; 92637|Weiden in der Oberpfalz;
    92224|Amberg; 97421|Schweinfurt; 63739|Aschaffenburg; 75175|Pforzheim; 72764|Reutlingen;
    72070|Tübingen; 78462|Konstanz; 77652|Offenburg; 74072|Heilbronn; 94315|Straubing;
    94405|Landau an der Isar; 94486|Osterhofen; 94522|Wallersdorf; 94036|Passau-Hacklberg
  `),
  streets: list(`
    Hauptstraße; Bahnhofstraße; Industriestraße; Gewerbestraße; Schulstraße; Gartenstraße; Dorfstraße;
    Bergstraße; Lindenstraße; Kirchstraße; Waldstraße; Ringstraße; Mühlweg; Am Gewerbepark;
    Raiffeisenstraße; Siemensstraße; Daimlerstraße; Robert-Bosch-Straße; Max-Planck-Straße; Goethestraße;
    Schillerstraße; Mozartstraße; Rosenstraße; Birkenweg; Ahornweg; Feldstraße; Wiesenweg; Marktplatz;
    Im Gewerbegebiet; Carl-Benz-Straße; Otto-Hahn-Straße; Lessingstraße; Kastanienallee; Landshuter Straße;
    Passauer Straße; Regensburger Straße; Münchner Straße; Äußere Passauer Straße; Pfarrkirchener Straße
  `),
  patterns: {
    1: [
      'Haustechnik-Großhandel {S} GmbH',
      'Großhandel {S} & {S2} KG',
      'HSH Fachgroßhandel {C} GmbH',
      'Sanitär-Heizung-Handel {S} GmbH & Co. KG',
    ],
    2: [
      '{S} Haustechnik GmbH',
      '{S} Heizung-Sanitär GmbH',
      '{S} & {S2} GmbH & Co. KG',
      'Sanitär {S} e.K.',
      'Heizungsbau {S} GmbH',
      '{F} {S} Bad und Wärme',
      '{S} Gebäudetechnik GmbH',
      'Haustechnik {C} GmbH',
      '{S} Installationen GmbH',
      'Bäderstudio {S}',
      '{S} Energietechnik GmbH',
      '{S} & Söhne Heizung Lüftung Sanitär',
      'Meisterbetrieb {F} {S}',
      '{S} Wärme + Wasser GmbH',
      'Spenglerei und Installation {S}',
    ],
    3: ['Ingenieurbüro {S}', 'Planungsbüro {S} & {S2} PartG', 'TGA-Planung {S} GmbH', 'Architekturbüro {F} {S}'],
    4: [
      'Wohnungsbaugesellschaft {C} mbH',
      'Baugenossenschaft {C} eG',
      '{S} Immobilien GmbH',
      'Bauträger {S} GmbH & Co. KG',
    ],
    5: ['{F} {S}', 'Familie {S}', 'Dr. {F} {S}'],
  },
  name2: [
    'Niederlassung {C}',
    'Inh. {F} {S}',
    'z. Hd. Einkauf',
    'Filiale {C}',
    'Meisterbetrieb',
    'Lieferadresse Lager',
  ],
};

export const czechia: CustomerCountry = {
  country: 'CZ',
  companyCode: '2000',
  numberPrefix: '2',
  salesGroupPrefix: 'C',
  salesGroups: 8,
  count: 5_000,
  surnames: list(`
    Novák; Svoboda; Novotný; Dvořák; Černý; Procházka; Kučera; Veselý; Horák; Němec; Pokorný; Marek;
    Pospíšil; Hájek; Jelínek; Král; Růžička; Beneš; Fiala; Sedláček; Doležal; Zeman; Kolář; Navrátil;
    Čermák; Vaněk; Urban; Blažek; Kříž; Kovář; Bartoš; Vlček; Polák; Kopecký; Musil; Šimek; Konečný; Malý;
    Holub; Štěpánek; Kadlec; Dostál; Soukup; Šťastný; Mareš; Moravec; Sýkora; Tichý; Valenta; Vávra;
    Matoušek; Říha; Bureš; Ševčík; Hruška; Mašek; Pavlík; Dušek; Janda; Hrubý
  `),
  firstNames: list(`
    Jan; Petr; Josef; Pavel; Martin; Tomáš; Jiří; Lukáš; Jana; Eva; Hana; Lenka; Zdeněk; Miroslav
  `),
  cities: list(`
    110 00|Praha; 602 00|Brno; 702 00|Ostrava; 301 00|Plzeň; 460 01|Liberec; 779 00|Olomouc;
    370 01|České Budějovice; 500 02|Hradec Králové; 400 01|Ústí nad Labem; 530 02|Pardubice; 760 01|Zlín;
    736 01|Havířov; 272 01|Kladno; 434 01|Most; 746 01|Opava; 738 01|Frýdek-Místek; 586 01|Jihlava;
    415 01|Teplice; 405 02|Děčín; 360 01|Karlovy Vary; 430 01|Chomutov; 466 01|Jablonec nad Nisou;
    293 01|Mladá Boleslav; 796 01|Prostějov; 750 02|Přerov; 470 01|Česká Lípa; 674 01|Třebíč; 390 02|Tábor;
    669 02|Znojmo; 280 02|Kolín; 261 01|Příbram; 350 02|Cheb; 397 01|Písek; 541 01|Trutnov;
    767 01|Kroměříž; 755 01|Vsetín; 787 01|Šumperk; 686 01|Uherské Hradiště; 690 02|Břeclav;
    695 01|Hodonín; 412 01|Litoměřice; 741 01|Nový Jičín; 580 01|Havlíčkův Brod; 537 01|Chrudim;
    386 01|Strakonice; 339 01|Klatovy; 349 01|Stříbro; 517 93|Dobré
  `),
  streets: list(`
    Nádražní; Husova; Masarykova; Palackého; Komenského; Školní; Zahradní; Sokolská; Havlíčkova; Tyršova;
    Riegrova; Jiráskova; Smetanova; Nerudova; Žižkova; Pražská; Brněnská; Polní; Lipová; Luční; Krátká;
    Dlouhá; Průmyslová; U Stadionu; Na Výsluní; Českobratrská; 28. října; Náměstí Míru; Revoluční;
    Jungmannova
  `),
  patterns: {
    1: ['Velkoobchod {S} s.r.o.', 'TOPO-VODA {C} a.s.', 'Velkoobchod vytápění {S} a spol.'],
    2: [
      '{S} s.r.o.',
      'Topenářství {S}',
      'Instalatérství {S} s.r.o.',
      '{S} a syn s.r.o.',
      'Vodo-topo {S}',
      'TZB {S} s.r.o.',
      'Koupelnové studio {S}',
      'Topení a plyn {S}',
      '{F} {S} – instalace',
    ],
    3: ['Projekční kancelář {S}', 'Atelier {S} architekti s.r.o.', 'Projekty TZB {S} s.r.o.'],
    4: ['Bytové družstvo {C}', 'Developer {S} a.s.', 'Stavby {C} s.r.o.'],
    5: ['{F} {S}', 'Ing. {F} {S}'],
  },
  name2: ['provozovna {C}', 'pobočka {C}', 'sklad', 'k rukám nákupu'],
};

export const switzerland: CustomerCountry = {
  country: 'CH',
  companyCode: '3000',
  numberPrefix: '3',
  salesGroupPrefix: 'S',
  salesGroups: 6,
  count: 3_000,
  surnames: list(`
    Meier; Müller; Keller; Brunner; Baumann; Frei; Gerber; Widmer; Steiner; Huber; Fischer; Moser; Schmid;
    Weber; Suter; Bachmann; Graf; Wyss; Kälin; Zbinden; Ammann; Hofer; Bühler; Lüthi; Rüegg; Marti; Studer;
    Flückiger; Gasser; Imhof; Schürch; Kunz; Rochat; Favre; Bonvin; Dubois; Perret; Rossi; Bernasconi;
    Ferrari
  `),
  firstNames: list(`
    Urs; Beat; Reto; Daniel; Marco; Ueli; Christoph; Nicole; Sandra; Corinne; Luca; Jean-Marc
  `),
  cities: list(`
    8001|Zürich; 8400|Winterthur; 3011|Bern; 4051|Basel; 6003|Luzern; 9000|St. Gallen; 6300|Zug;
    5000|Aarau; 5400|Baden; 4600|Olten; 4500|Solothurn; 3600|Thun; 2502|Biel/Bienne; 8200|Schaffhausen;
    7000|Chur; 8500|Frauenfeld; 9500|Wil SG; 8640|Rapperswil-Jona; 8610|Uster; 8953|Dietikon;
    6252|Dagmersellen; 9320|Arbon; 6210|Sursee; 6032|Emmen; 6010|Kriens; 1003|Lausanne; 1201|Genève;
    1700|Fribourg; 2000|Neuchâtel; 1950|Sion; 6900|Lugano; 6500|Bellinzona
  `),
  streets: list(`
    Bahnhofstrasse; Hauptstrasse; Dorfstrasse; Industriestrasse; Seestrasse; Kirchgasse; Poststrasse;
    Gewerbestrasse; Zürcherstrasse; Bernstrasse; Luzernerstrasse; Rue de la Gare; Rue du Lac;
    Avenue de la Gare; Via Cantonale; Via San Gottardo; Grand-Rue; Chemin des Vignes
  `),
  patterns: {
    1: ['Sanitär-Grosshandel {S} AG', 'Haustechnik-Handel {C} AG'],
    2: [
      '{S} Haustechnik AG',
      '{S} Sanitär AG',
      'Heizungen {S} GmbH',
      '{S} & {S2} AG',
      '{S} Spenglerei + Sanitär GmbH',
      'Sanitaire {S} SA',
      'Chauffage {S} Sàrl',
      '{S} Installazioni SA',
      '{S} Gebäudetechnik AG',
    ],
    3: ['Ingenieurbüro {S} AG', "Bureau d'ingénieurs {S} SA", 'HLKS-Planung {S} GmbH'],
    4: ['Wohnbaugenossenschaft {C}', '{S} Immobilien AG', 'Generalunternehmung {S} AG'],
    5: ['{F} {S}', 'Familie {S}'],
  },
  name2: ['Filiale {C}', 'Werkstatt', 'c/o Einkauf', 'Succursale {C}'],
};

export const customerCountries = [germany, czechia, switzerland] as const;

/** Share of each customer type (1 wholesale … 5 end customer), in percent, and its discount range. */
export const customerTypeMix = [
  { type: 1, share: 6, discount: [36, 45] },
  { type: 2, share: 70, discount: [8, 25] },
  { type: 3, share: 10, discount: [0, 0] },
  { type: 4, share: 9, discount: [10, 20] },
  { type: 5, share: 5, discount: [0, 5] },
] as const;
