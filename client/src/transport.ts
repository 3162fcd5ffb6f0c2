/**
 * How the client reaches a deployed build: each file from the first base URL that answers, with a
 * timeout per attempt (body included); network errors and 5xx answers are retried with
 * exponential backoff, and a base URL that stalls or keeps failing hands over to the next one.
 * A missing file (404, 410, or a host's HTML fallback page) is an answer: undefined.
 */
import { encodePath } from '../../src/core/request-file.ts';
import type { ClientOptions } from './client.ts';
import { IndicaTimeoutError, IndicaUnreachableError } from './errors.ts';

type Attempt = { kind: 'answer'; body: unknown } | { kind: 'retry' | 'next'; error: unknown };

/** The download of one file of the build: its parsed JSON body, or undefined when there is none. */
export function createDownloader(options: ClientOptions): (file: string) => Promise<unknown> {
  const bases = baseUrlsOf(options.baseUrls);
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 250;
  const clientSignal = options.signal;
  /** The base URL that answered last: later requests start there. */
  let preferred = 0;

  /** One GET of one URL within the timeout: an answer, or whether to retry here or move on. */
  async function attempt(url: string): Promise<Attempt> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new IndicaTimeoutError(url, timeoutMs)), timeoutMs);
    const onAbort = () => controller.abort(clientSignal!.reason);
    clientSignal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: controller.signal });
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        return { kind: 'answer', body: undefined };
      }
      if (!response.ok) {
        await response.body?.cancel();
        const error = new Error(`HTTP ${response.status} from ${url}`);
        return { kind: response.status >= 500 ? 'retry' : 'next', error };
      }
      const text = await response.text();
      try {
        return { kind: 'answer', body: JSON.parse(text) };
      } catch {
        // A host that answers unknown paths with its home page (a single-page-app fallback).
        return { kind: 'answer', body: undefined };
      }
    } catch (error) {
      if (clientSignal?.aborted) throw clientSignal.reason;
      // Stalled: this base URL would likely stall again, so the next one is asked at once.
      if (controller.signal.aborted) return { kind: 'next', error: controller.signal.reason };
      return { kind: 'retry', error };
    } finally {
      clearTimeout(timer);
      clientSignal?.removeEventListener('abort', onAbort);
    }
  }

  async function download(file: string): Promise<unknown> {
    const causes: unknown[] = [];
    // the base asked first is fixed for this call: another call may move `preferred` meanwhile
    const first = preferred;
    for (let i = 0; i < bases.length; i++) {
      const index = (first + i) % bases.length;
      for (let tried = 0; ; tried++) {
        clientSignal?.throwIfAborted();
        const outcome = await attempt(`${bases[index]}${encodePath(file)}`);
        if (outcome.kind === 'answer') {
          preferred = index;
          return outcome.body;
        }
        causes.push(outcome.error);
        if (outcome.kind === 'next' || tried >= retries) break;
        await sleep(backoffMs * 2 ** tried, clientSignal);
      }
    }
    throw new IndicaUnreachableError(file, causes);
  }

  return download;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function baseUrlsOf(given: ClientOptions['baseUrls']): string[] {
  const list = given === undefined ? [] : typeof given === 'string' ? [given] : [...given];
  if (list.length === 0) {
    const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
    if (!origin || origin === 'null')
      throw new TypeError('createClient: give baseUrls (where a build of Indica Static is deployed)');
    // On a page of a site published below a path (/indica/), the page names that path.
    const document = (globalThis as { document?: { querySelector(s: string): { content?: string } | null } }).document;
    const sitePath = document?.querySelector('meta[name="indica-base"]')?.content;
    list.push(sitePath?.startsWith('/') ? new URL(sitePath, origin).href : origin);
  }
  return list.map((base) => {
    const url = new URL(base);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  });
}
