/**
 * A rule of the request↔file mapping (request-file.ts): a record's name or alias is a path segment
 * of its URL, so none may equal a word the API's paths or queries use (`/persons/owners` would be
 * the owners list, not a person). It runs where each API meets its catalog (apis/registry.ts), so
 * every API and every named kind obeys it, and the build fails naming the record.
 */
import { queryOrder, type ApiRoutes } from './endpoint.ts';
import { templateParam, templateSegments, type Catalog } from './request-file.ts';

/** The literal path words after the first segment and the query parameters of an API. */
export function reservedNames(api: ApiRoutes): string[] {
  const literals = api.endpoints.flatMap((e) =>
    templateSegments(e)
      .slice(1)
      .filter((s) => !templateParam(s)),
  );
  return [...new Set([...literals, ...queryOrder(api)])];
}

/** Every name or alias of the catalog that is a reserved word, as a message naming kind and record. */
export function reservedNameClashes(api: ApiRoutes, catalog: Catalog): string[] {
  const reserved = new Set(reservedNames(api));
  const messages: string[] = [];
  for (const [kind, index] of Object.entries(catalog.names))
    for (const [key, record] of Object.entries(index))
      if (reserved.has(key))
        messages.push(
          `${api.base} ${kind}: ${JSON.stringify(record)} is called ${JSON.stringify(key)}, a reserved name (a word of the API's paths or queries)`,
        );
  return messages;
}

/** The catalog, once no name in it clashes with a reserved word; otherwise an error listing every clash. */
export function checkedCatalog(api: ApiRoutes, catalog: Catalog): Catalog {
  const clashes = reservedNameClashes(api, catalog);
  if (clashes.length) throw new Error(`reserved names:\n${clashes.join('\n')}`);
  return catalog;
}
