import { Hono } from 'hono';

/**
 * The CRM API, mounted at /webcrmapi/api. Dealer search, localization, registrations and the
 * user profile arrive with the CRM issue; until then every path answers a JSON 404.
 */
export function crmApi() {
  return new Hono();
}
