/** An answer that is not data (STATIC-API.md, Rule 5): a status and a message for `{"error": …}`. */
export class ApiError extends Error {
  readonly status: 400 | 404 | 405;
  constructor(status: 400 | 404 | 405, message: string) {
    super(message);
    this.status = status;
  }
  get body(): { error: string } {
    return { error: this.message };
  }
}
