/** Set by vite.config.ts at build time. */
declare const __PORTAL_ELEMENTS__: readonly string[];
declare const __BUILD_STAMP__: string;
