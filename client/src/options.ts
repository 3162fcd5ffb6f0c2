/** The options of a client and of one call (transport.ts and client.ts both read them). */

export interface ClientOptions {
  /**
   * Where a build (dist/) is deployed, e.g. `https://example.org` or `https://example.org/indica`;
   * several are mirrors, tried in order. In a browser the default is the page's own origin, below the site's base path where the page names one.
   */
  baseUrls?: string | readonly string[];
  /** A fetch implementation (default: the global fetch). */
  fetch?: typeof fetch;
  /** Answers (files) kept in memory, most recently used first; catalogs are always kept. Default 1000. */
  cacheSize?: number;
  /**
   * Milliseconds one attempt at one base URL may take, answer body included; past it the base URL
   * counts as stalled and the next one is asked. Default 10000.
   */
  timeoutMs?: number;
  /** Retries at one base URL after a network error or a 5xx answer, before the next. Default 2. */
  retries?: number;
  /**
   * The shortest wait before the first retry, doubled before each further one; each wait is
   * stretched by a random part of up to as much again (jitter), so clients do not retry in step.
   * Default 250 ms.
   */
  backoffMs?: number;
  /** The random numbers in [0, 1) that spread the retries' waits (default Math.random). */
  random?: () => number;
  /**
   * The data version (`/version.json`'s `version`, e.g. `'1.3.0'`) every answer must come from: a
   * base URL serving another is skipped. Unset, the first version a base URL shows is kept.
   */
  dataVersion?: string;
  /** Aborts every call of this client (each rejects with the signal's reason). */
  signal?: AbortSignal;
}

/** Options of one call. */
export interface CallOptions {
  /** Aborts this call: it rejects at once with the signal's reason (other calls go on). */
  signal?: AbortSignal;
}
