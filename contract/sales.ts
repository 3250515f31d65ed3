/**
 * What the sales apps and the server share besides the request schemas: sales organisations,
 * order stages, customer types and building-project states (their texts are in
 * locales/<lang>/sales.json under the same keys).
 */

/** Sales organisations (SAP company codes) with the currency of their orders. */
export const salesOrganisations = [
  { companyCode: '1000', name: 'Kermi GmbH', country: 'DE', currency: 'EUR' },
  { companyCode: '2000', name: 'PZP Heating a.s.', country: 'CZ', currency: 'CZK' },
  { companyCode: '3000', name: 'Arbonia AG', country: 'CH', currency: 'CHF' },
] as const;
export type CompanyCode = (typeof salesOrganisations)[number]['companyCode'];
export const companyCodes = salesOrganisations.map((o) => o.companyCode);

/** The life of an order, in order: each stage has a date once reached. */
export const orderStages = ['ORDERED', 'CONFIRMED', 'PRODUCTION', 'READY', 'SHIPPED', 'DELIVERED'] as const;
export type OrderStage = (typeof orderStages)[number];

/** Customer classification (`Type` of the customer lookup). */
export const customerTypes = [1, 2, 3, 4, 5] as const;
export const customerTypeKeys = {
  1: 'wholesale',
  2: 'installer',
  3: 'planner',
  4: 'housing',
  5: 'endCustomer',
} as const satisfies Record<(typeof customerTypes)[number], string>;

/** SAP account groups: sold-to party, ship-to party, payer, prospect. */
export const accountGroups = ['0001', '0002', '0003', 'ZINT'] as const;

/** Material types: finished product, trading goods, spare part, configurable material. */
export const materialTypes = ['FERT', 'HAWA', 'ERSA', 'KMAT'] as const;

/** HT heating technology, SAN sanitary. */
export const branchCodes = ['HT', 'SAN'] as const;

/** States of a product within a building project. */
export const projectProductStates = ['PLANNED', 'SPECIFIED', 'QUOTED', 'ORDERED', 'DELIVERED', 'LOST'] as const;
export type ProjectProductState = (typeof projectProductStates)[number];
