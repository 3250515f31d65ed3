/**
 * The permission registry: every named UI and API permission with its fixed GUID.
 * A permission is a PortalRessource; a role grants it with accessType 1. Seed, server guards
 * and the shell's visibility function all read these ids, so they must never change.
 */

export interface PermissionDef {
  readonly id: string;
  readonly technicalName: string;
  readonly name: string;
}

export const uiPermissions = {
  home: { id: 'e5b911a5-6db0-4f84-8425-eb1481bb00b8', technicalName: 'ui.nav.home', name: 'Startseite' },
  favorite: { id: '237ccb57-3629-47be-8f59-4f33ed3857e8', technicalName: 'ui.nav.favorite', name: 'Favoriten-Link' },
  security: { id: '061d2139-b82d-49f3-811c-0727f9975e82', technicalName: 'ui.nav.security', name: 'Sicherheit' },
  reporting: { id: '448e00af-e494-4dee-8401-a0e85696b1ad', technicalName: 'ui.nav.reporting', name: 'Reporting' },
  canteenInfo: {
    id: '02728f8c-0cc9-4bc8-8df1-cdc863ab666f',
    technicalName: 'ui.nav.canteen.info',
    name: 'Kantine: Info',
  },
  canteenOrderSystem: {
    id: '9b16c169-1d71-48a4-b133-eeb9c4fe271c',
    technicalName: 'ui.nav.canteen.orderSystem',
    name: 'Kantine: Bestellsystem',
  },
  canteenFoodOrder: {
    id: 'a3173879-c770-47f3-b184-5211efac5f0c',
    technicalName: 'ui.nav.canteen.foodOrder',
    name: 'Kantine: Essen bestellen',
  },
  canteenOrderedUserFood: {
    id: 'cf28504c-a6e5-4b37-9d05-94ee16d97dbd',
    technicalName: 'ui.nav.canteen.orderedUserFood',
    name: 'Kantine: Meine Bestellungen',
  },
  canteenOrderedFood: {
    id: '6c0abae8-d99d-4a56-8338-a12a62b62624',
    technicalName: 'ui.nav.canteen.orderedFood',
    name: 'Kantine: Übersicht',
  },
  hrInfoSystem: {
    id: 'd809c0c8-2510-4b2e-ab16-7d0dd708913c',
    technicalName: 'ui.nav.hr.infoSystem',
    name: 'Personal: Infosystem',
  },
  occupationalSafetyInfoSystem: {
    id: 'f54e7e6b-83dd-4c18-afca-e2f40a1ce401',
    technicalName: 'ui.nav.hr.occupationalSafety',
    name: 'Arbeitssicherheit: Infosystem',
  },
  marketing: { id: 'a2654fa2-6d3d-413d-86cb-2fa42b055a3e', technicalName: 'ui.nav.marketing', name: 'Marketing' },
  infoSystems: {
    id: 'c70f3850-779d-4d1a-a92e-7cb811ca4112',
    technicalName: 'ui.nav.employeeInfo.infoSystems',
    name: 'Infosysteme',
  },
  events: {
    id: '1884e2d2-e536-485a-8e2d-46e450a34323',
    technicalName: 'ui.nav.employeeInfo.events',
    name: 'Veranstaltungen',
  },
  news: { id: '324a2b81-f96b-4183-a8f5-0a3d36414fe1', technicalName: 'ui.nav.employeeInfo.news', name: 'Neuigkeiten' },
  photoGallery: {
    id: '6bd66ad3-a489-418d-99fe-584e65700d74',
    technicalName: 'ui.nav.employeeInfo.photoGallery',
    name: 'Fotogalerie',
  },
  questionsAndAnswers: {
    id: 'e5faf559-e543-46e0-9233-c41e93a8e391',
    technicalName: 'ui.nav.employeeInfo.questionsAndAnswers',
    name: 'Fragen und Antworten',
  },
  regionalNews: {
    id: '43ae7f62-0481-4b9f-a0eb-260cc137d609',
    technicalName: 'ui.nav.employeeInfo.regionalNews',
    name: 'Regionale Neuigkeiten',
  },
  officeHours: {
    id: '066ed78f-73f3-4467-b1d7-4647e81aa9f1',
    technicalName: 'ui.nav.employeeInfo.officeHours',
    name: 'Sprechzeiten',
  },
  links: { id: '6346d614-cc39-493f-8d45-79ad4b88531d', technicalName: 'ui.nav.employeeInfo.links', name: 'Links' },
  benefits: {
    id: '7345a7dc-7190-485c-b92b-6584acfdb92e',
    technicalName: 'ui.nav.employeeInfo.benefits',
    name: 'Benefits',
  },
  career: { id: 'e7226b1a-661b-4973-b1f3-3eef172a7d29', technicalName: 'ui.nav.employeeInfo.career', name: 'Karriere' },
  hrDepartment: {
    id: 'd69d3de7-4483-470e-9462-e2f49b0cfeb4',
    technicalName: 'ui.nav.employeeInfo.hrDepartment',
    name: 'Personalabteilung',
  },
  mealPlan: {
    id: '82e32372-fb79-45e1-b887-43b2fa047434',
    technicalName: 'ui.nav.employeeInfo.mealPlan',
    name: 'Speiseplan',
  },
  mealPhotos: {
    id: 'f2c034a8-b2f9-4e39-86a6-508332d212cf',
    technicalName: 'ui.nav.employeeInfo.mealPhotos',
    name: 'Essensfotos',
  },
  productionMenu: {
    id: '1279862b-8a5d-450d-8784-99f434b3c563',
    technicalName: 'ui.nav.production',
    name: 'Produktion',
  },
  mesFlash: {
    id: '1c751472-ee28-4983-8fc6-afc9d66120e2',
    technicalName: 'ui.nav.production.mesFlash',
    name: 'MES Flash',
  },
  kpi: { id: '3850fa6b-d479-431b-b513-f77d33401015', technicalName: 'ui.nav.production.kpi', name: 'KPI-Cockpits' },
  /** Entering and correcting key figures in the cockpits (reading needs `kpi`). */
  kpiEdit: {
    id: 'fca05ddd-9b79-4763-a420-360899c733f1',
    technicalName: 'ui.production.kpiEdit',
    name: 'KPI bearbeiten',
  },
  sapSql: { id: '68bb34ee-47ed-46a3-bbdb-976b22d0b42f', technicalName: 'ui.nav.sapSql', name: 'SAP SQL' },
  productManagement: {
    id: 'e0af737b-55fc-4ae7-9294-0f93dc366f96',
    technicalName: 'ui.nav.pm',
    name: 'Produktmanagement',
  },
  crossDesigner: {
    id: '1047104a-e1ae-4eed-8d61-ab9c79e2d3df',
    technicalName: 'ui.nav.pm.crossDesigner',
    name: 'Cross Designer',
  },
  ascoDesigner: {
    id: '15ef0d64-6a6e-4734-a2bb-c56c1015b823',
    technicalName: 'ui.nav.pm.ascoDesigner',
    name: 'Asco Designer',
  },
  sales: { id: 'ea75944f-9ec9-413d-b7a3-e1dee41063ee', technicalName: 'ui.nav.sales', name: 'Vertrieb' },
  salesConfigurator: {
    id: 'cd236901-9e97-4436-998b-b2555528339d',
    technicalName: 'ui.nav.sales.configurator',
    name: 'Konfigurator',
  },
  salesTracking: {
    id: '9e9abf79-c4aa-42fe-bef6-016871b2af05',
    technicalName: 'ui.nav.sales.tracking',
    name: 'Auftragsverfolgung',
  },
  salesLookups: {
    id: '98b2107d-d7ab-4ba9-9859-af74af7acf52',
    technicalName: 'ui.sales.lookups',
    name: 'Vertrieb: Kunden-, Material- und Objektsuche',
  },
  corona: { id: 'a27141ab-e58b-4975-b74d-9412e0bf65eb', technicalName: 'ui.nav.corona', name: 'Corona' },
  worksCouncil: {
    id: 'ec0f97de-ea39-4ca0-a783-cd235f6c3d8c',
    technicalName: 'ui.nav.worksCouncil',
    name: 'Betriebsrat',
  },
  service: { id: '44091185-f8c8-4195-8d05-fb98dfe1c38b', technicalName: 'ui.nav.service', name: 'Service' },
  it: { id: '11f8cf1a-6355-4085-8f5e-8572f63a54e7', technicalName: 'ui.nav.it', name: 'IT' },
  placeholder: { id: 'd313f5b9-3de8-41ad-8b8d-bbed9007bdc6', technicalName: 'ui.nav.placeholder', name: 'Platzhalter' },
  userOverview: {
    id: '8bac369f-3a7d-427a-9ef6-813324eae1e9',
    technicalName: 'ui.user.overview',
    name: 'Benutzerübersicht',
  },
  userCreate: { id: '90666bbb-8961-493e-bf3a-8795a3728c68', technicalName: 'ui.user.create', name: 'Benutzer anlegen' },
  roleOverview: {
    id: '167fddc3-6033-4aa5-9a0b-8786066e6e69',
    technicalName: 'ui.role.overview',
    name: 'Rollenübersicht',
  },
  roleManage: { id: '964d8c11-63bc-4e59-981a-4f30b58220f8', technicalName: 'ui.role.manage', name: 'Rollen verwalten' },
  roleCreate: { id: '63efb0c2-7de5-4eaa-af33-c20a6473fdfd', technicalName: 'ui.role.create', name: 'Rolle anlegen' },
  planCreate: {
    id: '312d98d7-0a84-46cf-aee2-629778b11e61',
    technicalName: 'ui.canteen.planCreate',
    name: 'Speiseplan anlegen',
  },
  articleCreate: {
    id: 'a7e94269-1547-4b4b-89f3-9221285b5b23',
    technicalName: 'ui.canteen.articleCreate',
    name: 'Artikel anlegen',
  },
  developerMode: {
    id: 'a5242a19-fef9-4ff2-9915-dc71845a339a',
    technicalName: 'ui.developerMode',
    name: 'Entwicklermodus',
  },
  logoutAllowed: {
    id: '4d93cd49-3733-46d1-8eb0-3a228beb7bd9',
    technicalName: 'ui.logoutAllowed',
    name: 'Abmelden erlaubt',
  },
  shareReportingOption: {
    id: 'f6766af6-c5b7-4a23-82ec-90b2aaad9f78',
    technicalName: 'ui.reporting.share',
    name: 'Reporting teilen',
  },
  mesFlashUpload: {
    id: '376ccf54-5f45-4ab6-8c57-0871e3c45a71',
    technicalName: 'ui.production.mesFlashUpload',
    name: 'MES Flash Upload',
  },
} as const satisfies Record<string, PermissionDef>;

export const apiPermissions = {
  users: { id: '99557c37-c5fd-414b-b43e-0ef7fcc785fe', technicalName: 'api.users', name: 'API: Benutzer' },
  roles: { id: '94a97ec1-b66c-4d74-bda8-57b1faf94adb', technicalName: 'api.roles', name: 'API: Rollen' },
  orders: { id: '63340cd5-6f75-43d4-b780-926ca70979f5', technicalName: 'api.orders', name: 'API: Bestellungen' },
  reporting: { id: '73d97303-ebf4-4577-8be8-30aa34a3cdca', technicalName: 'api.reporting', name: 'API: Reporting' },
  canteen: { id: '51cc0838-ec41-418e-a408-8f2b80fbca07', technicalName: 'api.canteen', name: 'API: Kantine' },
  mesTables: { id: '960f09a2-d1fc-477d-81a9-8aeaf9bc15b4', technicalName: 'api.mesTables', name: 'API: MES-Tabellen' },
  salesLookups: {
    id: 'dd5a047e-610c-4db7-92ea-14fac421d1fd',
    technicalName: 'api.sales.lookups',
    name: 'API: Kunden-, Material- und Objektsuche',
  },
  orderTracking: {
    id: '32fbb722-111a-4a7f-afb1-9f6f7fc840b2',
    technicalName: 'api.sales.orderTracking',
    name: 'API: Auftragsverfolgung',
  },
  configurator: {
    id: 'b32e2450-d6a4-4d01-952e-34dbe7f571c6',
    technicalName: 'api.sales.configurator',
    name: 'API: Produktkonfigurator',
  },
} as const satisfies Record<string, PermissionDef>;

export type UiPermissionKey = keyof typeof uiPermissions;
export type ApiPermissionKey = keyof typeof apiPermissions;

/** Resource groups the permissions are filed under (PortalRessource.ressourceGroup). */
export const ressourceGroups = {
  ui: { id: 'ed5e8eb1-ee7c-4e7f-bab9-18203eeb2463', name: 'UI', description: 'Navigation und Bedienelemente' },
  api: { id: '9fb22b4c-7e94-4c0a-aced-a80da7b25651', name: 'API', description: 'Schnittstellen-Berechtigungen' },
} as const;

/** Resource type numbers (PortalRessource.type). */
export const RessourceType = { ui: 1, api: 2 } as const;

// In a module of their own: the shell's first load needs them, not this registry.
export { AccessType, grantsVersionHeader } from './grants.ts';

export const allPermissions: readonly (PermissionDef & { kind: 'ui' | 'api' })[] = [
  ...Object.values(uiPermissions).map((p) => ({ ...p, kind: 'ui' as const })),
  ...Object.values(apiPermissions).map((p) => ({ ...p, kind: 'api' as const })),
];
