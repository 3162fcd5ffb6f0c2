/** The client's exceptions: the API's own errors, and no host answering at all. */

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

/** No base URL gave an answer (network errors, 5xx): nothing is known about the request. */
export class IndicaUnreachableError extends Error {
  readonly causes: unknown[];
  constructor(file: string, causes: unknown[]) {
    super(`no base URL answered for ${file}`);
    this.name = 'IndicaUnreachableError';
    this.causes = causes;
  }
}
