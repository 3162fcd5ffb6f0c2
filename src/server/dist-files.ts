/**
 * The files of dist/ as the server sees them, safe across rebuilds. `npm run build` replaces dist/
 * with a new folder by two renames (scripts/dist-swap.ts); a server that kept what it saw at start
 * would then serve stale sizes (cut or hanging bodies) and crash on files that are gone. So nothing
 * is listed at start (the server listens at once), dist/ is identified (device, inode, birth) once
 * per turn of the event loop, each file is read or streamed through one open descriptor (its size
 * cannot lie, and a swap cannot mix two builds in one body), and everything remembered belongs to
 * that generation and is dropped when dist/ is another folder. In the moment between the swap's two
 * renames, when no dist/ exists, the server waits for it to come back (up to SWAP_WAIT_MS) rather
 * than answer 404, and a file missed because the folder changed under a request is looked up again
 * in the new one.
 *
 * Memory stays bounded whatever the clients do: files up to STREAM_MIN are kept (shared by every
 * answer, within CACHE_BYTES); larger ones are never read whole for an answer but streamed from
 * their descriptor with backpressure, so a client that stops reading holds one chunk, not a file.
 * Their compressed forms are made once per generation by streaming through zlib and then shared.
 */
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readFileSync, readSync, realpathSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { lookup } from 'mrmime';
import { generationsOf } from '../core/dist-layout.ts';
import { downloadMediaType } from '../downloads/media-types.ts';
/** A file's bytes (or where to stream them from) and what the HTTP layer needs to send them. */
export interface Entity {
  size: number;
  /** strong validator of these bytes */
  etag: string;
  type: string;
  /** the bytes, when kept in memory (files up to STREAM_MIN, computed answers) */
  body?: Buffer;
  /** a large file: an open descriptor to stream from, which the sender closes (src/server/http.ts) */
  stream?: { fd: number; path: string };
  /** compressed forms, made on first use (src/server/http.ts) */
  encoded: Map<string, Buffer>;
  /** requests waiting for a compressed form being made, by coding */
  compressing: Map<string, Array<(body: Buffer | null) => void>>;
  /** codings not offered for this file (a large file's form that did not fit the memory budget) */
  refused?: Set<string>;
}

/** Files above this size are streamed from disk, never read whole for an answer. */
export const STREAM_MIN = 1 << 20;
/** Memory for kept files and their compressed forms, per generation. */
const CACHE_BYTES = 192 << 20;
/** Memory for the compressed forms of large files, per generation (the downloads: a few MB). */
const LARGE_ENCODED_BYTES = 64 << 20;

export function entityOf(body: Buffer, type: string, etag?: string): Entity {
  return {
    size: body.length,
    body,
    etag: etag ?? `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
    type,
    encoded: new Map(),
    compressing: new Map(),
  };
}

/** What a generation remembers of a large file: its identity and its compressed forms. */
interface LargeFile {
  id: string;
  etag: string;
  encoded: Map<string, Buffer>;
  compressing: Map<string, Array<(body: Buffer | null) => void>>;
  refused: Set<string>;
}

function typeOf(path: string): string {
  if (path.endsWith('.json')) return 'application/json; charset=utf-8';
  const download = downloadMediaType(path);
  if (download) return download;
  const type = lookup(path) ?? 'application/octet-stream';
  return /^text\/|javascript|svg|xml/.test(type) ? `${type}; charset=utf-8` : type;
}

class Generation {
  readonly id: string;
  /** the generation folder dist/ resolved to */
  readonly dir: string;
  private readonly files = new Map<string, Entity | null>();
  private readonly large = new Map<string, LargeFile>();
  private largeEncodedBytes = 0;
  private bytes = 0;
  /** the entities whose bytes `bytes` counts */
  private readonly kept = new WeakSet<Entity>();
  readonly memo = new Map<string, unknown>();

  constructor(id: string, dir: string) {
    this.id = id;
    this.dir = dir;
  }

  /**
   * The memory of a large file as opened now: the same while it is the same file (inode, size,
   * time), so its compressed forms are made once; the validator comes from that identity, since
   * hashing would read the file whole.
   */
  largeFile(urlPath: string, stats: { ino: number; size: number; mtimeMs: number }): LargeFile {
    const id = `${stats.ino.toString(36)}-${stats.size.toString(36)}-${Math.round(stats.mtimeMs).toString(36)}`;
    const known = this.large.get(urlPath);
    if (known?.id === id) return known;
    const made: LargeFile = {
      id,
      etag: `"${id}"`,
      encoded: new Map(),
      compressing: new Map(),
      refused: new Set(),
    };
    this.large.set(urlPath, made);
    return made;
  }

  /** Whether a compressed form of a large file of `bytes` may be kept (else it is not offered). */
  keepLargeEncoded(bytes: number): boolean {
    if (this.largeEncodedBytes + bytes > LARGE_ENCODED_BYTES) return false;
    this.largeEncodedBytes += bytes;
    return true;
  }

  get(path: string, read: () => Entity | null): Entity | null {
    const hit = this.files.get(path);
    if (hit !== undefined) {
      // Most recently used last, so the oldest go first when memory runs out.
      this.files.delete(path);
      this.files.set(path, hit);
      return hit;
    }
    const entity = read();
    if (entity?.stream) return entity;
    this.files.set(path, entity);
    if (entity) {
      this.kept.add(entity);
      this.bytes += entity.size;
    }
    this.trim();
    return entity;
  }

  /**
   * Counts compressed forms added to a kept entity against the memory budget. Compression runs off
   * the event loop, so by the time it is done the entity may have been dropped: not counted then.
   */
  grew(entity: Entity, by: number): void {
    if (!this.kept.has(entity)) return;
    this.bytes += by;
    this.trim();
  }

  private trim(): void {
    for (const [path, entity] of this.files) {
      if (this.bytes <= CACHE_BYTES && this.files.size <= 200_000) break;
      this.files.delete(path);
      if (!entity) continue;
      this.kept.delete(entity);
      this.bytes -= entity.size;
      for (const b of entity.encoded.values()) this.bytes -= b.length;
    }
  }
}

export class DistFiles {
  readonly root: string;
  private current: Generation | undefined;
  private checkedThisTurn = false;

  constructor(dist: string) {
    this.root = resolve(dist);
  }

  /**
   * The generation of dist/ now; a new one (empty memory) once the folder was replaced. Checked
   * once per turn of the event loop: the requests parsed in one turn arrived together, and a stat
   * for each file they touch would be several system calls per request. `recheck` looks again.
   */
  generation(recheck = false): Generation {
    if (this.current && this.checkedThisTurn && !recheck) return this.current;
    this.checkedThisTurn = true;
    setImmediate(() => (this.checkedThisTurn = false));
    let id: string;
    let dir: string;
    const found = identify(this.root) ?? waitForSwap(this.root);
    if (found) ({ id, dir } = found);
    else {
      // dist/ removed by hand: keep serving what we know.
      if (this.current) return this.current;
      id = 'missing';
      dir = this.root;
    }
    if (this.current?.id !== id) this.current = new Generation(id, dir);
    return this.current;
  }

  /** Something computed from the files of the current generation (catalogs, the 404 page). */
  memo<T>(key: string, make: () => T): T {
    const generation = this.generation();
    if (!generation.memo.has(key)) generation.memo.set(key, make());
    return generation.memo.get(key) as T;
  }

  /**
   * A regular file of dist/ by its decoded URL path ("/vs/v2/words/ash.json"), or null. Paths with
   * dot segments, NUL bytes or a way out of dist/ are never files.
   */
  file(urlPath: string): Entity | null {
    if (!this.safe(urlPath)) return null;
    return this.open(urlPath);
  }

  /**
   * A file of the current generation; when it is missing because dist/ was replaced under this turn
   * (the swap's two renames), it is looked up in the folder that replaced it.
   */
  private open(urlPath: string): Entity | null {
    const generation = this.generation();
    const entity = generation.get(urlPath, () => openEntity(generation, urlPath));
    if (entity || identify(this.root)?.id === generation.id) return entity;
    const now = this.generation(true);
    return now === generation ? null : now.get(urlPath, () => openEntity(now, urlPath));
  }

  /** A JSON file of dist/, parsed; undefined when absent or not JSON. */
  json(urlPath: string): unknown {
    if (!this.safe(urlPath)) return undefined;
    const entity = this.open(urlPath);
    if (!entity) return undefined;
    try {
      if (entity.body) return JSON.parse(entity.body.toString('utf8'));
      // A large JSON file read whole to be parsed (the server reads none on its paths today).
      closeSync(entity.stream!.fd);
      return JSON.parse(readFileSync(entity.stream!.path, 'utf8'));
    } catch {
      return undefined;
    }
  }

  /** Counts bytes added to a kept entity (its compressed forms) against the memory budget. */
  grew(entity: Entity, by: number, coding: string): void {
    if (!entity.stream) return this.current?.grew(entity, by);
    // A large file's compressed form over its own budget is dropped: answers stream it unencoded.
    if (this.current?.keepLargeEncoded(by)) return;
    entity.encoded.delete(coding);
    entity.refused?.add(coding);
  }

  private safe(urlPath: string): boolean {
    return urlPath.startsWith('/') && !urlPath.includes('\0') && !/(^|\/)\.\.?(\/|$)/.test(urlPath);
  }
}

/** How long a request waits for dist/ to come back between the swap's two renames. */
const SWAP_WAIT_MS = 2000;
const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** dist/'s folder now and who it is (device, inode, birth), or undefined when there is none. */
function identify(root: string): { id: string; dir: string } | undefined {
  try {
    // dist/ is a folder; a link to one (made by hand, or an earlier layout) is followed.
    const dir = realpathSync(root);
    const stats = statSync(dir);
    return stats.isDirectory() ? { id: `${dir}:${stats.dev}:${stats.ino}:${stats.birthtimeMs}`, dir } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * dist/ once it is back, when a swap is under way (the generations folder beside it changed just
 * now: the swap's renames change it), or undefined. The wait blocks this turn of the event loop: it
 * lasts as long as one rename takes.
 */
function waitForSwap(root: string): { id: string; dir: string } | undefined {
  try {
    if (Date.now() - statSync(generationsOf(root)).mtimeMs > SWAP_WAIT_MS) return undefined;
  } catch {
    return undefined;
  }
  const deadline = Date.now() + SWAP_WAIT_MS;
  while (Date.now() < deadline) {
    Atomics.wait(sleeper, 0, 0, 1);
    const found = identify(root);
    if (found) return found;
  }
  return undefined;
}

/** A file of a generation: kept bytes when small, an open descriptor to stream when large. */
function openEntity(generation: Generation, urlPath: string): Entity | null {
  const abs = join(generation.dir, urlPath);
  if (!abs.startsWith(generation.dir + sep)) return null;
  let fd: number;
  try {
    fd = openSync(abs, 'r');
  } catch {
    return null;
  }
  let stats;
  try {
    stats = fstatSync(fd);
  } catch {
    closeSync(fd);
    return null;
  }
  if (!stats.isFile()) {
    closeSync(fd);
    return null;
  }
  if (stats.size <= STREAM_MIN) return readEntity(fd, stats.size, urlPath);
  const large = generation.largeFile(urlPath, stats);
  return {
    size: stats.size,
    etag: large.etag,
    type: typeOf(urlPath),
    stream: { fd, path: abs },
    encoded: large.encoded,
    compressing: large.compressing,
    refused: large.refused,
  };
}

/** Reads one small regular file whole through its descriptor, so its size and bytes agree. */
function readEntity(fd: number, size: number, urlPath: string): Entity | null {
  try {
    const body = Buffer.allocUnsafe(size);
    let at = 0;
    while (at < body.length) {
      const n = readSync(fd, body, at, body.length - at, at);
      if (n === 0) break;
      at += n;
    }
    return entityOf(at === body.length ? body : body.subarray(0, at), typeOf(urlPath));
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
