/** The router's base path (spec §9). */
export const routerBase = '/portal/';
