/**
 * A page's JSON-LD: a record page's schema.org node (src/downloads/linked-data.ts, the nodes the
 * RDF edition is made from), or the downloads page's Dataset description, with the schema.org
 * context. Nodes are indexed by page once per build.
 */
import { datasetDescription } from '../downloads/dataset.ts';
import { linkedRecords, siteAddress, type LinkedNode } from '../downloads/linked-data.ts';
import { readManifest } from '../downloads/manifest.ts';

let nodes: Map<string, LinkedNode> | undefined;

function nodeOfPage(pagePath: string): LinkedNode | undefined {
  nodes ??= new Map([...linkedRecords(siteAddress())].map((r) => [r.page, r.node]));
  return nodes.get(pagePath);
}

/** The JSON-LD document of a page (its path below the base), or undefined for a page that describes nothing. */
export function pageLinkedData(pagePath: string): Record<string, unknown> | undefined {
  if (pagePath === '/downloads/') {
    const { version, date, files } = readManifest();
    return datasetDescription({ version, date, site: siteAddress(), files });
  }
  const node = nodeOfPage(pagePath);
  return node && { '@context': 'https://schema.org', ...(node as Record<string, unknown>) };
}

/** JSON for a `<script>` element: `<` escaped, so no text in it can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
