/**
 * GraphML (Gephi, Cytoscape, yEd, networkx, Neo4j's APOC): the epic's records as nodes with their
 * scalar fields, and every reference between them as a directed edge named after its field
 * (`childrenReal`, `eventPersons`, `personKilledByWhom`, …), in the order the record lists them.
 * Collections keyed by another record (panoplies, deaths) attach to it: their edges start there.
 */
import type { CollectionLayout } from './layout.ts';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const GRAPHML_TYPE = {
  string: 'string',
  integer: 'long',
  number: 'double',
  boolean: 'boolean',
  json: 'string',
} as const;

export function epicGraphMl(
  layouts: CollectionLayout[],
  page: (path: string) => string,
): { xml: string; nodes: number; edges: number } {
  const nodeTables = layouts.filter((l) => l.keyColumns.length === 1 && !l.spec.references?.[l.keyColumns[0].name]);
  const exists = new Set<string>();
  for (const l of nodeTables)
    for (const r of l.spec.records)
      exists.add(`${l.spec.table}:${(r as Record<string, unknown>)[l.keyColumns[0].name]}`);

  const keys = new Map<string, string>([
    ['kind', 'string'],
    ['label', 'string'],
    ['page', 'string'],
  ]);
  const nodes: string[] = [];
  for (const l of nodeTables) {
    const main = l.tables[0];
    const keyIndex = main.columns.findIndex((c) => c.name === l.keyColumns[0].name);
    for (const row of main.rows) {
      const data: [string, string][] = [
        ['kind', l.spec.table],
        ['label', String(row[keyIndex])],
      ];
      main.columns.forEach((c, i) => {
        if (i === keyIndex || row[i] === null || row[i] === undefined) return;
        const type = GRAPHML_TYPE[c.type];
        if (keys.has(c.name) && keys.get(c.name) !== type)
          throw new Error(`graphml: attribute ${c.name} has two types`);
        keys.set(c.name, type);
        data.push([c.name, c.name === 'page' ? page(String(row[i])) : String(row[i])]);
      });
      nodes.push(
        `    <node id="${escape(`${l.spec.table}:${row[keyIndex]}`)}">${data.map(([k, v]) => `<data key="${escape(k)}">${escape(v)}</data>`).join('')}</node>`,
      );
    }
  }

  const edges: string[] = [];
  const edge = (source: string, target: string, relation: string, position?: number) => {
    if (!exists.has(target)) throw new Error(`graphml: ${source} → ${target} (${relation}) has no node`);
    const pos = position === undefined ? '' : `<data key="position">${position}</data>`;
    edges.push(
      `    <edge id="e${edges.length + 1}" source="${escape(source)}" target="${escape(target)}"><data key="relation">${escape(relation)}</data>${pos}</edge>`,
    );
  };
  for (const l of layouts) {
    if (l.keyColumns.length !== 1) continue;
    const keyName = l.keyColumns[0].name;
    const keyRef = l.spec.references?.[keyName];
    const mixed = l.spec.referencesAny ?? {};
    // A field naming one of several tables resolves to the one that has the name.
    const fields = { ...l.spec.references, ...Object.fromEntries(Object.keys(mixed).map((f) => [f, ''])) };
    for (const record of l.spec.records as Record<string, unknown>[]) {
      const source = keyRef ? `${keyRef}:${record[keyName]}` : `${l.spec.table}:${record[keyName]}`;
      for (const [field, target] of Object.entries(fields)) {
        if (field === keyName) continue;
        const value = record[field];
        const targetOf = (name: string) =>
          target
            ? `${target}:${name}`
            : (mixed[field].map((t) => `${t}:${name}`).find((id) => exists.has(id)) ?? `?:${name}`);
        if (Array.isArray(value)) value.forEach((name, i) => edge(source, targetOf(String(name)), field, i + 1));
        else if (value !== undefined && value !== null) edge(source, targetOf(String(value)), field);
      }
    }
  }

  const keyLines = [...keys].map(
    ([k, type]) => `  <key id="${escape(k)}" for="node" attr.name="${escape(k)}" attr.type="${type}"/>`,
  );
  keyLines.push(
    '  <key id="relation" for="edge" attr.name="relation" attr.type="string"/>',
    '  <key id="position" for="edge" attr.name="position" attr.type="int"/>',
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd">',
    ...keyLines,
    '  <graph id="mahabharata" edgedefault="directed">',
    ...nodes,
    ...edges,
    '  </graph>',
    '</graphml>',
    '',
  ].join('\n');
  return { xml, nodes: nodes.length, edges: edges.length };
}
