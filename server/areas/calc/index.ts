/**
 * Product and building calculators, the Cross and Asco designers, and their documents (PDF,
 * XLSX). The calculators and building calculators are public (mounted before the bearer check).
 */
export { buildingRoutes } from './building-routes.ts';
export { calculatorRoutes } from './calculator-routes.ts';
export { designerRoutes } from './designer-routes.ts';
/** The brand and PDF basics of the documents, for other areas' documents (the sales quote). */
export { brandFor, type DocumentBrand } from './documents/brands.ts';
export { findFonts, safe } from './documents/pdf-style.ts';
