// The part of autocannon's API the load bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  }
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
    latency: Histogram;
    requests: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '2xx': number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: Request[];
    initialContext?: Record<string, unknown>;
    overallRate?: number;
  }
  export interface Instance extends PromiseLike<Result> {
    stop(): void;
    /** Each answer, with its time in fractional milliseconds (the result's histograms keep whole ones). */
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, milliseconds: number) => void,
    ): this;
  }
  export default function autocannon(options: Options): Instance;
}
