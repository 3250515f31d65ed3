/**
 * Records (instead of printing) what a test writes to console.error and console.warn, and
 * uncaught errors and rejections, so a test can demand that nothing went wrong, or exactly what
 * it provoked. Assert on `records`: a failing assertion shows them.
 */
export interface ConsoleRecord {
  level: 'error' | 'warn' | 'uncaught';
  text: string;
}

export function recordConsole(): { records: ConsoleRecord[]; stop: () => void } {
  const records: ConsoleRecord[] = [];
  const original = { error: console.error, warn: console.warn };
  const text = (args: unknown[]) =>
    args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' ');
  console.error = (...args: unknown[]) => {
    records.push({ level: 'error', text: text(args) });
  };
  console.warn = (...args: unknown[]) => {
    records.push({ level: 'warn', text: text(args) });
  };
  const onError = (event: ErrorEvent) =>
    records.push({ level: 'uncaught', text: String(event.error ?? event.message) });
  const onRejection = (event: PromiseRejectionEvent) => records.push({ level: 'uncaught', text: String(event.reason) });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    records,
    stop() {
      console.error = original.error;
      console.warn = original.warn;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
