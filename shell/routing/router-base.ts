/** The router's base path. */
export const routerBase = '/portal/';
