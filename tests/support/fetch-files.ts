/** `fetch` answered from a folder for the browser's search modules run in Node, recording what was asked. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export async function withFiles<T>(dir: string, run: (requested: string[]) => Promise<T>): Promise<T> {
  const requested: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string) => {
    requested.push(url);
    try {
      return new Response(readFileSync(join(dir, url)));
    } catch {
      return new Response('', { status: 404 });
    }
  }) as typeof fetch;
  try {
    return await run(requested);
  } finally {
    globalThis.fetch = realFetch;
  }
}
