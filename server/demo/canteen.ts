import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { canteenApplicationIds } from '../../contract/canteen.ts';
import { addDays, isoWeek, isoWeekday, localDate, mondayOf, zonedInstant } from '../areas/canteen/index.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

/**
 * Idempotent canteen demo seed (runs on every start): two canteens with their articles, and for
 * the previous, current and next week (Monday–Friday, canteen time) a plan per day with three
 * meals, the default extras, orderable until 09:30 that day and visible from the Thursday before.
 * A plan that already exists is left alone (the kitchen may have changed it); the demo orders are
 * only added together with a new plan, so an order deleted by a user does not come back.
 * Demo orders: admin orders every day in Plattling; employee has orders on past days only (so
 * "tomorrow" is free to order in demos and end-to-end tests).
 */

/** A stable UUID (version 5 layout) from a name: the same seed gives the same ids on every start. */
export function nameUuid(name: string): string {
  const h = createHash('sha1').update(`portal-demo:${name}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

type Dish = readonly [name: string, price: string, description: string | null];

interface DemoCanteen {
  id: string;
  name: string;
  location: string;
  sortOrder: number;
  pickUpLocations: string[];
  pickUpTimes: string[];
  meat: readonly Dish[];
  veggie: readonly Dish[];
  light: readonly Dish[];
  defaults: readonly Dish[];
}

const times = (from: string, to: string) => {
  const out: string[] = [];
  for (let m = toMinutes(from); m <= toMinutes(to); m += 15) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
};
const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const demoCanteens: readonly DemoCanteen[] = [
  {
    id: canteenApplicationIds.plattling,
    name: 'Kantine Plattling',
    location: 'Kermi GmbH, Pankofen-Bahnhof 1, 94447 Plattling',
    sortOrder: 0,
    pickUpLocations: ['Kantine Halle 3', 'Ausgabe Verwaltung'],
    pickUpTimes: times('11:15', '13:00'),
    meat: [
      ['Schweinebraten mit Semmelknödel und Blaukraut', '5.90', 'Bayerischer Krustenbraten, dunkle Biersoße'],
      ['Hähnchenschnitzel mit Pommes frites', '5.60', 'Paniertes Hähnchenbrustfilet, Zitrone'],
      ['Rindergulasch mit Spätzle', '6.20', 'Rind aus der Region, hausgemachte Spätzle'],
      ['Fischfilet Müllerin Art mit Petersilienkartoffeln', '5.90', 'Seelachs (MSC), Zitronenbutter'],
      ['Leberkäse mit Spiegelei und Bratkartoffeln', '4.90', null],
      ['Putengeschnetzeltes mit Reis', '5.40', 'Champignon-Rahmsoße'],
      ['Currywurst mit Pommes frites', '4.30', 'Hausgemachte Currysoße'],
    ],
    veggie: [
      ['Käsespätzle mit Röstzwiebeln', '4.80', 'Vegetarisch, Bergkäse aus dem Allgäu'],
      ['Gemüsecurry mit Basmatireis', '4.50', 'Vegan, mit Kokosmilch'],
      ['Spinatknödel mit brauner Butter', '4.70', 'Vegetarisch, Parmesan'],
      ['Gemüselasagne', '4.90', 'Vegetarisch'],
      ['Kaiserschmarrn mit Apfelmus', '4.20', 'Vegetarisch'],
      ['Chili sin Carne mit Reis', '4.40', 'Vegan'],
      ['Ofenkartoffel mit Kräuterquark', '3.80', 'Vegetarisch'],
    ],
    light: [
      ['Linsensuppe mit Wiener Würstchen', '3.20', null],
      ['Kartoffelsuppe mit Bauernbrot', '3.20', 'Vegetarisch'],
      ['Salatteller mit gebratenen Putenstreifen', '5.20', 'Joghurt-Kräuter-Dressing'],
      ['Spaghetti Bolognese', '4.80', null],
      ['Grießbrei mit Zimt und Zucker', '3.20', 'Vegetarisch'],
      ['Gulaschsuppe mit Brot', '3.60', null],
      ['Tomatensuppe mit Basilikum', '2.90', 'Vegan'],
    ],
    defaults: [
      ['Beilagensalat', '1.50', 'Vom Salatbuffet'],
      ['Dessert des Tages', '1.20', null],
      ['Brezel', '0.80', null],
    ],
  },
  {
    id: canteenApplicationIds.dietenhofen,
    name: 'Kantine prolux Dietenhofen',
    location: 'prolux solutions, Werk Dietenhofen, 90599 Dietenhofen',
    sortOrder: 1,
    pickUpLocations: ['Kantine Werk 1'],
    pickUpTimes: times('11:30', '12:45'),
    meat: [
      ['Schäufele mit Kloß und Sauerkraut', '6.40', 'Fränkische Spezialität'],
      ['Nürnberger Rostbratwürste mit Sauerkraut', '5.20', 'Sechs Stück, Bauernbrot'],
      ['Hackbraten mit Kartoffelpüree', '5.30', null],
      ['Hähnchenbrust mit Gemüsereis', '5.50', null],
      ['Fränkischer Sauerbraten mit Klößen', '6.20', 'Lebkuchensoße'],
    ],
    veggie: [
      ['Gemüsepfanne mit Reis', '4.30', 'Vegan'],
      ['Kartoffelpuffer mit Apfelmus', '3.90', 'Vegetarisch'],
      ['Penne mit Tomatensoße und Mozzarella', '4.40', 'Vegetarisch'],
      ['Käsespätzle', '4.60', 'Vegetarisch'],
      ['Gemüsestrudel mit Kräutersoße', '4.50', 'Vegetarisch'],
    ],
    light: [
      ['Karottensuppe mit Ingwer', '2.90', 'Vegan'],
      ['Salatschüssel mit Feta', '4.20', 'Vegetarisch'],
      ['Erbseneintopf', '3.20', null],
      ['Belegtes Vollkornbrötchen', '2.50', null],
      ['Obstsalat mit Joghurt', '2.80', 'Vegetarisch'],
    ],
    defaults: [
      ['Salat', '1.40', null],
      ['Dessert', '1.10', null],
    ],
  },
];

const articleId = (canteenId: string, name: string) => nameUuid(`canteen-article:${canteenId}:${name}`);
const weekdayNames = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];

export async function seedCanteenDemoData(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const users = new Map(
      (
        await tx
          .select({ id: t.portalUser.id, username: t.portalUser.username })
          .from(t.portalUser)
          .where(inArray(t.portalUser.username, ['admin', 'employee']))
      ).map((u) => [u.username, u.id]),
    );

    for (const canteen of demoCanteens) {
      await tx
        .insert(t.canteenApplication)
        .values({
          id: canteen.id,
          name: canteen.name,
          location: canteen.location,
          timeZone: 'Europe/Berlin',
          pickUpLocations: canteen.pickUpLocations,
          pickUpTimes: canteen.pickUpTimes,
          sortOrder: canteen.sortOrder,
        })
        .onConflictDoNothing();

      const all = [
        ...canteen.meat.map((d) => [d, false] as const),
        ...canteen.veggie.map((d) => [d, false] as const),
        ...canteen.light.map((d) => [d, false] as const),
        ...canteen.defaults.map((d) => [d, true] as const),
      ];
      await tx
        .insert(t.canteenArticle)
        .values(
          all.map(([[name, price, description], isDefault]) => ({
            id: articleId(canteen.id, name),
            applicationId: canteen.id,
            name,
            description: description ?? null,
            articlePrice: price,
            isDefault,
          })),
        )
        .onConflictDoNothing();

      const today = localDate(now, 'Europe/Berlin');
      const monday = mondayOf(today);
      for (const weekStart of [addDays(monday, -7), monday, addDays(monday, 7)]) {
        for (let day = 0; day < 5; day++) {
          const date = addDays(weekStart, day);
          const n = Math.floor(new Date(`${date}T00:00:00Z`).getTime() / 86_400_000);
          const dishes = [
            canteen.meat[n % canteen.meat.length]!,
            canteen.veggie[(n + 3) % canteen.veggie.length]!,
            canteen.light[(n + 5) % canteen.light.length]!,
          ];
          const orderableUntil = zonedInstant(date, '09:30', 'Europe/Berlin');
          const [plan] = await tx
            .insert(t.canteenPlan)
            .values({
              id: nameUuid(`canteen-plan:${canteen.id}:${date}`),
              applicationId: canteen.id,
              date,
              name: `KW ${isoWeek(date)} · ${weekdayNames[isoWeekday(date) - 1]}`,
              includeDefaultArticles: true,
              orderableUntil,
              visibleFrom: zonedInstant(addDays(weekStart, -4), '12:00', 'Europe/Berlin'),
            })
            .onConflictDoNothing()
            .returning();
          if (!plan) continue;
          await tx.insert(t.canteenPlanDetail).values(
            dishes.map(([name, price, description], i) => ({
              planId: plan.id,
              articleId: articleId(canteen.id, name),
              articlePrice: price,
              articleName: name,
              articleDescription: description ?? null,
              sortOrder: i,
            })),
          );

          // Demo orders, placed the afternoon before (or now, if that is earlier).
          const placed = new Date(
            Math.min(now.getTime(), zonedInstant(addDays(date, -1), '15:00', 'Europe/Berlin').getTime()),
          );
          const orders: { user: string; lines: [Dish, number][]; time: string; location: string }[] = [];
          if (canteen === demoCanteens[0]) {
            orders.push({
              user: 'admin',
              lines: [
                [dishes[0]!, 1],
                [canteen.defaults[0]!, 1],
              ],
              time: '12:00',
              location: canteen.pickUpLocations[1]!,
            });
            if (date < today) {
              orders.push({
                user: 'employee',
                lines:
                  day % 2
                    ? [[dishes[1]!, 1]]
                    : [
                        [dishes[0]!, 1],
                        [canteen.defaults[1]!, 1],
                      ],
                time: '11:45',
                location: canteen.pickUpLocations[0]!,
              });
            }
          }
          for (const order of orders) {
            const userId = users.get(order.user);
            if (!userId) continue;
            const [row] = await tx
              .insert(t.canteenOrder)
              .values({
                applicationId: canteen.id,
                planId: plan.id,
                userId,
                orderTimestamp: placed,
                updatedAt: placed,
                pickUpTime: order.time,
                pickUpLocation: order.location,
              })
              .onConflictDoNothing()
              .returning({ id: t.canteenOrder.id });
            if (!row) continue;
            await tx.insert(t.canteenOrderDetail).values(
              order.lines.map(([[name, price, description], quantity]) => ({
                orderId: row.id,
                articleId: articleId(canteen.id, name),
                quantity,
                articlePrice: price,
                articleName: name,
                articleDescription: description ?? null,
              })),
            );
          }
        }
      }
    }
  });
}
