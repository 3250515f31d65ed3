/**
 * The info-system module enumeration (numbered 0–76; 77 and 78 hold the product media of the PM
 * routes coversystems/media and convectors/media). Info-system mini apps receive the
 * number as their `module-id`; the Files API takes it as `selectedModule`. The numbers are fixed:
 * append new modules, never renumber.
 */
export const InfoSystemModule = {
  infoSystemsKermiDE: 0,
  infoSystemsPzpCZ: 1,
  mealPlan: 2,
  worksCouncil: 3,
  canteenInfo: 4,
  events: 5,
  news: 6,
  questionsAndAnswers: 7,
  officeHours: 8,
  links: 9,
  benefits: 10,
  career: 11,
  hrDepartment: 12,
  coronaKermiDE: 13,
  coronaArboniaDE: 14,
  education: 15,
  companyAgreement: 16,
  forms: 17,
  jobs: 18,
  regionalNews: 19,
  photogalleryKermiLife: 20,
  mealPhotos: 21,
  hrInfo: 22,
  osExecutives: 23,
  osNavigator: 24,
  osNavigatorProtocol: 25,
  osNavigatorForklift: 26,
  osNavigatorDrivingOrders: 27,
  osNavigatorForeignCompanies: 28,
  osNavigatorDangerousLoneWork: 29,
  osNavigatorCranes: 30,
  osNavigatorHighAltitudeJobs: 31,
  osNavigatorHydraulics: 32,
  osNavigatorContainer: 33,
  osNavigatorStainlessSteel: 34,
  osNavigatorPersonalProtectiveEquipment: 35,
  osNavigatorAccident: 36,
  osNavigatorSecuritySymbols: 37,
  osSecurityOfficer: 38,
  osSecurityOfficerBGHM: 39,
  osSecurityOfficerOccupationalSafetyAndHealth: 40,
  osSecurityOfficerFurtherInfo: 41,
  osInfoSpotSiFa: 42,
  osEmergencyManagementAndFirstAid: 43,
  osLegalIndex: 44,
  osLegalWorkplaceOrdinance: 45,
  osLegalHazardousSubstances: 46,
  osLegalOperationalSafety: 47,
  osLegalOccupationalSafetyAct: 48,
  osLegalDguvRegulations: 49,
  osLegalMaternityProtection: 50,
  osLegalYouthEmploymentProtection: 51,
  osLegalWorkingHours: 52,
  osLegalFireProtection: 53,
  osInstruction: 54,
  osNoiseRegister: 55,
  osErgonomics: 56,
  osTemplates: 57,
  osRiskAssessment: 58,
  osRiskAssessmentSpecialGroups: 59,
  osRiskAssessmentHighAltitudeJobs: 60,
  osRiskAssessmentOfficeWorkplaces: 61,
  osRiskAssessmentDangerousLoneWork: 62,
  osRiskAssessmentConversions: 63,
  osRiskAssessmentMentalStress: 64,
  osRiskAssessmentLegalAndInformationRegulations: 65,
  osRiskAssessmentList: 66,
  marketingHeating: 67,
  marketingSanitary: 68,
  itInfo: 69,
  serviceInfo: 70,
  qualityInfo: 71,
  logisticInfo: 72,
  accountingInfo: 73,
  salesInfo: 74,
  productionInfo: 75,
  mesFlashDocuments: 76,
  mediaCoversystems: 77,
  mediaConvectors: 78,
} as const;

export type InfoSystemModuleName = keyof typeof InfoSystemModule;
export type InfoSystemModuleId = (typeof InfoSystemModule)[InfoSystemModuleName];

export const infoSystemModuleCount = 79;

export function isInfoSystemModuleId(value: number): value is InfoSystemModuleId {
  return Number.isInteger(value) && value >= 0 && value < infoSystemModuleCount;
}

/** The demo self-declaration on the corona pages (a questionnaire, contract/questionnaire.ts; here without its schemas). */
export const coronaSelfDeclarationId = '6f1c2d0e-8a4b-4c1e-9e57-2b7d1c9a4e10';
