/**
 * The Files API of the info-system modules:
 * which UI permission reads which module, the listing shapes and the file-name rules.
 */
import type { InfoSystemModuleName } from './info-system-modules.ts';
import type { UiPermissionKey } from './permissions.ts';

/**
 * Who may read a module's folders and files: any one of these UI permissions with accessType 1.
 * Mirrors the route tree (shell/routing/routes.ts): the permission a module's info route needs is the
 * permission its files need (a unit test keeps the two in step). Modules without a route use the
 * navigation permission of their topic.
 */
export const infoSystemModuleReadPermissions = {
  infoSystemsKermiDE: ['infoSystems'],
  infoSystemsPzpCZ: ['infoSystems'],
  mealPlan: ['mealPlan'],
  worksCouncil: ['worksCouncil'],
  canteenInfo: ['canteenInfo'],
  events: ['events'],
  news: ['news'],
  questionsAndAnswers: ['questionsAndAnswers'],
  officeHours: ['officeHours'],
  links: ['links'],
  benefits: ['benefits'],
  career: ['career'],
  hrDepartment: ['hrDepartment'],
  coronaKermiDE: ['corona'],
  coronaArboniaDE: ['corona'],
  education: ['hrInfoSystem'],
  companyAgreement: ['hrInfoSystem'],
  forms: ['hrInfoSystem'],
  jobs: ['hrInfoSystem'],
  regionalNews: ['regionalNews'],
  photogalleryKermiLife: ['photoGallery'],
  mealPhotos: ['mealPhotos'],
  hrInfo: ['hrInfoSystem'],
  osExecutives: ['occupationalSafetyInfoSystem'],
  osNavigator: ['occupationalSafetyInfoSystem'],
  osNavigatorProtocol: ['occupationalSafetyInfoSystem'],
  osNavigatorForklift: ['occupationalSafetyInfoSystem'],
  osNavigatorDrivingOrders: ['occupationalSafetyInfoSystem'],
  osNavigatorForeignCompanies: ['occupationalSafetyInfoSystem'],
  osNavigatorDangerousLoneWork: ['occupationalSafetyInfoSystem'],
  osNavigatorCranes: ['occupationalSafetyInfoSystem'],
  osNavigatorHighAltitudeJobs: ['occupationalSafetyInfoSystem'],
  osNavigatorHydraulics: ['occupationalSafetyInfoSystem'],
  osNavigatorContainer: ['occupationalSafetyInfoSystem'],
  osNavigatorStainlessSteel: ['occupationalSafetyInfoSystem'],
  osNavigatorPersonalProtectiveEquipment: ['occupationalSafetyInfoSystem'],
  osNavigatorAccident: ['occupationalSafetyInfoSystem'],
  osNavigatorSecuritySymbols: ['occupationalSafetyInfoSystem'],
  osSecurityOfficer: ['occupationalSafetyInfoSystem'],
  osSecurityOfficerBGHM: ['occupationalSafetyInfoSystem'],
  osSecurityOfficerOccupationalSafetyAndHealth: ['occupationalSafetyInfoSystem'],
  osSecurityOfficerFurtherInfo: ['occupationalSafetyInfoSystem'],
  osInfoSpotSiFa: ['occupationalSafetyInfoSystem'],
  osEmergencyManagementAndFirstAid: ['occupationalSafetyInfoSystem'],
  osLegalIndex: ['occupationalSafetyInfoSystem'],
  osLegalWorkplaceOrdinance: ['occupationalSafetyInfoSystem'],
  osLegalHazardousSubstances: ['occupationalSafetyInfoSystem'],
  osLegalOperationalSafety: ['occupationalSafetyInfoSystem'],
  osLegalOccupationalSafetyAct: ['occupationalSafetyInfoSystem'],
  osLegalDguvRegulations: ['occupationalSafetyInfoSystem'],
  osLegalMaternityProtection: ['occupationalSafetyInfoSystem'],
  osLegalYouthEmploymentProtection: ['occupationalSafetyInfoSystem'],
  osLegalWorkingHours: ['occupationalSafetyInfoSystem'],
  osLegalFireProtection: ['occupationalSafetyInfoSystem'],
  osInstruction: ['occupationalSafetyInfoSystem'],
  osNoiseRegister: ['occupationalSafetyInfoSystem'],
  osErgonomics: ['occupationalSafetyInfoSystem'],
  osTemplates: ['occupationalSafetyInfoSystem'],
  osRiskAssessment: ['occupationalSafetyInfoSystem'],
  osRiskAssessmentSpecialGroups: ['occupationalSafetyInfoSystem'],
  osRiskAssessmentHighAltitudeJobs: ['occupationalSafetyInfoSystem'],
  osRiskAssessmentOfficeWorkplaces: ['occupationalSafetyInfoSystem'],
  osRiskAssessmentDangerousLoneWork: ['occupationalSafetyInfoSystem'],
  osRiskAssessmentConversions: ['occupationalSafetyInfoSystem'],
  osRiskAssessmentMentalStress: ['occupationalSafetyInfoSystem'],
  osRiskAssessmentLegalAndInformationRegulations: ['occupationalSafetyInfoSystem'],
  osRiskAssessmentList: ['occupationalSafetyInfoSystem'],
  marketingHeating: ['marketing'],
  marketingSanitary: ['marketing'],
  itInfo: ['it'],
  serviceInfo: ['service'],
  qualityInfo: ['placeholder'],
  logisticInfo: ['placeholder'],
  accountingInfo: ['placeholder'],
  salesInfo: ['sales'],
  productionInfo: ['productionMenu'],
  mesFlashDocuments: ['mesFlash'],
  // Product media (portal-media): cover systems for product management; the convectors' media
  // route is public in the menu, its files need a signed-in portal user (every role has home).
  mediaCoversystems: ['productManagement'],
  mediaConvectors: ['home'],
} as const satisfies Record<InfoSystemModuleName, readonly UiPermissionKey[]>;

/** File info (GET /api/File/files). Additions: folderName, size. */
export interface InfoFileInfo {
  name: string;
  mimeType: string;
  /** ISO 8601 instant. */
  lastModified: string;
  folderName: string;
  /** Bytes. */
  size: number;
}

/** A folder of a module (GET /api/File/folders): lastModified = its newest file. */
export interface InfoFolderInfo {
  name: string;
  mimeType: typeof folderMimeType;
  lastModified: string;
  fileCount: number;
}

export const folderMimeType = 'inode/directory';

/** Query parameters of the Files API; names are matched case-insensitively (the spec writes both cases). */
export const fileQueryParams = {
  selectedModule: 'selectedModule',
  folderName: 'FolderName',
  fileName: 'FileName',
} as const;

/**
 * Why a folder or file name is refused, or null when it is a plain name. Names are single path
 * segments: 1–255 characters, no `/`, `\`, `:`, `..`, control characters or NUL, not `.` — also
 * after percent-decoding (up to three rounds, e.g. `%252e%252e%252f`) and Unicode compatibility
 * normalisation (full-width `．．／`).
 */
export function invalidPathSegment(value: string): string | null {
  if (value.length === 0) return 'must not be empty';
  if (value.length > 255) return 'must be at most 255 characters';
  const variants = new Set<string>([value]);
  let current = value;
  for (let round = 0; round < 3; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      break;
    }
    if (decoded === current) break;
    variants.add(decoded);
    current = decoded;
  }
  for (const variant of [...variants]) variants.add(variant.normalize('NFKC'));
  for (const variant of variants) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (/[\u0000-\u001f\u007f]/.test(variant)) return 'must not contain control characters or NUL';
    if (/[/\\]/.test(variant)) return 'must be a plain name without path separators';
    if (variant.includes('..')) return 'must not contain ".."';
    if (variant.includes(':')) return 'must not contain ":" (drive letters, streams)';
    if (variant.trim() === '.' || variant.trim() === '') return 'must be a plain name';
  }
  if (value !== value.trim()) return 'must not start or end with spaces';
  return null;
}

/** `Content-Disposition` is `inline` for these types (shown in the portal), `attachment` otherwise. */
export const inlineMimeTypes: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
];
