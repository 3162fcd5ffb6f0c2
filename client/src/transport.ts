/**
 * How the client reaches a deployed build: each file from the first base URL that answers it for
 * real, with a timeout per attempt (body included); network errors and 5xx answers are retried with
 * jittered exponential backoff, and a base URL that stalls, keeps failing or answers wrong hands
 * over to the next one.
 *
 * An answer counts only if it can be a file of a build of the client's data version:
 * - data is a 2xx whose Content-Type can be JSON and whose body parses; its data version is the
 *   `Indica-Data-Version` header, else the version the file names (`/version.json`, a catalog), else
 *   (with mirrors or a pinned version) the base URL's own `/version.json`, read once per base URL;
 * - a 404, a 410, or a 2xx that is not JSON (a host's HTML fallback page) says "no such file" only
 *   from a base URL that has shown a build of that version (the header on the answer, or its
 *   `/version.json`); with one base URL and no pinned version, a JSON error body is believed as is;
 * - anything else (an HTML page from a host with no build there, a captive portal's page, another
 *   data version) is an IndicaMirrorError, and the next base URL is asked.
 * The data version is the one pinned (`dataVersion`), else the first one a base URL shows.
 */
import { encodePath } from '../../src/core/request-file.ts';
import { IndicaMirrorError, IndicaTimeoutError, IndicaUnreachableError } from './errors.ts';
import type { ClientOptions } from './options.ts';

/** Where a build names its data version (src/core/data-version.ts, VERSION_PATH). */
export const VERSION_FILE = '/version.json';
/** The header naming the data version, where a host lets it be set (src/hosting/policy.ts). */
const VERSION_HEADER = 'Indica-Data-Version';

export interface DownloadOptions {
  /**
   * A file the build must hold (its catalog names the record): a base URL without it is checked
   * against the other base URLs before "no such file" is believed.
   */
  confirm?: boolean;
}

/** The download of one file of the build: its parsed JSON body, or undefined when there is none. */
export type Download = (file: string, options?: DownloadOptions) => Promise<unknown>;

type Attempt = { kind: 'answer'; body: unknown } | { kind: 'missing' } | { kind: 'retry' | 'next'; error: unknown };

/** One GET: what came back, or why nothing did (a network error is retried, a stall is not). */
type Got =
  | { kind: 'got'; status: number; version: string | null; json: boolean; body: unknown }
  | { kind: 'failed'; retry: boolean; error: unknown };

/**
 * A base URL's data version: undefined when its /version.json is missing (no build there); with
 * that file's body where it was read, so a call for the file itself needs no second request.
 */
type Proof = { kind: 'version'; version: string | undefined; body?: unknown } | Extract<Got, { kind: 'failed' }>;

/**
 * The wait before retry number `tried` (from 0): `backoffMs` doubled per retry, stretched by a
 * random part of up to as much again, so many clients that failed together do not retry together.
 */
export function backoffDelay(backoffMs: number, tried: number, random: () => number): number {
  return backoffMs * 2 ** tried * (1 + Math.min(Math.max(random(), 0), 1));
}

/** Media types a build's JSON files may carry on some host; HTML, XML, images… cannot be one. */
function canBeJson(contentType: string | null): boolean {
  if (contentType === null) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type === '' ||
    type === 'application/json' ||
    type === 'text/json' ||
    type.endsWith('+json') ||
    type === 'text/plain' ||
    type === 'application/octet-stream'
  );
}

const isErrorBody = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';

/** The data version a file of the build names in its body: the version file's, a catalog's. */
function versionInBody(file: string, body: unknown): string | undefined {
  const named =
    file === VERSION_FILE
      ? (body as { version?: unknown } | null)?.version
      : file.startsWith('/_index/')
        ? (body as { dataVersion?: unknown } | null)?.dataVersion
        : undefined;
  return typeof named === 'string' ? named : undefined;
}

/** One GET of one URL within the timeout, its body read (for 2xx, 404 and 410) and parsed if JSON. */
async function getOnce(
  url: string,
  fetchImpl: typeof globalThis.fetch,
  timeoutMs: number,
  clientSignal: AbortSignal | undefined,
): Promise<Got> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new IndicaTimeoutError(url, timeoutMs)), timeoutMs);
  const onAbort = () => controller.abort(clientSignal!.reason);
  clientSignal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: controller.signal });
    const { status } = response;
    const version = response.headers.get(VERSION_HEADER);
    if (!response.ok && status !== 404 && status !== 410) {
      await response.body?.cancel();
      return { kind: 'got', status, version, json: false, body: undefined };
    }
    const text = await response.text();
    if (!canBeJson(response.headers.get('content-type')))
      return { kind: 'got', status, version, json: false, body: undefined };
    try {
      return { kind: 'got', status, version, json: true, body: JSON.parse(text) as unknown };
    } catch {
      return { kind: 'got', status, version, json: false, body: undefined };
    }
  } catch (error) {
    if (clientSignal?.aborted) throw clientSignal.reason;
    // Stalled: this base URL would likely stall again, so the next one is asked at once.
    if (controller.signal.aborted) return { kind: 'failed', retry: false, error: controller.signal.reason };
    return { kind: 'failed', retry: true, error };
  } finally {
    clearTimeout(timer);
    clientSignal?.removeEventListener('abort', onAbort);
  }
}

export function createDownloader(options: ClientOptions): Download {
  const bases = baseUrlsOf(options.baseUrls);
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 250;
  const random = options.random ?? Math.random;
  const clientSignal = options.signal;
  /** With mirrors to choose from, or a version pinned, each base URL shows its version before it counts. */
  const checked = bases.length > 1 || options.dataVersion !== undefined;
  /** The client's data version: the pinned one, else the first one a base URL shows. */
  let expected = options.dataVersion;
  /** Per base URL, its data version (once known). */
  const proofs = new Map<number, Promise<Proof>>();
  /** The base URL that answered last: later requests start there. */
  let preferred = 0;

  const get = (url: string) => getOnce(url, fetchImpl, timeoutMs, clientSignal);

  /** A base URL's data version: its /version.json, read once (again only after a failed read). */
  function proofOf(index: number): Promise<Proof> {
    let proof = proofs.get(index);
    if (!proof) {
      proof = get(`${bases[index]}${VERSION_FILE}`).then((got): Proof => {
        if (got.kind === 'failed') return got;
        const version =
          got.status >= 200 && got.status < 300 && got.json ? versionInBody(VERSION_FILE, got.body) : undefined;
        return version === undefined ? { kind: 'version', version } : { kind: 'version', version, body: got.body };
      });
      proofs.set(index, proof);
      void proof.then((p) => p.kind === 'failed' && proofs.get(index) === proof && proofs.delete(index));
    }
    return proof;
  }

  /** Records the version a base URL showed; the first one shown becomes the client's if none is pinned. */
  function shows(index: number, version: string): boolean {
    if (!proofs.has(index)) proofs.set(index, Promise.resolve({ kind: 'version', version }));
    expected ??= version;
    return version === expected;
  }

  const otherVersion = (url: string, version: string) =>
    new IndicaMirrorError(url, `serves data version ${version}, not ${expected}`);

  /** One attempt at one file at one base URL. */
  async function attempt(index: number, file: string): Promise<Attempt> {
    const url = `${bases[index]}${encodePath(file)}`;
    const got = await get(url);
    if (got.kind === 'failed') return { kind: got.retry ? 'retry' : 'next', error: got.error };
    const { status, version } = got;
    if (status >= 500) return { kind: 'retry', error: new Error(`HTTP ${status} from ${url}`) };
    const ok = status >= 200 && status < 300;
    if (!ok && status !== 404 && status !== 410)
      return { kind: 'next', error: new Error(`HTTP ${status} from ${url}`) };
    if (version !== null && !shows(index, version)) return { kind: 'next', error: otherVersion(url, version) };

    if (ok && got.json) {
      const named = versionInBody(file, got.body);
      if (named !== undefined && !shows(index, named)) return { kind: 'next', error: otherVersion(url, named) };
      if (file === VERSION_FILE && named !== undefined)
        proofs.set(index, Promise.resolve({ kind: 'version', version: named, body: got.body }));
      if (checked && version === null && named === undefined) {
        const proof = await proofOf(index);
        if (proof.kind === 'failed') return { kind: proof.retry ? 'retry' : 'next', error: proof.error };
        if (proof.version === undefined)
          return { kind: 'next', error: new IndicaMirrorError(url, `no data version at ${VERSION_FILE}`) };
        if (!shows(index, proof.version)) return { kind: 'next', error: otherVersion(url, proof.version) };
      }
      return { kind: 'answer', body: got.body };
    }

    // "No such file" (a 404, a 410, a host's HTML fallback page): believed from a host that shows a build of the version.
    if (version !== null && !ok) return { kind: 'missing' };
    if (!checked && !ok && got.json && isErrorBody(got.body)) return { kind: 'missing' };
    const what = ok ? `a ${status} answer that is not JSON` : `${status}`;
    if (file === VERSION_FILE)
      return { kind: 'next', error: new IndicaMirrorError(url, `${what}: no build of Indica Static here`) };
    const proof = await proofOf(index);
    if (proof.kind === 'failed') return { kind: proof.retry ? 'retry' : 'next', error: proof.error };
    if (proof.version === undefined)
      return {
        kind: 'next',
        error: new IndicaMirrorError(
          url,
          `${what}, and no data version at ${VERSION_FILE}: no build of Indica Static here`,
        ),
      };
    if (!shows(index, proof.version)) return { kind: 'next', error: otherVersion(url, proof.version) };
    return { kind: 'missing' };
  }

  async function download(file: string, { confirm = false }: DownloadOptions = {}): Promise<unknown> {
    if (file === VERSION_FILE) {
      // Already read to learn the base URL's data version.
      const known = await proofs.get(preferred);
      if (known?.kind === 'version' && known.body !== undefined && known.version === expected) return known.body;
    }
    const causes: unknown[] = [];
    /** The first base URL that showed the right build and has no such file. */
    let missingAt: number | undefined;
    // the base asked first is fixed for this call: another call may move `preferred` meanwhile
    const first = preferred;
    for (let i = 0; i < bases.length; i++) {
      const index = (first + i) % bases.length;
      for (let tried = 0; ; tried++) {
        clientSignal?.throwIfAborted();
        const outcome = await attempt(index, file);
        if (outcome.kind === 'answer') {
          preferred = index;
          return outcome.body;
        }
        if (outcome.kind === 'missing') {
          missingAt ??= index;
          break;
        }
        causes.push(outcome.error);
        if (outcome.kind === 'next' || tried >= retries) break;
        await sleep(backoffDelay(backoffMs, tried, random), clientSignal);
      }
      // A file the build must hold is asked of every base URL before its absence is believed.
      if (missingAt !== undefined && !confirm) break;
    }
    if (missingAt !== undefined) {
      preferred = missingAt;
      return undefined;
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
