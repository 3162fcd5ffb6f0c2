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
    /** The wait before the first retry, doubled before each further one. Default 250 ms. */
    backoffMs?: number;
    /** Aborts every call of this client (each rejects with the signal's reason). */
    signal?: AbortSignal;
}
/** Options of one call. */
export interface CallOptions {
    /** Aborts this call: it rejects at once with the signal's reason (other calls go on). */
    signal?: AbortSignal;
}
/** The data version of the deployed build (its /version.json). */
export interface DataVersionInfo {
    version: string;
    date: string;
    contentDigest: string;
}
/** A page of a list, as every list endpoint answers. */
export interface ListPage {
    meta: {
        page: number;
        limit: number;
        total: number;
        pages: number;
        hasNext: boolean;
        hasPrev: boolean;
    };
    data: unknown[];
}
export interface RequestClient {
    /**
     * Any documented request below the site root, as a user of the original API writes it
     * (`'/mb/v2/persons?limit=7&page=3'`, `'/vs/v2/words/shat'`), kept as typed (spaces included).
     * Resolves to the body the bundled server sends with status 200; rejects with an IndicaError
     * carrying the server's status and body, or an IndicaUnreachableError when no base URL answers.
     */
    request(pathAndQuery: string, options?: CallOptions): Promise<unknown>;
    /**
     * Every page of a list request, from the page it names (default 1) to the last, one answer at a
     * time: `for await (const page of client.pages('/mb/v2/persons?limit=50')) …`.
     */
    pages(pathAndQuery: string, options?: CallOptions): AsyncIterableIterator<ListPage>;
    /** The data version the base URL serves (its /version.json; undefined for a build without one). */
    dataVersion(options?: CallOptions): Promise<DataVersionInfo | undefined>;
}
export declare function createRequestClient(options?: ClientOptions): RequestClient;
