/**
 * Where each shareable tool lives in the portal, below `<lang>/<country>/` — the links an embedded
 * element copies open these pages. Apps may not read the shell's route tree, so the paths are
 * listed here; test/unit/portal-paths.test.ts checks them against shell/routing/routes.ts.
 */
export const portalPaths = {
  'portal-krn41': 'PM/convectors/krn41',
  'portal-krn92': 'PM/convectors/krn92',
  'portal-kcmodel': 'PM/convectors/kcmodel',
  'portal-convector-load-calc': 'PM/convectors/convectorLoadCalc',
  'portal-hpc': 'PM/fancoils',
  'portal-xflair': 'PM/heatingelements',
  'portal-airheaters': 'PM/airheaters',
  'portal-indoor-air-quality': 'PM/indoorAirQuality',
  'portal-control-engineering': 'PM/controlengineering',
  'portal-door-air-curtains': 'PM/doorAirCurtains',
  'portal-building-calc/renovation': 'PM/buildingCalc/renovation',
  'portal-building-calc/newBuilding': 'PM/buildingCalc/newBuilding',
  'portal-cross-designer': 'PM/coversystems/crossDesigner',
  'portal-asco-designer': 'PM/ascoDesigner',
  'portal-reporting': 'reporting',
} as const;

export type ShareableTool = keyof typeof portalPaths;
