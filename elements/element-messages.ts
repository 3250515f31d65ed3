/**
 * The message namespaces (locales/<lang>/<namespace>.json) each element renders, beyond the shell's
 * part: an element loads only these, one chunk each, so a calculator embedded on a CMS page does
 * not fetch every mini app's strings (docs/performance.md "Browser bytes").
 * test/unit/elements/element-messages.test.ts checks every key an element's code names is covered.
 */
import { signedInTitlesPart } from '../contract/locales.ts';

/** What every element's frame renders: the error panel, the kit's fields, tables and document links. */
const frame = ['island', 'kit', 'grid', 'pdf'] as const;

const calculator = [...frame, 'calc'];

export const elementMessages: Record<`portal-${string}`, readonly string[]> = {
  'portal-airheaters': calculator,
  'portal-control-engineering': calculator,
  'portal-convector-load-calc': calculator,
  'portal-door-air-curtains': calculator,
  'portal-hpc': calculator,
  'portal-indoor-air-quality': calculator,
  'portal-kcmodel': calculator,
  'portal-krn41': calculator,
  'portal-krn92': calculator,
  'portal-xflair': calculator,
  'portal-asco-designer': [...frame, 'building', 'canteen', 'designer'],
  'portal-cross-designer': [...frame, 'building', 'canteen', 'designer'],
  'portal-building-calc': [...frame, 'building', 'canteen', 'charts'],
  'portal-bekon-tracking': [...frame, 'canteen', 'sales'],
  'portal-configurator': [...frame, 'canteen', 'sales'],
  'portal-order-tracking': [...frame, 'canteen', 'sales'],
  'portal-canteen': [...frame, 'canteen', 'security'],
  'portal-security': [...frame, 'canteen', 'security'],
  'portal-crm': [...frame, 'canteen', 'crm'],
  'portal-dealer-search': [...frame, 'crm'],
  'portal-hello': [...frame, 'hello'],
  // Its heading is a gated route's menu title (apps/info-system/InfoSystemApp.tsx).
  'portal-info-system': [...frame, 'canteen', 'infoSystem', 'questionnaire', signedInTitlesPart],
  'portal-media': [...frame, 'canteen', 'media'],
  'portal-mes-flash': [...frame, 'canteen', 'charts', 'production'],
  'portal-production-cockpit': [...frame, 'canteen', 'charts', 'production'],
  'portal-reporting': [...frame, 'analytics', 'canteen', 'charts', 'reporting'],
  'portal-sap-sql': [...frame, 'canteen', 'sapSql'],
};
