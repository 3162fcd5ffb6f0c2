/** The client's exceptions: the API's own errors, no host answering at all, and a call that timed out. */

/** An answer of the API that is not data: the status and `{"error": …}` body the server sends. */
export class IndicaError extends Error {
  readonly status: number;
  readonly body: { error: string };
  /** The request as it was asked, below the site root. */
  readonly request: string;
  constructor(status: number, body: { error: string }, request: string) {
    super(`${status}: ${body.error}`);
    this.name = 'IndicaError';
    this.status = status;
    this.body = body;
    this.request = request;
  }
}

/**
 * No base URL gave an answer: each failed with a network error or a 5xx after its retries, stalled
 * past the timeout, or answered what no build of the data version serves (IndicaMirrorError).
 * `causes` holds what each attempt met, in order.
 */
export class IndicaUnreachableError extends Error {
  readonly causes: unknown[];
  constructor(file: string, causes: unknown[]) {
    super(`no base URL answered for ${file}`);
    this.name = 'IndicaUnreachableError';
    this.causes = causes;
  }
}

/** One attempt got no complete answer within `timeoutMs` (a cause of IndicaUnreachableError). */
export class IndicaTimeoutError extends Error {
  readonly url: string;
  readonly timeoutMs: number;
  constructor(url: string, timeoutMs: number) {
    super(`${url} gave no complete answer in ${timeoutMs} ms`);
    this.name = 'IndicaTimeoutError';
    this.url = url;
    this.timeoutMs = timeoutMs;
  }
}

/**
 * A base URL answered what no build of the client's data version serves (a cause of
 * IndicaUnreachableError): an HTML page or other non-JSON where a file of the build is due, a
 * 404/410 from a host that shows no build of that version, or another data version.
 */
export class IndicaMirrorError extends Error {
  readonly url: string;
  constructor(url: string, why: string) {
    super(`${url}: ${why}`);
    this.name = 'IndicaMirrorError';
    this.url = url;
  }
}
