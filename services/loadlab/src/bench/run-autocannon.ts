import autocannon from 'autocannon';

export interface CannonTarget {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  /** A CommonJS file exporting autocannon's setupRequest (worker threads cannot take a function). */
  setupRequestFile?: string;
}

export interface CannonFigures {
  requestsPerSecond: number;
  /** autocannon's latency percentiles are whole milliseconds (a fast route's p50 can be 0); the mean is not. */
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /** Answers other than 2xx, and connection errors / timeouts: any of these makes the figure suspect. */
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

/**
 * Fires at one target for a fixed time. The load comes from one autocannon worker thread, so
 * the server's event loop (the main thread) is not also the load generator's.
 */
export async function runAutocannon(target: CannonTarget, seconds: number, connections: number): Promise<CannonFigures> {
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    workers: 1,
    headers: target.method === 'POST' ? { 'content-type': 'application/json' } : {},
    requests: [
      {
        method: target.method ?? 'GET',
        ...(target.setupRequestFile ? { setupRequest: target.setupRequestFile } : {}),
      },
    ],
  });
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]));
  return {
    requestsPerSecond: result.requests.average,
    meanMs: result.latency.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes,
  };
}
