/**
 * Lookups of the portal API (/api/Customer, /api/Material, /api/BuildingProject/…): query
 * schemas and answers. Query keys are matched without regard to case (ASP.NET clients send
 * `name` as well as `Name`); an unknown key is a 400 naming it.
 */
import { z } from 'zod';
import { documentInput, queryBool, queryInt, queryNumber, text } from './input.ts';
import { accountGroups, branchCodes, companyCodes, customerTypes, materialTypes } from './sales.ts';

/** A strict query object whose keys are accepted in any case and mapped onto the schema's spelling. */
export function queryObject<Shape extends z.ZodRawShape>(shape: Shape) {
  const byLower = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
  return z.preprocess(
    (value) =>
      value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, v]) => [byLower.get(key.toLowerCase()) ?? key, v]))
        : value,
    z.strictObject(shape),
  );
}

/** A repeated key or a comma-separated value (`CompanyCode=1000,2000`), as a list. */
export function csvList<T extends z.ZodType<unknown, string>>(item: T, max = 20) {
  const { $schema: _, ...items } = z.toJSONSchema(item, {
    io: 'input',
    unrepresentable: 'any',
    override: documentInput,
  });
  return (
    z
      .union([z.string(), z.array(z.string())])
      .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((part) => part.split(',')).map((s) => s.trim()))
      .transform((v) => v.filter(Boolean))
      .pipe(z.array(item).max(max))
      // In the documents: a list of such items, the key repeated (`style: form, explode: true`);
      // a comma would split an item.
      .meta({
        anyOf: undefined,
        type: 'array',
        items: { ...items, allOf: [...((items.allOf as object[]) ?? []), { pattern: '^[^,]*$' }] },
        maxItems: max,
      })
  );
}

const searchText = (max: number) => text(max).pipe(z.string().min(1, { message: 'must not be empty' }));
/** Customer, material and project numbers (letters, digits, `-`), matched from their start. */
const numberPrefix = (max: number) =>
  text(max).pipe(z.string().regex(/^[A-Za-z0-9-]{1,40}$/, { message: 'must be letters, digits or -' }));

export const lookupTopMax = 500;
export const lookupTopDefault = 50;

export const customerQuerySchema = queryObject({
  Number: numberPrefix(10).optional(),
  Name: searchText(80).optional(),
  Name2: searchText(80).optional(),
  City: searchText(60).optional(),
  Street: searchText(80).optional(),
  /** Least score (0–1) a hit must reach. */
  Score: queryNumber(0, 1).optional(),
  AccountGroups: csvList(z.enum(accountGroups)).optional(),
  Fuzzy: queryBool.optional(),
  Top: queryInt(1, lookupTopMax).optional(),
  CompanyCode: csvList(z.enum(companyCodes)).optional(),
  Type: queryInt(1, customerTypes.length).optional(),
});
export type CustomerQuery = z.output<typeof customerQuerySchema>;

export const materialQuerySchema = queryObject({
  Number: numberPrefix(40).optional(),
  Name: searchText(80).optional(),
  Score: queryNumber(0, 1).optional(),
  Fuzzy: queryBool.optional(),
  Top: queryInt(1, lookupTopMax).optional(),
  CompanyCode: z.enum(companyCodes).optional(),
  Language: z.enum(['de', 'en', 'cs', 'fr', 'it']).optional(),
  Type: z.enum(materialTypes).optional(),
});
export type MaterialQuery = z.output<typeof materialQuerySchema>;

export const buildingProjectQuerySchema = queryObject({
  Number: numberPrefix(10).optional(),
  CompanyCode: csvList(z.enum(companyCodes)).optional(),
  BranchCode: z.enum(branchCodes).optional(),
  Top: queryInt(1, lookupTopMax).optional(),
});

export const productStatesQuerySchema = queryObject({
  Language: z.enum(['de', 'en', 'cs', 'fr', 'it']).optional(),
});

export interface CustomerHit {
  number: string;
  name: string;
  name2: string | null;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  companyCode: string;
  accountGroup: string;
  type: number;
  salesGroupKey: string;
  /** 0–1, how well the hit matches the search words (1 without search words). */
  score: number;
}

export interface MaterialHit {
  number: string;
  name: string;
  /** Material group and finish in the requested language. */
  description: string;
  type: string;
  brand: string;
  productLine: string;
  companyCodes: string[];
  searchCode: string;
  unit: string;
  listPrice: number;
  currency: 'EUR';
  score: number;
}

export interface BuildingProject {
  number: string;
  name: string;
  companyCode: string;
  branchCode: string;
  postalCode: string;
  city: string;
  country: string;
  customerNumber: string;
  customerName: string;
  stateKey: string;
  startDate: string;
  volume: number;
  currency: 'EUR';
  products: { position: number; materialNumber: string; materialName: string; quantity: number; stateKey: string }[];
}

export interface ProductState {
  key: string;
  text: string;
}
