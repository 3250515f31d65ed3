/**
 * Process-level safety net of `npm start` (server/main.ts): a rejected promise nobody awaited
 * (background work such as a purge timer or a fire-and-forget write) is logged with an id and its
 * stack, and the server keeps serving instead of exiting (Node's default since 15).
 */
import { logError } from './http/error-log.ts';

export function unhandledRejectionHandler(reason: unknown): void {
  logError('unhandled rejection in background work', reason);
}

export function installProcessGuard(): void {
  process.on('unhandledRejection', unhandledRejectionHandler);
}
