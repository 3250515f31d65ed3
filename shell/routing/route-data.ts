/**
 * Routes as data: the whole tree of the portal. Menu, guard, breadcrumbs
 * and tests all read this one tree (through shell/routing/routes.ts). Paths mirror the spec's route
 * names with their case.
 *
 * Data only: the build replaces this module by its values, evaluated at build time
 * (scripts/vite-plugin-route-table.ts), so the permission registry and the info-system module
 * numbers stay out of the shell's first load.
 */
import { type BrandPair, brandGates } from '../../contract/brands.ts';
import { InfoSystemModule, type InfoSystemModuleName } from '../../contract/info-system-modules.ts';
import { type UiPermissionKey, uiPermissions } from '../../contract/permissions.ts';

/** How info-system pages list their files. */
export type InfoSort = 'lastModifiedDesc' | 'nameDesc' | 'name';

export interface PortalRouteDef {
  /** Unique route name of the spec. */
  name: string;
  /** Path segment below its parent (case as in the spec). */
  path: string;
  /** Menu label / title key in locales/ (`menu.<name>` unless given). */
  title: string;
  icon?: string;
  imgName?: string;
  order: number;
  /** Any one of these UI permission ids with accessType 1 opens the route. */
  permissions?: string[];
  /** Shown only for these (domain key, country) pairs. */
  brands?: readonly BrandPair[];
  public?: boolean;
  navigateBackRouteName?: string;
  /** Custom element of the mini app (absent on groups and redirects). */
  element?: string;
  /** Attributes the element receives besides endpoint/locale/country. */
  attributes?: Record<string, string>;
  /** Placeholder that redirects to the empty path (home) of the current locale/country. */
  redirectHome?: boolean;
  /** Not listed in the menu (still routable and gated). */
  hiddenInMenu?: boolean;
  /**
   * The element is embeddable without sign-in although the route is gated: the signed-out start
   * page offers its page in the element catalogue (/portal/elements/?element=<tag>) instead.
   */
  embeddable?: boolean;
  children?: PortalRouteDef[];
}

const perm = (...keys: UiPermissionKey[]) => keys.map((k) => uiPermissions[k].id);

interface InfoOptions {
  order: number;
  permissions?: string[];
  brands?: readonly BrandPair[];
  sort?: InfoSort;
  back?: string;
  icon?: string;
  path?: string;
  /** The title key when it is not `menu.<name>` (a leaf name used twice). */
  title?: string;
}

/** An info-system mini app: folders and files of one module. */
function info(name: string, module: InfoSystemModuleName, o: InfoOptions): PortalRouteDef {
  const title = o.title ?? `menu.${name}`;
  return {
    name,
    path: o.path ?? name,
    title,
    icon: o.icon ?? 'document',
    order: o.order,
    permissions: o.permissions,
    brands: o.brands,
    navigateBackRouteName: o.back,
    element: 'portal-info-system',
    // The page's heading is the route's title (its path may be a word another route uses: HR/info).
    attributes: { 'module-id': String(InfoSystemModule[module]), heading: title, ...(o.sort ? { sort: o.sort } : {}) },
  };
}

function app(name: string, element: string, order: number, extra: Partial<PortalRouteDef> = {}): PortalRouteDef {
  return { name, path: name, title: `menu.${name}`, order, element, ...extra };
}

/**
 * A calculator (apps/calculators/): the shell draws its page heading, the route's title, with its
 * first paint, and the element (`heading="host"`) draws none, so the page's largest text paints
 * before React and Fluent have arrived (docs/performance.md "The calculator page's first paint").
 */
function calculator(name: string, element: string, order: number, extra: Partial<PortalRouteDef> = {}): PortalRouteDef {
  return app(name, element, order, { ...extra, attributes: { ...extra.attributes, heading: 'host' } });
}

function group(name: string, order: number, children: PortalRouteDef[], extra: Partial<PortalRouteDef> = {}) {
  return { name, path: name, title: `menu.${name}`, order, children, ...extra } satisfies PortalRouteDef;
}

// Occupational safety: info-system apps for the German plants, back to their subgroup.
const osPerm = perm('occupationalSafetyInfoSystem');
const osBrands = brandGates.germanPlants;
const os = (name: string, module: InfoSystemModuleName, order: number, back: string) =>
  info(name, module, { order, permissions: osPerm, brands: osBrands, back });

const occupationalSafety = group(
  'occupationalSafety',
  0,
  [
    os('executives', 'osExecutives', 0, 'occupationalSafety'),
    group(
      'navigator',
      1,
      [
        os('protocol', 'osNavigatorProtocol', 0, 'navigator'),
        os('forklift', 'osNavigatorForklift', 1, 'navigator'),
        os('drivingOrders', 'osNavigatorDrivingOrders', 2, 'navigator'),
        os('foreignCompanies', 'osNavigatorForeignCompanies', 3, 'navigator'),
        {
          ...os('dangerousLoneWork', 'osNavigatorDangerousLoneWork', 4, 'navigator'),
          name: 'navigatorDangerousLoneWork',
        },
        os('cranes', 'osNavigatorCranes', 5, 'navigator'),
        { ...os('highAltitudeJobs', 'osNavigatorHighAltitudeJobs', 6, 'navigator'), name: 'navigatorHighAltitudeJobs' },
        os('hydraulics', 'osNavigatorHydraulics', 7, 'navigator'),
        os('container', 'osNavigatorContainer', 8, 'navigator'),
        os('stainlessSteel', 'osNavigatorStainlessSteel', 9, 'navigator'),
        os('personalProtectiveEquipment', 'osNavigatorPersonalProtectiveEquipment', 10, 'navigator'),
        os('accident', 'osNavigatorAccident', 11, 'navigator'),
        os('securitySymbols', 'osNavigatorSecuritySymbols', 12, 'navigator'),
      ],
      { permissions: osPerm, brands: osBrands },
    ),
    group(
      'securityOfficer',
      2,
      [
        os('BGHM', 'osSecurityOfficerBGHM', 0, 'securityOfficer'),
        os('occupationalSafetyAndHealth', 'osSecurityOfficerOccupationalSafetyAndHealth', 1, 'securityOfficer'),
        os('furtherInfoForSafetyOfficer', 'osSecurityOfficerFurtherInfo', 2, 'securityOfficer'),
      ],
      { permissions: osPerm, brands: osBrands },
    ),
    os('infoSpotSiFa', 'osInfoSpotSiFa', 3, 'occupationalSafety'),
    os('emergencyManagementAndFirstAid', 'osEmergencyManagementAndFirstAid', 4, 'occupationalSafety'),
    group(
      'legalIndexOccupationalSafety',
      5,
      [
        os('workplaceOrdinance', 'osLegalWorkplaceOrdinance', 0, 'legalIndexOccupationalSafety'),
        os('hazardousSubstances', 'osLegalHazardousSubstances', 1, 'legalIndexOccupationalSafety'),
        os('operationalSafety', 'osLegalOperationalSafety', 2, 'legalIndexOccupationalSafety'),
        os('occupationalSafetyAct', 'osLegalOccupationalSafetyAct', 3, 'legalIndexOccupationalSafety'),
        os('dguvRegulations', 'osLegalDguvRegulations', 4, 'legalIndexOccupationalSafety'),
        os('maternityProtection', 'osLegalMaternityProtection', 5, 'legalIndexOccupationalSafety'),
        os('youthEmploymentProtection', 'osLegalYouthEmploymentProtection', 6, 'legalIndexOccupationalSafety'),
        os('workingHours', 'osLegalWorkingHours', 7, 'legalIndexOccupationalSafety'),
        os('fireProtection', 'osLegalFireProtection', 8, 'legalIndexOccupationalSafety'),
      ],
      { permissions: osPerm, brands: osBrands },
    ),
    os('instruction', 'osInstruction', 6, 'occupationalSafety'),
    os('noiseRegister', 'osNoiseRegister', 7, 'occupationalSafety'),
    os('ergonomics', 'osErgonomics', 8, 'occupationalSafety'),
    os('templates', 'osTemplates', 9, 'occupationalSafety'),
    group(
      'riskAssessment',
      10,
      [
        os('riskAssessmentSpecialGroups', 'osRiskAssessmentSpecialGroups', 0, 'riskAssessment'),
        os('highAltitudeJobs', 'osRiskAssessmentHighAltitudeJobs', 1, 'riskAssessment'),
        os('officeWorkplaces', 'osRiskAssessmentOfficeWorkplaces', 2, 'riskAssessment'),
        os('dangerousLoneWork', 'osRiskAssessmentDangerousLoneWork', 3, 'riskAssessment'),
        os('conversions', 'osRiskAssessmentConversions', 4, 'riskAssessment'),
        os('mentalStress', 'osRiskAssessmentMentalStress', 5, 'riskAssessment'),
        os('legalAndInformationRegulations', 'osRiskAssessmentLegalAndInformationRegulations', 6, 'riskAssessment'),
        info('list', 'osRiskAssessmentList', {
          order: 7,
          permissions: osPerm,
          brands: osBrands,
          back: 'riskAssessment',
          title: 'menu.riskAssessmentList',
        }),
      ],
      { permissions: osPerm, brands: osBrands },
    ),
  ],
  { permissions: osPerm, brands: osBrands, icon: 'shield' },
);
// Leaf names repeated under navigator and riskAssessment get unique route names (navigator…); paths keep the spec's.

const employeeInfoBrands = brandGates.employeeInfoCz;
const ei = (name: string, module: InfoSystemModuleName, order: number, permission: UiPermissionKey, sort?: InfoSort) =>
  info(name, module, { order, permissions: perm(permission), brands: employeeInfoBrands, sort, back: 'employeeInfo' });

const canteenOrdering = brandGates.canteenOrdering;

/** Children of `/{locale}/{country}`. */
export const routeTree: PortalRouteDef[] = [
  {
    name: 'home',
    path: '',
    title: 'menu.home',
    icon: 'home',
    order: 0,
    // The landing page: signed out it invites to sign in and lists the public apps; the personal
    // start page needs the home permission (checked by the page itself, so it never redirects to itself).
    public: true,
    element: 'portal-home',
    hiddenInMenu: true,
  },
  {
    name: 'favorite',
    path: 'favorite',
    title: 'menu.favorite',
    icon: 'star',
    order: 1,
    permissions: perm('favorite'),
    element: 'portal-favorites',
  },
  app('crm', 'portal-crm', 2, {
    public: true,
    icon: 'people',
    attributes: {
      'show-newsletter': 'true',
      'show-specialist-search': 'true',
      'business-units': 'Heating,Sanitary',
      'target-groups': 'FGH,FHW,PRS',
    },
  }),
  app('security', 'portal-security', 3, { permissions: perm('security'), icon: 'lock' }),
  app('reporting', 'portal-reporting', 4, {
    permissions: perm('reporting'),
    brands: brandGates.reporting,
    icon: 'chart',
  }),
  group(
    'canteen',
    5,
    [
      info('info', 'canteenInfo', { order: 0, permissions: perm('canteenInfo'), back: 'canteen' }),
      app('orderSystem', 'portal-canteen', 1, {
        permissions: perm('canteenOrderSystem'),
        brands: canteenOrdering,
        attributes: { view: 'orderSystem' },
      }),
      app('foodOrder', 'portal-canteen', 2, {
        permissions: perm('canteenFoodOrder'),
        brands: canteenOrdering,
        attributes: { view: 'foodOrder' },
      }),
      app('orderedUserFood', 'portal-canteen', 3, {
        permissions: perm('canteenOrderedUserFood'),
        brands: canteenOrdering,
        attributes: { view: 'orderedUserFood' },
      }),
      app('orderedFood', 'portal-canteen', 4, {
        permissions: perm('canteenOrderedFood'),
        brands: canteenOrdering,
        attributes: { view: 'orderedFood' },
      }),
    ],
    { icon: 'food' },
  ),
  group(
    'PM',
    6,
    [
      group(
        'coversystems',
        0,
        [
          app('crossDesigner', 'portal-cross-designer', 0, {
            permissions: perm('crossDesigner'),
            title: 'menu.crossDesigner',
          }),
          app('media', 'portal-media', 1, {
            permissions: perm('productManagement'),
            attributes: { topic: 'coversystems' },
          }),
        ],
        { permissions: perm('productManagement') },
      ),
      // The elements stay embeddable anonymously; inside the portal these routes are for product management.
      calculator('fancoils', 'portal-hpc', 1, { permissions: perm('productManagement'), embeddable: true }),
      group(
        'buildingCalc',
        2,
        [
          app('renovation', 'portal-building-calc', 0, {
            permissions: perm('productManagement'),
            attributes: { mode: 'renovation' },
            embeddable: true,
          }),
          app('newBuilding', 'portal-building-calc', 1, {
            permissions: perm('productManagement'),
            attributes: { mode: 'newBuilding' },
          }),
        ],
        { permissions: perm('productManagement') },
      ),
      calculator('heatingelements', 'portal-xflair', 3, { permissions: perm('productManagement'), embeddable: true }),
      calculator('airheaters', 'portal-airheaters', 4, { permissions: perm('productManagement'), embeddable: true }),
      calculator('indoorAirQuality', 'portal-indoor-air-quality', 5, {
        permissions: perm('productManagement'),
        embeddable: true,
      }),
      calculator('controlengineering', 'portal-control-engineering', 6, {
        permissions: perm('productManagement'),
        embeddable: true,
      }),
      calculator('doorAirCurtains', 'portal-door-air-curtains', 7, {
        permissions: perm('productManagement'),
        embeddable: true,
      }),
      group(
        'convectors',
        8,
        [
          app('convectorsMedia', 'portal-media', 0, {
            path: 'media',
            public: true,
            title: 'menu.media',
            attributes: { topic: 'convectors' },
            navigateBackRouteName: 'convectors',
          }),
          calculator('krn41', 'portal-krn41', 1, { public: true, navigateBackRouteName: 'convectors' }),
          calculator('krn92', 'portal-krn92', 2, { public: true, navigateBackRouteName: 'convectors' }),
          calculator('kcmodel', 'portal-kcmodel', 3, { public: true, navigateBackRouteName: 'convectors' }),
          calculator('convectorLoadCalc', 'portal-convector-load-calc', 4, {
            public: true,
            navigateBackRouteName: 'convectors',
          }),
        ],
        { public: true },
      ),
      app('ascoDesigner', 'portal-asco-designer', 9, { permissions: perm('ascoDesigner') }),
    ],
    { icon: 'product' },
  ),
  group(
    'Sales',
    7,
    [
      app('configurator', 'portal-configurator', 0, { permissions: perm('salesConfigurator') }),
      app('tracking', 'portal-order-tracking', 1, { permissions: perm('salesTracking') }),
    ],
    { permissions: perm('sales'), icon: 'cart' },
  ),
  info('coronaKermiDE', 'coronaKermiDE', {
    order: 8,
    permissions: perm('corona'),
    sort: 'nameDesc',
    icon: 'health',
  }),
  info('coronaArboniaDE', 'coronaArboniaDE', {
    order: 9,
    permissions: perm('corona'),
    sort: 'nameDesc',
    icon: 'health',
  }),
  app('worksCouncil', 'portal-works-council', 10, { permissions: perm('worksCouncil'), icon: 'people' }),
  app('service', 'portal-service', 11, { permissions: perm('service'), icon: 'wrench' }),
  app('IT', 'portal-it', 12, { permissions: perm('it'), icon: 'computer' }),
  app('bekonTracking', 'portal-bekon-tracking', 13, { public: true, brands: brandGates.bekonTracking, icon: 'truck' }),
  group(
    'HR',
    14,
    [
      info('companyAgreement', 'companyAgreement', { order: 1, permissions: perm('hrInfoSystem'), back: 'HR' }),
      info('education', 'education', { order: 2, permissions: perm('hrInfoSystem'), back: 'HR' }),
      info('forms', 'forms', { order: 3, permissions: perm('hrInfoSystem'), back: 'HR' }),
      info('hrInfo', 'hrInfo', { order: 4, permissions: perm('hrInfoSystem'), back: 'HR', path: 'info' }),
      info('jobs', 'jobs', { order: 5, permissions: perm('hrInfoSystem'), back: 'HR' }),
      occupationalSafety,
    ],
    { icon: 'people' },
  ),
  ...(['quality', 'accounting', 'logistic'] as const).map(
    (name, i): PortalRouteDef => ({
      name,
      path: name,
      title: `menu.${name}`,
      order: 15 + i,
      icon: 'folder',
      permissions: perm('placeholder'),
      brands: brandGates.germanPlants,
      redirectHome: true,
    }),
  ),
  group(
    'marketing',
    18,
    [
      {
        name: 'marketingHeating',
        path: 'marketingHeating',
        title: 'menu.marketingHeating',
        order: 0,
        permissions: perm('marketing'),
        brands: brandGates.marketing,
        redirectHome: true,
      },
      {
        name: 'marketingSanitary',
        path: 'marketingSanitary',
        title: 'menu.marketingSanitary',
        order: 1,
        permissions: perm('marketing'),
        brands: brandGates.marketingSanitary,
        redirectHome: true,
      },
    ],
    { permissions: perm('marketing'), brands: brandGates.marketing, icon: 'megaphone' },
  ),
  group(
    'employeeInfo',
    19,
    [
      info('infoSystemsKermiDE', 'infoSystemsKermiDE', {
        order: 0,
        permissions: perm('infoSystems'),
        brands: brandGates.infoSystemsGermany,
        back: 'employeeInfo',
      }),
      ei('events', 'events', 1, 'events', 'lastModifiedDesc'),
      ei('news', 'news', 2, 'news', 'lastModifiedDesc'),
      ei('photogalleryKermiLife', 'photogalleryKermiLife', 3, 'photoGallery', 'nameDesc'),
      ei('questionsAndAnswers', 'questionsAndAnswers', 4, 'questionsAndAnswers'),
      ei('regionalNews', 'regionalNews', 5, 'regionalNews', 'lastModifiedDesc'),
      ei('officeHours', 'officeHours', 6, 'officeHours'),
      ei('links', 'links', 7, 'links'),
      ei('benefits', 'benefits', 8, 'benefits'),
      ei('career', 'career', 9, 'career'),
      ei('hrDepartment', 'hrDepartment', 10, 'hrDepartment'),
      ei('mealPlan', 'mealPlan', 11, 'mealPlan', 'lastModifiedDesc'),
      ei('mealPhotos', 'mealPhotos', 12, 'mealPhotos', 'name'),
    ],
    { icon: 'info' },
  ),
  group(
    'production',
    20,
    [
      app('mesFlash', 'portal-mes-flash', 0, { permissions: perm('mesFlash'), attributes: { production: 'true' } }),
      app('productionOverviewClimate', 'portal-production-cockpit', 1, {
        permissions: perm('kpi'),
        brands: brandGates.productionCockpits,
        attributes: { production: 'true', variant: 'climate' },
      }),
      app('productionOverview', 'portal-production-cockpit', 2, {
        permissions: perm('kpi'),
        brands: brandGates.productionCockpits,
        attributes: { production: 'true', variant: 'hvac' },
      }),
    ],
    { permissions: perm('productionMenu'), icon: 'factory' },
  ),
  app('SAPSQL', 'portal-sap-sql', 21, { permissions: perm('sapSql'), icon: 'database' }),
];

/** Registry values the shell's own pages use besides the routes' (start page, favourite star, news card). */
export const shellRegistryIds = {
  homePermission: uiPermissions.home.id,
  favoritePermission: uiPermissions.favorite.id,
  newsModule: InfoSystemModule.news,
};
