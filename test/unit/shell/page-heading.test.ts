import { describe, expect, it } from 'vitest';
import * as configs from '../../../apps/calculators/configs.ts';
import { flattenRoutes } from '../../../shell/routing/routes.ts';

/**
 * The shell draws the h1 of a route whose element gets `heading="host"` (shell/portal-shell.ts
 * pageHeading); the element then draws none. Every calculator route must say so, or its page has no
 * h1 (or, the other way round, two).
 */
describe('page headings the shell draws', () => {
  const calculatorTags = new Set(
    Object.values(configs).flatMap((value) =>
      value && typeof value === 'object' && 'tag' in value && 'variants' in value ? [String(value.tag)] : [],
    ),
  );

  it('knows the ten calculator elements', () => {
    expect(calculatorTags.size).toBe(10);
  });

  it('every route of a calculator element, and no other, leaves the heading to the shell', () => {
    const routes = flattenRoutes().filter((entry) => entry.route.element);
    const hostHeading = routes.filter((e) => e.route.attributes?.heading === 'host').map((e) => e.route.element);
    const calculators = routes.filter((e) => calculatorTags.has(e.route.element!)).map((e) => e.route.element);
    expect(calculators.length).toBeGreaterThanOrEqual(10);
    expect(hostHeading).toEqual(calculators);
  });
});
