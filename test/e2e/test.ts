/**
 * The e2e suite's `test`: Playwright's, plus an automatic fixture that collects every CSP and
 * Trusted Types violation in every page and frame of the test's browser context (the
 * `securitypolicyviolation` event) and fails the test on any. Specs import `test` and `expect`
 * from here, never from '@playwright/test', so no journey can break the policy unnoticed
 * (server/http/security-headers.ts).
 */
import { test as base, expect } from '@playwright/test';

export type { Browser, Locator, Page } from '@playwright/test';
export { expect };

export const test = base.extend<{ securityPolicyViolations: string[] }>({
  securityPolicyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportSecurityPolicyViolation', ({ frame }, text: string) => {
        violations.push(`${frame.url()}: ${text}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportSecurityPolicyViolation?: (text: string) => void })
            .__reportSecurityPolicyViolation;
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'CSP / Trusted Types violations').toEqual([]);
    },
    { auto: true },
  ],
});
