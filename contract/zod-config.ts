/**
 * In the browser zod must not probe whether `new Function` works: under Trusted Types
 * (server/http/security-headers.ts) the probe is reported as a policy violation even though zod
 * catches it. Imported for its effect by the platform, contract/input.ts and the contract modules the shell loads.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
