/**
 * The portal answers from its first second while the analytics store is still being built from
 * the seed (seconds at small scale, about half a minute for a million lines on a busy machine):
 * statements wait for it up to `waitMs`, then answer 503 with Retry-After (the apps say the data
 * is being prepared).
 */
import { type AnalyticsExecutor, analyticsBusy, type GuardedQuery, type GuardedResult } from '../executor.ts';

export class StartingExecutor implements AnalyticsExecutor {
  readonly kind = 'duckdb' as const;
  private executor: AnalyticsExecutor | null = null;

  constructor(
    private readonly starting: Promise<AnalyticsExecutor>,
    private readonly waitMs = 60_000,
  ) {
    starting.then(
      (executor) => {
        this.executor = executor;
      },
      // Each statement then answers with the error; the server logs it where it is thrown.
      () => {},
    );
  }

  async run(query: GuardedQuery, signal?: AbortSignal): Promise<GuardedResult> {
    if (this.executor) return this.executor.run(query, signal);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(analyticsBusy(10)), this.waitMs);
    });
    try {
      const executor = await Promise.race([this.starting, waited]);
      return await executor.run(query, signal);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    const executor = await this.starting.catch(() => null);
    await executor?.close();
  }
}
