/**
 * Resolves in a later task, so the browser can paint and handle input in between: work split this
 * way does not block a phone's main thread as one long task (docs/performance.md "The island's
 * first mount").
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
