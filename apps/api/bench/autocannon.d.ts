declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    '2xx': number;
    '5xx': number;
  }
  export interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests (instead of after `duration`). */
    amount?: number;
    headers?: Record<string, string>;
    body?: string;
    pipelining?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
