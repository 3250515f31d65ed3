/**
 * In the browser zod must not probe whether `new Function` works: under Trusted Types
 * (server/http/security-headers.ts) the probe is reported as a policy violation even though zod
 * catches it. Imported for its effect by contract/input.ts, which every contract module with a schema
 * imports (so an element without schemas, such as a calculator, does not load zod for it).
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
