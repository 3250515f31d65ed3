/**
 * The CRM: the public dealer search and localisation, the partner registrations and the user's
 * own record. Mounted with its CORS and rate limits by server/api/crm/index.ts.
 */
export { dealerSearchRoutes } from './dealer-search.ts';
export { localizationRoutes } from './localization.ts';
export { crmUserRoutes } from './users.ts';
