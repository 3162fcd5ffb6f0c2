/**
 * Records → tables, derived from each collection's zod schema (through its JSON Schema, so any
 * field a schema gains travels into every download without code here):
 *
 * - a scalar field (string, integer, number, boolean, enum, nullable or optional) → one column;
 * - an object of scalars (coordinates) → one column per member, `field_member`;
 * - an array of scalars (aliases, children) → a child table `table_field` (parent key, position, value);
 * - an array of objects (path points, citations, a verse's poets) → a child table `table_field`
 *   (parent key, position, one column per member; deeper structure as JSON text);
 * - anything else (unions of shapes) → a column holding JSON text.
 *
 * The inverse (`assembleRecords`) rebuilds the content records from table rows: the tests use it to
 * prove that the CSV files and the SQLite database hold every record exactly.
 */
import { z } from 'zod';

export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'json';

export interface Column {
  name: string;
  type: FieldType;
  /** Present in every row (not optional, not nullable). */
  required: boolean;
  enum?: string[];
  /** For `json` columns: the JSON value's shape (Frictionless `array` or `object`). */
  json?: 'array' | 'object' | 'any';
  description?: string;
}

export interface ForeignKey {
  fields: string[];
  table: string;
  references: string[];
}

export interface Table {
  name: string;
  collection: string;
  dataset: string;
  title: string;
  columns: Column[];
  primaryKey: string[];
  foreignKeys: ForeignKey[];
  /** Columns worth an index besides the primary key (foreign keys, lookups). */
  indexes: string[][];
  rows: unknown[][];
}

/** How one record field is stored, kept for the inverse. */
type FieldPlan =
  | { kind: 'scalar'; field: string; column: Column; nullable: boolean; optional: boolean }
  | { kind: 'object'; field: string; members: { member: string; column: Column }[]; optional: boolean }
  | { kind: 'json'; field: string; column: Column; optional: boolean }
  | { kind: 'list'; field: string; table: string; optional: boolean }
  | { kind: 'objects'; field: string; table: string; members: ItemMember[]; optional: boolean };

type ItemMember = { member: string; column: Column; json: boolean };

export interface CollectionSpec {
  dataset: string;
  /** Table name and key in the data set's JSON file. */
  table: string;
  title: string;
  schema: z.ZodType;
  records: readonly object[];
  /** Primary key fields, or `position`: an `id` column numbering the records in content order from 1. */
  key: readonly string[] | 'position';
  /** The record's page on the site, as a `page` column. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each table's records have their own type; `any` lets the callbacks in collections.ts name their fields
  page?: (record: any) => string;
  /** Fields naming records of another table (scalar or array of names) → that table. */
  references?: Record<string, string>;
  /** Fields naming a record of one of several tables (a route leg: a place or a path): no foreign key. */
  referencesAny?: Record<string, readonly string[]>;
  /** Extra lookup indexes on scalar fields. */
  lookups?: readonly string[];
  /**
   * Written as CSV only, not into the data set's JSON file or the SQLite database: the hymn text
   * layers (issue 35), 27 MB of CSV, would take both past the npm CDN's 20 MB a file
   * (package.ts, CDN_LIMITS) and the SQL console's download past any reader's patience.
   */
  csvOnly?: true;
}

type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  enum?: unknown[];
  anyOf?: Json[];
  oneOf?: Json[];
  const?: unknown;
  description?: string;
};

const SCALARS = new Set(['string', 'integer', 'number', 'boolean']);

/** Strips a `null` alternative: `{schema, nullable}`. */
function unNull(schema: Json): { schema: Json; nullable: boolean } {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const rest = alternatives.filter((s) => s.type !== 'null');
    if (rest.length === 1 && rest.length < alternatives.length) return { schema: rest[0], nullable: true };
  }
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) {
    return { schema: { ...schema, enum: schema.enum.filter((v) => v !== null) }, nullable: true };
  }
  return { schema, nullable: false };
}

function scalarType(schema: Json): FieldType | undefined {
  if (typeof schema.type === 'string' && SCALARS.has(schema.type)) return schema.type as FieldType;
  if (Array.isArray(schema.enum) && schema.enum.length && schema.enum.every((v) => typeof v === 'string'))
    return 'string';
  if (typeof schema.const === 'string') return 'string';
  return undefined;
}

function column(name: string, schema: Json, required: boolean, type?: FieldType): Column {
  const col: Column = { name, type: type ?? scalarType(schema) ?? 'json', required };
  if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string')) col.enum = schema.enum as string[];
  if (schema.description) col.description = schema.description;
  if (col.type === 'json') {
    const shapes = new Set((schema.anyOf ?? schema.oneOf ?? [schema]).map((s) => s.type));
    col.json =
      shapes.size === 1 && (shapes.has('array') || shapes.has('object'))
        ? ([...shapes][0] as 'array' | 'object')
        : 'any';
    col.description ??= 'JSON text';
  }
  return col;
}

const isScalarObject = (schema: Json) =>
  schema.type === 'object' &&
  !!schema.properties &&
  Object.values(schema.properties).every((p) => scalarType(unNull(p).schema) !== undefined);

/** The JSON Schema of one record (its output shape). */
export function recordJsonSchema(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Json;
}

export interface CollectionLayout {
  spec: CollectionSpec;
  tables: Table[];
  plans: FieldPlan[];
  keyColumns: Column[];
}

export function layoutCollection(spec: CollectionSpec): CollectionLayout {
  const json = recordJsonSchema(spec.schema);
  const properties = json.properties ?? {};
  const required = new Set(json.required ?? []);
  const keyColumns: Column[] =
    spec.key === 'position'
      ? [{ name: 'id', type: 'integer', required: true, description: 'Position of the record in the data set, from 1' }]
      : spec.key.map((k) => column(k, unNull(properties[k]).schema, true));
  const keyNames = keyColumns.map((c) => c.name);
  const main: Table = {
    name: spec.table,
    collection: spec.table,
    dataset: spec.dataset,
    title: spec.title,
    columns: spec.key === 'position' ? [...keyColumns] : [],
    primaryKey: keyNames,
    foreignKeys: [],
    indexes: [],
    rows: [],
  };
  const children: Table[] = [];
  const plans: FieldPlan[] = [];
  const refs = spec.references ?? {};

  for (const [field, raw] of Object.entries(properties)) {
    const optional = !required.has(field);
    const { schema, nullable } = unNull(raw);
    const type = scalarType(schema);
    if (type) {
      const col = column(field, schema, !optional && !nullable, type);
      main.columns.push(col);
      plans.push({ kind: 'scalar', field, column: col, nullable, optional });
      if (refs[field]) main.foreignKeys.push({ fields: [field], table: refs[field], references: ['@key'] });
      if ((refs[field] || spec.lookups?.includes(field)) && !keyNames.includes(field)) main.indexes.push([field]);
    } else if (isScalarObject(schema)) {
      const memberRequired = new Set(schema.required ?? []);
      const members = Object.entries(schema.properties!).map(([member, m]) => ({
        member,
        column: column(
          `${field}_${member}`,
          unNull(m).schema,
          !optional && !nullable && memberRequired.has(member) && !unNull(m).nullable,
        ),
      }));
      main.columns.push(...members.map((m) => m.column));
      plans.push({ kind: 'object', field, members, optional: optional || nullable });
    } else if (schema.type === 'array' && schema.items) {
      const item = unNull(schema.items);
      const name = `${spec.table}_${field}`;
      const child: Table = {
        name,
        collection: spec.table,
        dataset: spec.dataset,
        title: `${spec.title}: ${field}, one row per item in order`,
        columns: [
          ...keyColumns.map((c) => ({ ...c })),
          { name: 'position', type: 'integer', required: true, description: `Position in ${field}, from 1` },
        ],
        primaryKey: [...keyNames, 'position'],
        foreignKeys: [{ fields: keyNames, table: spec.table, references: keyNames }],
        indexes: [keyNames],
        rows: [],
      };
      const itemType = scalarType(item.schema);
      if (itemType) {
        child.columns.push(column('value', item.schema, !item.nullable, itemType));
        if (refs[field]) child.foreignKeys.push({ fields: ['value'], table: refs[field], references: ['@key'] });
        child.indexes.push(['value']);
        plans.push({ kind: 'list', field, table: name, optional });
      } else {
        const itemRequired = new Set(item.schema.required ?? []);
        const members: ItemMember[] = Object.entries(item.schema.properties ?? {}).map(([member, m]) => {
          const inner = unNull(m);
          const t = scalarType(inner.schema);
          // A member named like a key column is prefixed, so the parent key stays unambiguous.
          const colName = keyNames.includes(member) || member === 'position' ? `item_${member}` : member;
          return {
            member,
            column: column(colName, inner.schema, itemRequired.has(member) && !inner.nullable, t ?? 'json'),
            json: !t,
          };
        });
        if (!item.schema.properties)
          members.push({ member: '', column: { name: 'value', type: 'json', required: true }, json: true });
        child.columns.push(...members.map((m) => m.column));
        plans.push({ kind: 'objects', field, table: name, members, optional });
      }
      children.push(child);
    } else {
      const col = column(field, schema, !optional && !nullable, 'json');
      main.columns.push(col);
      plans.push({ kind: 'json', field, column: col, optional: optional || nullable });
    }
  }
  if (spec.page)
    main.columns.push({
      name: 'page',
      type: 'string',
      required: true,
      description: "The record's page on the site (a path)",
    });

  fillRows(spec, main, children, plans, keyNames);
  return { spec, tables: [main, ...children], plans, keyColumns };
}

function fillRows(spec: CollectionSpec, main: Table, children: Table[], plans: FieldPlan[], keyNames: string[]): void {
  const child = new Map(children.map((t) => [t.name, t]));
  spec.records.forEach((record, index) => {
    const r = record as Record<string, unknown>;
    const key = spec.key === 'position' ? [index + 1] : keyNames.map((k) => r[k]);
    const row: unknown[] = spec.key === 'position' ? [index + 1] : [];
    for (const plan of plans) {
      const value = r[plan.field];
      if (plan.kind === 'scalar') row.push(value ?? null);
      else if (plan.kind === 'json') row.push(value === undefined || value === null ? null : JSON.stringify(value));
      else if (plan.kind === 'object')
        for (const m of plan.members) row.push((value as Record<string, unknown> | undefined)?.[m.member] ?? null);
      else {
        const items = (value ?? []) as unknown[];
        if (plan.optional && value !== undefined && items.length === 0) {
          throw new Error(
            `${spec.table} record ${index + 1}: optional field ${plan.field} is an empty list, which the tables cannot tell from an absent one`,
          );
        }
        const table = child.get(plan.table)!;
        items.forEach((item, i) => {
          if (plan.kind === 'list') table.rows.push([...key, i + 1, item]);
          else {
            const cells = plan.members.map((m) => {
              const v = m.member === '' ? item : (item as Record<string, unknown>)[m.member];
              return v === undefined || v === null ? null : m.json ? JSON.stringify(v) : v;
            });
            table.rows.push([...key, i + 1, ...cells]);
          }
        });
      }
    }
    if (spec.page) row.push(spec.page(record));
    main.rows.push(row);
  });
}

/** Resolves `@key` foreign-key targets to the referenced table's primary key. */
export function resolveForeignKeys(tables: Table[]): void {
  const byName = new Map(tables.map((t) => [t.name, t]));
  for (const table of tables) {
    for (const fk of table.foreignKeys) {
      if (fk.references[0] !== '@key') continue;
      const target = byName.get(fk.table);
      if (!target) throw new Error(`${table.name}: foreign key to unknown table ${fk.table}`);
      fk.references = target.primaryKey;
    }
  }
}

/**
 * Rebuilds the records of a collection from its tables' rows (each table's rows as objects keyed by
 * column name, in row order), the inverse of the layout.
 */
export function assembleRecords(
  layout: CollectionLayout,
  rowsOf: (table: string) => Record<string, unknown>[],
): Record<string, unknown>[] {
  const keyNames = layout.keyColumns.map((c) => c.name);
  const keyOf = (row: Record<string, unknown>) => JSON.stringify(keyNames.map((k) => row[k]));
  const grouped = new Map<string, Map<string, Record<string, unknown>[]>>();
  for (const plan of layout.plans) {
    if (plan.kind !== 'list' && plan.kind !== 'objects') continue;
    const groups = Map.groupBy(rowsOf(plan.table), keyOf);
    for (const list of groups.values()) list.sort((a, b) => Number(a.position) - Number(b.position));
    grouped.set(plan.table, groups);
  }
  return rowsOf(layout.spec.table).map((row) => {
    const record: Record<string, unknown> = {};
    for (const plan of layout.plans) {
      if (plan.kind === 'scalar') {
        const v = row[plan.field];
        if (v === null || v === undefined) {
          if (plan.nullable) record[plan.field] = null;
          else if (!plan.optional) record[plan.field] = v;
        } else record[plan.field] = plan.column.type === 'boolean' ? Boolean(v) : v;
      } else if (plan.kind === 'json') {
        const v = row[plan.column.name];
        if (v !== null && v !== undefined) record[plan.field] = JSON.parse(String(v));
      } else if (plan.kind === 'object') {
        const values = plan.members.map((m) => [m.member, row[m.column.name]] as const);
        if (values.every(([, v]) => v === null || v === undefined) && plan.optional) continue;
        record[plan.field] = Object.fromEntries(values.filter(([, v]) => v !== null && v !== undefined));
      } else {
        const items = grouped.get(plan.table)!.get(keyOf(row)) ?? [];
        if (items.length === 0 && plan.optional) continue;
        record[plan.field] = items.map((item) => {
          if (plan.kind === 'list') return item.value;
          if (plan.members.length === 1 && plan.members[0].member === '') return JSON.parse(String(item.value));
          const out: Record<string, unknown> = {};
          for (const m of plan.members) {
            const v = item[m.column.name];
            if (v === null || v === undefined) continue;
            out[m.member] = m.json ? JSON.parse(String(v)) : v;
          }
          return out;
        });
      }
    }
    return record;
  });
}
