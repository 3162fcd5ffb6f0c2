/** The client's exceptions: the API's own errors, no host answering at all, and a call that timed out. */
/** An answer of the API that is not data: the status and `{"error": …}` body the server sends. */
export declare class IndicaError extends Error {
    readonly status: number;
    readonly body: {
        error: string;
    };
    /** The request as it was asked, below the site root. */
    readonly request: string;
    constructor(status: number, body: {
        error: string;
    }, request: string);
}
/**
 * No base URL gave an answer: each failed with a network error or a 5xx after its retries, or
 * stalled past the timeout. `causes` holds what each attempt met, in order.
 */
export declare class IndicaUnreachableError extends Error {
    readonly causes: unknown[];
    constructor(file: string, causes: unknown[]);
}
/** One attempt got no complete answer within `timeoutMs` (a cause of IndicaUnreachableError). */
export declare class IndicaTimeoutError extends Error {
    readonly url: string;
    readonly timeoutMs: number;
    constructor(url: string, timeoutMs: number);
}
