/**
 * The files of dist/ as the server sees them, safe across rebuilds. `npm run build` replaces dist/
 * by renaming a new folder into its place; a server that kept what it saw at start would then serve
 * stale sizes (cut or hanging bodies) and crash on files that are gone. So nothing is listed at
 * start (the server listens at once), every file is read whole in one open (its size cannot lie),
 * and everything remembered belongs to one *generation* of dist/ — the folder's inode — and is
 * dropped when the folder is replaced.
 */
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { lookup } from 'mrmime';
import { downloadMediaType } from '../downloads/media-types.ts';

/** A file's bytes and what the HTTP layer needs to send them. */
export interface Entity {
  body: Buffer;
  /** strong validator of these bytes */
  etag: string;
  type: string;
  /** compressed forms, made on first use (src/server/http.ts) */
  encoded: Map<string, Buffer>;
  /** requests waiting for a compressed form being made, by coding */
  compressing: Map<string, Array<(body: Buffer | null) => void>>;
}

/** Files above this size are read for each request and not kept in memory. */
const CACHE_FILE_MAX = 1 << 20;
/** Memory for kept files and their compressed forms, per generation. */
const CACHE_BYTES = 192 << 20;

export function entityOf(body: Buffer, type: string): Entity {
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
    type,
    encoded: new Map(),
    compressing: new Map(),
  };
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
  private readonly files = new Map<string, Entity | null>();
  private bytes = 0;
  /** the entities whose bytes `bytes` counts */
  private readonly kept = new WeakSet<Entity>();
  readonly memo = new Map<string, unknown>();

  constructor(id: string) {
    this.id = id;
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
    if (entity && entity.body.length > CACHE_FILE_MAX) return entity;
    this.files.set(path, entity);
    if (entity) {
      this.kept.add(entity);
      this.bytes += entity.body.length;
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
      for (const b of [entity.body, ...entity.encoded.values()]) this.bytes -= b.length;
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
    try {
      const stats = statSync(this.root);
      id = `${stats.dev}:${stats.ino}:${stats.birthtimeMs}`;
    } catch {
      // Between the two renames of a swap dist/ is briefly absent: keep serving what we know.
      if (this.current) return this.current;
      id = 'missing';
    }
    if (this.current?.id !== id) this.current = new Generation(id);
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
    const abs = this.absolute(urlPath);
    if (!abs) return null;
    const generation = this.generation();
    let read = false;
    const entity = generation.get(urlPath, () => ((read = true), readEntity(abs, urlPath)));
    // Not found on disk just now: if dist/ was swapped meanwhile, ask the new generation.
    if (entity || !read || generation === this.generation(true)) return entity;
    return this.generation().get(urlPath, () => readEntity(abs, urlPath));
  }

  /** A JSON file of dist/, parsed; undefined when absent or not JSON. */
  json(urlPath: string): unknown {
    const entity = this.file(urlPath);
    if (!entity) return undefined;
    try {
      return JSON.parse(entity.body.toString('utf8'));
    } catch {
      return undefined;
    }
  }

  /** Counts bytes added to a kept entity (its compressed forms) against the memory budget. */
  grew(entity: Entity, by: number): void {
    this.current?.grew(entity, by);
  }

  private absolute(urlPath: string): string | undefined {
    if (!urlPath.startsWith('/') || urlPath.includes('\0') || /(^|\/)\.\.?(\/|$)/.test(urlPath)) return undefined;
    const abs = join(this.root, urlPath);
    return abs.startsWith(this.root + sep) ? abs : undefined;
  }
}

/** Reads one regular file whole through one descriptor, so its size and bytes agree. */
function readEntity(abs: string, urlPath: string): Entity | null {
  let fd: number;
  try {
    fd = openSync(abs, 'r');
  } catch {
    return null;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return null;
    const body = Buffer.allocUnsafe(stats.size);
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
