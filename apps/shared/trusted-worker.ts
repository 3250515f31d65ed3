/**
 * A module worker from one of the portal's own URLs. The portal enforces Trusted Types
 * (server/http/security-headers.ts): `new Worker(url)` takes only a URL a named policy made. Each
 * policy here accepts exactly its one URL, and its name must be in the CSP's `trusted-types` list.
 */
interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
}

export function startTrustedWorker(policyName: string, href: string): Worker {
  const policy = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes?.createPolicy(policyName, {
    createScriptURL: (url) => {
      if (url !== href) throw new TypeError(`Not the worker of policy ${policyName}: ${url}`);
      return url;
    },
  });
  return new Worker((policy ? policy.createScriptURL(href) : href) as string, { type: 'module' });
}
