/**
 * The stable entry of <portal-building-calc> (the URL pages embed and the shell loads with its version stamp):
 * it only loads the element's root, whose chunks are content-hashed and cached for good. The
 * import resolves once the element is defined (elements/roots/portal-building-calc.ts).
 */
await import('./roots/portal-building-calc.ts');

export {};
