/**
 * Where a build keeps the folders it is writing and the ones it replaced: `.<dist>.generations/`
 * beside dist/ (scripts/dist-swap.ts writes there; the server looks there to know a swap is under way).
 */
import { basename, dirname, join } from 'node:path';

export const generationsOf = (dist: string) => join(dirname(dist), `.${basename(dist)}.generations`);
