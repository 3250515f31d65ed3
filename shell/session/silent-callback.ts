/** The hidden frame of silent renewal (prompt=none) hands its answer to the parent window. */
import { userManager } from './oidc.ts';

void userManager().then((manager) => manager.signinCallback());
