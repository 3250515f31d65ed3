import { hostPlatform, type PortalPlatform } from '../../client/platform.ts';
import { createStandalonePlatform } from './standalone.ts';

let standalone: PortalPlatform | null = null;

/** The shell's platform when a shell is on the page, else the standalone one (created once). */
export function currentPlatform(): PortalPlatform {
  const host = hostPlatform();
  if (host) return host;
  standalone ??= createStandalonePlatform();
  return standalone;
}
