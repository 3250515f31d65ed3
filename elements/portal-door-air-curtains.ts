/**
 * The stable entry of <portal-door-air-curtains> (the URL pages embed and the shell loads with its version stamp):
 * it only loads the element's root, whose chunks are content-hashed and cached for good. The
 * import resolves once the element is defined (elements/roots/portal-door-air-curtains.ts).
 */
await import('./roots/portal-door-air-curtains.ts');

export {};
