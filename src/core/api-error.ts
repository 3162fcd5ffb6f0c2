/** An answer that is not data (STATIC-API.md, Rule 5): a status and a message for `{"error": …}`. */
export class ApiError extends Error {
  readonly status: 400 | 404 | 405;
  constructor(status: 400 | 404 | 405, message: string) {
    // Thrown for every 400 and 404 the server answers and never logged: capturing a stack trace
    // would cost more than the answer.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.status = status;
  }
  get body(): { error: string } {
    return { error: this.message };
  }
}
