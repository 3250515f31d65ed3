/**
 * Which host names the one-origin server answers for and registers as OIDC redirect targets:
 * localhost, loopback addresses, and every `*.localhost` brand host (brand detection
 * reads the host name). Further public host names come from configuration.
 */
export function isDevelopmentHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === 'localhost' || h === '127.0.0.1' || h === '[::1]' || h === '::1' || h.endsWith('.localhost');
}
