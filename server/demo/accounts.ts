/**
 * The demo accounts — a contract: the README and the tests rely on it.
 * `portalRole` null means the account exists only at the identity provider (loginOpenId → 412).
 */
import { type UiPermissionKey, uiPermissions } from '../../contract/permissions.ts';
import { administratorRole, standardPermissionSetId } from '../areas/security/index.ts';

export interface DemoAccount {
  sub: string;
  login: string;
  password: string;
  givenName: string;
  familyName: string;
  email: string;
  domain: string;
  department: string | null;
  org: string | null;
  portalRole: keyof typeof demoRoles | null;
  /** Portal user parameters (PortalUserParameter), e.g. the sales organisation a field rep works for. */
  parameters?: readonly { name: string; value: string }[];
}

export const demoOrgs = ['Kermi GmbH', 'PZP Heating a.s.', 'Arbonia AG'] as const;

const employeeDe: UiPermissionKey[] = [
  'home',
  'favorite',
  'canteenInfo',
  'canteenFoodOrder',
  'canteenOrderedUserFood',
  'hrInfoSystem',
  'occupationalSafetyInfoSystem',
  'infoSystems',
  'events',
  'news',
  'photoGallery',
  'questionsAndAnswers',
  'regionalNews',
  'officeHours',
  'links',
  'benefits',
  'career',
  'hrDepartment',
  'mealPlan',
  'mealPhotos',
  'productionMenu',
  'mesFlash',
  'logoutAllowed',
  'reporting',
];

// The kitchen's pages (articles, plans, the ordered-food overview naming who ordered what) are for its staff only.
const kitchenStaff: UiPermissionKey[] = [
  'home',
  'favorite',
  'canteenInfo',
  'canteenOrderSystem',
  'canteenOrderedFood',
  'planCreate',
  'articleCreate',
  'logoutAllowed',
];

const employeeCz: UiPermissionKey[] = [
  'home',
  'favorite',
  'infoSystems',
  'events',
  'news',
  'photoGallery',
  'questionsAndAnswers',
  'regionalNews',
  'officeHours',
  'links',
  'benefits',
  'career',
  'hrDepartment',
  'mealPlan',
  'mealPhotos',
  'productionMenu',
  'kpi',
  'logoutAllowed',
];

const salesField: UiPermissionKey[] = [
  'home',
  'favorite',
  'sales',
  'salesConfigurator',
  'salesTracking',
  'salesLookups',
  'reporting',
  // Sales controlling asks the ERP extract its own questions (and opens what colleagues share).
  'sapSql',
  'logoutAllowed',
];

/** Roles with the UI permissions they grant; `all` grants every UI and API permission. */
export const demoRoles = {
  // The role every portal has (areas/security/bootstrap.ts).
  administrator: {
    ...administratorRole,
    ui: 'all' as const,
    api: 'all' as const,
  },
  employeeDe: {
    id: 'd2a6c0e1-3f4b-4c55-9a0e-6b1f0f7a9c02',
    name: 'Mitarbeitende Deutschland',
    description:
      'Startseite, Favoriten, Essen bestellen, Personal und Arbeitssicherheit, Mitarbeiterinfo, Produktion (MES Flash)',
    ui: employeeDe,
    api: ['orders', 'reporting'] as const,
  },
  kitchenStaff: {
    id: 'd2a6c0e1-3f4b-4c55-9a0e-6b1f0f7a9c05',
    name: 'Kantine Plattling',
    description: 'Startseite, Favoriten, Kantine: Artikel, Speisepläne, Übersicht der Bestellungen und Export',
    ui: kitchenStaff,
    api: ['canteen'] as const,
  },
  employeeCz: {
    id: 'd2a6c0e1-3f4b-4c55-9a0e-6b1f0f7a9c03',
    name: 'Mitarbeitende Tschechien',
    description: 'Startseite, Favoriten, Mitarbeiterinfo, Produktion und KPI',
    ui: employeeCz,
    api: [] as const,
  },
  salesField: {
    id: 'd2a6c0e1-3f4b-4c55-9a0e-6b1f0f7a9c04',
    name: 'Außendienst Vertrieb',
    description:
      'Startseite, Favoriten, Konfigurator, Auftragsverfolgung, Kunden- und Materialsuche, Reporting, SAP-SQL',
    ui: salesField,
    api: ['salesLookups', 'orderTracking', 'configurator', 'reporting'] as const,
  },
};

export const demoPermissionSetId = standardPermissionSetId;

export const demoAccounts: readonly DemoAccount[] = [
  {
    sub: '9448ee96-e617-45ba-840b-3dfbf11ace94',
    login: 'admin',
    password: 'admin',
    givenName: 'Andrea',
    familyName: 'Weber',
    email: 'andrea.weber@kermi.de',
    domain: 'kermi.de',
    department: 'IT',
    org: 'Kermi GmbH',
    portalRole: 'administrator',
    // The explicit grant of every sales organisation (server/sales/scope.ts fails closed without one).
    parameters: [{ name: 'CompanyCode', value: '*' }],
  },
  {
    sub: '684a83b1-6a05-48b9-aab4-0265e3d6b67f',
    login: 'employee',
    password: 'employee',
    givenName: 'Lukas',
    familyName: 'Bauer',
    email: 'lukas.bauer@kermi.de',
    domain: 'kermi.de',
    department: 'Fertigung Plattling',
    org: 'Kermi GmbH',
    portalRole: 'employeeDe',
  },
  {
    sub: 'b7e4f2a0-5c1d-4e8b-9f3a-2d6c8e1b4a75',
    login: 'kitchen',
    password: 'kitchen',
    givenName: 'Maria',
    familyName: 'Huber',
    email: 'maria.huber@kermi.de',
    domain: 'kermi.de',
    department: 'Kantine Plattling',
    org: 'Kermi GmbH',
    portalRole: 'kitchenStaff',
  },
  {
    sub: '364833af-a144-4eb8-b340-464296109d19',
    login: 'cz-employee',
    password: 'cz-employee',
    givenName: 'Petra',
    familyName: 'Nováková',
    email: 'petra.novakova@pzpheating.cz',
    domain: 'pzpheating.cz',
    department: 'Výroba Dobré',
    org: 'PZP Heating a.s.',
    portalRole: 'employeeCz',
  },
  {
    sub: '4657107e-b88e-413b-a78d-de78aee071d9',
    login: 'sales',
    password: 'sales',
    givenName: 'Markus',
    familyName: 'Brandl',
    email: 'markus.brandl@kermi.de',
    domain: 'kermi.de',
    department: 'Vertrieb Außendienst Süd',
    org: 'Kermi GmbH',
    portalRole: 'salesField',
    // The German sales organisation (company code 1000): order tracking and customer lookups stay within it.
    parameters: [{ name: 'CompanyCode', value: '1000' }],
  },
  {
    sub: '2300eb63-cd74-4f34-bd97-32c2dee2d7c6',
    login: 'newcomer',
    password: 'newcomer',
    givenName: 'Jonas',
    familyName: 'Neumann',
    email: 'jonas.neumann@kermi.de',
    domain: 'kermi.de',
    department: null,
    org: null,
    portalRole: null,
  },
  {
    sub: '43066a48-edbb-4ead-8ab3-6bd11430fe8e',
    login: 'partner',
    password: 'partner',
    givenName: 'Sabine',
    familyName: 'Hoffmann',
    email: 'info@hoffmann-haustechnik.de',
    domain: 'installateur-partner.de',
    department: null,
    org: null,
    portalRole: null,
  },
];

export function roleUiPermissionIds(role: (typeof demoRoles)[keyof typeof demoRoles]): string[] {
  return role.ui === 'all' ? Object.values(uiPermissions).map((p) => p.id) : role.ui.map((k) => uiPermissions[k].id);
}
