/**
 * The JSON error bodies static hosts send for what their rewrite rules cannot answer (an unknown
 * path below an API base; nginx's own refusals), written by the build under /_errors/.
 */
export const ERROR_BODIES: Record<number, string> = {
  400: 'bad request: malformed URL, header or query parameter (see the API documentation)',
  404: 'not found: no such endpoint, name, key or page (static host: names must be canonical and substring keys lower case)',
  405: 'this method is not allowed; only GET and HEAD',
  414: 'the URL is too long',
  431: 'the request header fields are too large',
  501: 'this method is not implemented; only GET and HEAD',
  505: 'this HTTP version is not supported; use HTTP/1.1',
};

export const errorPath = (status: number) => `/_errors/${status}.json`;

/** nginx's own error statuses and the answer each gets (494: its "header too large"). */
export const NGINX_ERRORS: { status: number; as?: number }[] = [
  { status: 400 },
  { status: 404 },
  { status: 405 },
  { status: 414 },
  { status: 494, as: 431 },
  { status: 501 },
  { status: 505 },
];
