/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    timeout?: number;
    /** Requests per second across all connections (open load instead of as fast as possible). */
    overallRate?: number;
    /** The request sequence; `setupRequest` may change each request before it is sent. */
    requests?: AutocannonRequest[];
  }
  /** One entry of `requests`: built once, unless it has a `setupRequest` (then before every send). */
  export interface AutocannonRequest {
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    setupRequest?: <R extends { headers?: Record<string, string>; body?: string }>(request: R) => R;
  }
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }
  /** Returns a thenable instance (no `finally`). */
  function autocannon(options: Options): PromiseLike<Result>;
  export default autocannon;
}
