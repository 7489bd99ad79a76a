// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    /** Answers not received within `timeout` (counted in `errors` too). */
    timeouts: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds to wait for one answer (default 10). */
    timeout?: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    pipelining?: number;
    requests?: Array<{
      method?: string;
      path?: string;
      body?: string;
      headers?: Record<string, string>;
      setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>;
    }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
