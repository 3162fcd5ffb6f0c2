/**
 * A datapackage.json as the tests hold the build's to it, written here with zod from the facts of the
 * Data Package 2.0 standard (datapackage.org/standard): "Data Package" (the package's properties,
 * licenses, sources, contributors), "Data Resource" (name, path or data, type, the file's
 * properties; dialect and schema of a tabular resource), "Table Dialect" (its properties) and "Table
 * Schema" (fields and their types, formats and per-type properties, the constraints each type takes,
 * missingValues, primaryKey, uniqueKeys, foreignKeys), with "URL or Path" from its glossary. No npm
 * package we could install ships the 2.0 profile (looked at 2026-11-27): `datapackage` (1.1.10) ships
 * the v1 profiles only, `tableschema` (1.12.6) is Table Schema v1, and the 2.0 TypeScript toolkit
 * whose packages carry the profiles (@dpkit/core and its siblings) is not on the npm registry.
 *
 * Two rules come from the published 2.0 profile rather than the prose, because tools validate with it:
 * `foreignKeys`, when present, holds at least one key, and a field of type `list` (in the prose, not
 * in the profile) is refused. Cross-checks the prose states are made too: resource names and field
 * names are unique, every key names fields of its schema, a foreign key has as many fields as its
 * reference, names a resource of the package, and names none when it refers to its own table.
 *
 * The standard lets any descriptor carry properties of its own. This schema does not: every object
 * is closed to the standard's properties plus the few extensions this project writes (EXTENSIONS
 * below, see src/downloads/datapackage.ts), so that a misspelt key (`licences`) is refused instead
 * of passing as an extension.
 */
import { z } from 'zod';

/** Table Schema 2.0, "Field Types". */
export const FIELD_TYPES = [
  'string',
  'number',
  'integer',
  'boolean',
  'object',
  'array',
  'list',
  'datetime',
  'date',
  'time',
  'year',
  'yearmonth',
  'duration',
  'geopoint',
  'geojson',
  'any',
] as const;

/** Types of the Table Schema 2.0 prose that the published Data Package 2.0 profile does not take. */
export const FIELD_TYPES_NOT_IN_PROFILE = ['list'] as const;

const text = z.string().min(1);
const unique = (items: unknown[]) => new Set(items.map((i) => JSON.stringify(i))).size === items.length;
const uniqueList = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1).refine(unique, { message: 'the items of this list are unique' });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A fully qualified http(s) or ftp(s) URL. */
const isUrl = (s: string) => /^(https?|ftps?):\/\/./.test(s) && URL.canParse(s);
/** A relative POSIX path that stays inside the package: not absolute, no `..`, no `~`, no scheme. */
const isRelativePath = (s: string) =>
  s.length > 0 &&
  !/^[./~]/.test(s) &&
  !/^file:/i.test(s) &&
  !s.includes('\\') &&
  !s.includes('://') &&
  !s.split('/').includes('..');

/**
 * `a` for a string, `b` for anything else: unlike a union, it reports the problems of the one that
 * applies (a union says only "Invalid input").
 */
function stringOr<A extends z.ZodType, B extends z.ZodType>(a: A, b: B): z.ZodType<z.infer<A> | z.infer<B>> {
  return z.unknown().transform((v, ctx) => {
    const result = (typeof v === 'string' ? a : b).safeParse(v);
    if (result.success) return result.data as z.infer<A> | z.infer<B>;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }) as unknown as z.ZodType<z.infer<A> | z.infer<B>>;
}

const url = z.string().refine(isUrl, { message: 'not a fully qualified http(s) or ftp(s) URL' });
/** Glossary, "URL or Path". */
export const urlOrPath = z.string().refine((s) => isUrl(s) || isRelativePath(s), {
  message: 'neither a URL nor a relative POSIX path inside the package',
});
const email = z.string().regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'not an email address');
/** RFC 3339, section 5.6: date, time and offset. */
const dateTime = z
  .string()
  .regex(/^\d{4}-\d\d-\d\d[Tt]\d\d:\d\d:\d\d(\.\d+)?([Zz]|[+-]\d\d:\d\d)$/, 'not an RFC 3339 date-time')
  .refine((s) => !Number.isNaN(Date.parse(s)), { message: 'not a date-time that exists' });

/** A licence: `name` (an Open Definition licence id) and/or `path`, and a `title`. */
export const license = z
  .strictObject({
    name: z
      .string()
      .regex(/^[-a-zA-Z0-9._]+$/, 'a licence name is an id: letters, digits, "-", "." and "_"')
      .optional(),
    path: urlOrPath.optional(),
    title: text.optional(),
  })
  .refine((l) => l.name !== undefined || l.path !== undefined, { message: 'a licence has a name or a path' });
const licenses = z.array(license).min(1);

/** A source: at least one of its properties. */
export const source = z
  .strictObject({
    title: text.optional(),
    path: urlOrPath.optional(),
    email: email.optional(),
    version: text.optional(),
  })
  .refine((s) => Object.keys(s).length > 0, { message: 'a source has at least one property' });

/** A contributor: at least one of its properties; `roles` replaces v1's single `role`. */
export const contributor = z
  .strictObject({
    title: text.optional(),
    givenName: text.optional(),
    familyName: text.optional(),
    path: url.optional(),
    email: email.optional(),
    roles: z.array(text).min(1).optional(),
    organization: text.optional(),
  })
  .refine((c) => Object.keys(c).length > 0, { message: 'a contributor has at least one property' });

/** The extensions this project writes, each with its own type; any other key outside the standard is refused. */
export const EXTENSIONS = {
  /** The data version's date (YYYY-MM-DD). */
  package: { dataVersionDate: z.string().regex(/^\d{4}-\d\d-\d\d$/, 'a date is YYYY-MM-DD') },
  /** A JSON file's JSON Schema. */
  resource: { jsonSchema: z.record(z.string(), z.unknown()) },
  /** The terms of one field's values where they differ from the resource's. */
  field: { licenses },
};

// Table Schema: missing values, categories, constraints, fields.

const missingValues = z.union([
  z.array(z.string()).refine(unique, { message: 'missing values are unique' }),
  z
    .array(z.strictObject({ value: z.string(), label: z.string().optional() }))
    .refine((l) => unique(l.map((m) => m.value)), { message: 'missing values are unique' }),
]);

const categories = <T extends z.ZodType>(value: T) =>
  z.union([
    z.array(value).min(1).refine(unique, { message: 'categories are unique' }),
    z
      .array(z.strictObject({ value, label: z.string().optional() }))
      .min(1)
      .refine((l) => unique(l.map((c) => (c as { value: unknown }).value)), { message: 'categories are unique' }),
  ]);

/** `required`, `unique` and `enum` (at least one value, each once): every type takes them. */
const baseConstraints = <T extends z.ZodType>(value: T) => ({
  required: z.boolean().optional(),
  unique: z.boolean().optional(),
  enum: uniqueList(value).optional(),
});
/** `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`: numbers, dates, times, durations, years. */
const rangeConstraints = <T extends z.ZodType>(value: T) => ({
  minimum: value.optional(),
  maximum: value.optional(),
  exclusiveMinimum: value.optional(),
  exclusiveMaximum: value.optional(),
});
/** `minLength`, `maxLength`: string, array and object. */
const lengthConstraints = {
  minLength: z.number().int().min(0).optional(),
  maxLength: z.number().int().min(0).optional(),
};
const jsonValue = z.unknown();
const constraints = (shape: Record<string, z.ZodType>) => z.strictObject(shape).optional();

const common = {
  name: text,
  title: text.optional(),
  description: text.optional(),
  example: z.string().optional(),
  missingValues: missingValues.optional(),
  rdfType: url.optional(),
  ...partial(EXTENSIONS.field),
};
const defaultFormat = z.literal('default').optional();
/** datetime, date and time: `default`, `any` or a strptime pattern. */
const temporalFormat = text.optional();
const stringOrInteger = z.union([z.string(), z.number().int()]);
const stringOrNumber = z.union([z.string(), z.number()]);

const FIELDS = {
  string: z.strictObject({
    ...common,
    type: z.literal('string'),
    format: z.enum(['default', 'email', 'uri', 'binary', 'uuid']).optional(),
    categories: categories(z.string()).optional(),
    categoriesOrdered: z.boolean().optional(),
    constraints: constraints({ ...baseConstraints(z.string()), ...lengthConstraints, pattern: text.optional() }),
  }),
  number: z.strictObject({
    ...common,
    type: z.literal('number'),
    format: defaultFormat,
    bareNumber: z.boolean().optional(),
    groupChar: text.optional(),
    decimalChar: text.optional(),
    constraints: constraints({ ...baseConstraints(stringOrNumber), ...rangeConstraints(stringOrNumber) }),
  }),
  integer: z.strictObject({
    ...common,
    type: z.literal('integer'),
    format: defaultFormat,
    bareNumber: z.boolean().optional(),
    groupChar: text.optional(),
    categories: categories(z.number().int()).optional(),
    categoriesOrdered: z.boolean().optional(),
    constraints: constraints({ ...baseConstraints(stringOrInteger), ...rangeConstraints(stringOrInteger) }),
  }),
  boolean: z.strictObject({
    ...common,
    type: z.literal('boolean'),
    format: defaultFormat,
    trueValues: z.array(z.string()).min(1).optional(),
    falseValues: z.array(z.string()).min(1).optional(),
    constraints: constraints(baseConstraints(z.union([z.boolean(), z.string()]))),
  }),
  object: z.strictObject({
    ...common,
    type: z.literal('object'),
    format: defaultFormat,
    constraints: constraints({
      ...baseConstraints(jsonValue),
      ...lengthConstraints,
      jsonSchema: z.record(z.string(), z.unknown()).optional(),
    }),
  }),
  array: z.strictObject({
    ...common,
    type: z.literal('array'),
    format: defaultFormat,
    constraints: constraints({
      ...baseConstraints(jsonValue),
      ...lengthConstraints,
      jsonSchema: z.record(z.string(), z.unknown()).optional(),
    }),
  }),
  list: z.strictObject({
    ...common,
    type: z.literal('list'),
    format: defaultFormat,
    delimiter: text.optional(),
    itemType: z.enum(['string', 'integer', 'boolean', 'number', 'datetime', 'date', 'time']).optional(),
    constraints: constraints(baseConstraints(jsonValue)),
  }),
  datetime: z.strictObject({
    ...common,
    type: z.literal('datetime'),
    format: temporalFormat,
    constraints: constraints({ ...baseConstraints(z.string()), ...rangeConstraints(z.string()) }),
  }),
  date: z.strictObject({
    ...common,
    type: z.literal('date'),
    format: temporalFormat,
    constraints: constraints({ ...baseConstraints(z.string()), ...rangeConstraints(z.string()) }),
  }),
  time: z.strictObject({
    ...common,
    type: z.literal('time'),
    format: temporalFormat,
    constraints: constraints({ ...baseConstraints(z.string()), ...rangeConstraints(z.string()) }),
  }),
  year: z.strictObject({
    ...common,
    type: z.literal('year'),
    format: defaultFormat,
    constraints: constraints({ ...baseConstraints(stringOrInteger), ...rangeConstraints(stringOrInteger) }),
  }),
  yearmonth: z.strictObject({
    ...common,
    type: z.literal('yearmonth'),
    format: defaultFormat,
    constraints: constraints({ ...baseConstraints(z.string()), ...rangeConstraints(z.string()) }),
  }),
  duration: z.strictObject({
    ...common,
    type: z.literal('duration'),
    format: defaultFormat,
    constraints: constraints({ ...baseConstraints(z.string()), ...rangeConstraints(z.string()) }),
  }),
  geopoint: z.strictObject({
    ...common,
    type: z.literal('geopoint'),
    format: z.enum(['default', 'array', 'object']).optional(),
    constraints: constraints(baseConstraints(jsonValue)),
  }),
  geojson: z.strictObject({
    ...common,
    type: z.literal('geojson'),
    format: z.enum(['default', 'topojson']).optional(),
    constraints: constraints(baseConstraints(jsonValue)),
  }),
  any: z.strictObject({
    ...common,
    type: z.literal('any'),
    format: defaultFormat,
    constraints: constraints(baseConstraints(jsonValue)),
  }),
} satisfies Record<(typeof FIELD_TYPES)[number], z.ZodType>;

const notInProfile = new Set<string>(FIELD_TYPES_NOT_IN_PROFILE);

/** A field descriptor, by its type; a field without `type` is of type `any`. */
export const field = z
  .preprocess(
    (v) => (isObject(v) && !('type' in v) ? { ...v, type: 'any' } : v),
    z.discriminatedUnion('type', Object.values(FIELDS) as unknown as [z.ZodObject, ...z.ZodObject[]]),
  )
  .superRefine((f, ctx) => {
    const fieldType = String((f as { type: string }).type);
    if (notInProfile.has(fieldType))
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: `type ${fieldType} is in the Table Schema 2.0 prose but not in the published Data Package 2.0 profile`,
      });
    // An enum next to categories holds a subset of them.
    const { categories: cats, constraints: c } = f as { categories?: unknown[]; constraints?: { enum?: unknown[] } };
    if (cats && c?.enum) {
      const values = new Set(cats.map((x) => JSON.stringify(isObject(x) ? x.value : x)));
      if (!c.enum.every((e) => values.has(JSON.stringify(e))))
        ctx.addIssue({
          code: 'custom',
          path: ['constraints', 'enum'],
          message: 'an enum holds a subset of the categories',
        });
    }
  });

const fieldNames = z.array(text).min(1).refine(unique, { message: 'a key names each field once' });

/** A foreign key: its fields and the fields (and, for another table, the resource) it refers to. */
export const foreignKey = z
  .strictObject({
    fields: fieldNames,
    reference: z.strictObject({ resource: z.string().optional(), fields: fieldNames }),
  })
  .superRefine((fk, ctx) => {
    if (fk.fields.length !== fk.reference.fields.length)
      ctx.addIssue({
        code: 'custom',
        path: ['reference', 'fields'],
        message: `a reference has as many fields as its foreign key (${fk.reference.fields.length} for ${fk.fields.length})`,
      });
    if (fk.reference.resource === '')
      ctx.addIssue({
        code: 'custom',
        path: ['reference', 'resource'],
        message: 'a reference to its own table omits resource (an empty name is the v1 form)',
      });
  });

/** A Table Schema descriptor. */
export const tableSchema = z
  .strictObject({
    $schema: text.optional(),
    fields: z.array(field).min(1),
    fieldsMatch: z.enum(['exact', 'equal', 'subset', 'superset', 'partial']).optional(),
    missingValues: missingValues.optional(),
    primaryKey: fieldNames.optional(),
    uniqueKeys: z.array(fieldNames).min(1).refine(unique, { message: 'unique keys are unique' }).optional(),
    foreignKeys: z.array(foreignKey).min(1, 'foreignKeys, when present, holds at least one key').optional(),
  })
  .superRefine((schema, ctx) => {
    const names = schema.fields.map((f) => String((f as { name: string }).name));
    const known = new Set(names);
    names.forEach((name, i) => {
      if (names.indexOf(name) !== i)
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'name'], message: `field ${name} is named twice` });
    });
    const mustBeFields = (list: string[], path: (string | number)[]) =>
      list.forEach((name, i) => {
        if (!known.has(name))
          ctx.addIssue({ code: 'custom', path: [...path, i], message: `${name} is no field of this schema` });
      });
    if (schema.primaryKey) mustBeFields(schema.primaryKey, ['primaryKey']);
    schema.uniqueKeys?.forEach((key, k) => mustBeFields(key, ['uniqueKeys', k]));
    schema.foreignKeys?.forEach((fk, k) => mustBeFields(fk.fields, ['foreignKeys', k, 'fields']));
  });

/** A Table Dialect descriptor. */
export const tableDialect = z.strictObject({
  $schema: text.optional(),
  header: z.boolean().optional(),
  headerRows: z.array(z.number().int().min(1)).optional(),
  headerJoin: z.string().optional(),
  commentRows: z.array(z.number().int().min(1)).optional(),
  commentChar: text.optional(),
  delimiter: text.optional(),
  lineTerminator: text.optional(),
  quoteChar: text.optional(),
  doubleQuote: z.boolean().optional(),
  escapeChar: text.optional(),
  nullSequence: z.string().optional(),
  skipInitialSpace: z.boolean().optional(),
  property: text.optional(),
  itemType: z.enum(['array', 'object']).optional(),
  itemKeys: z.array(z.string()).optional(),
  sheetNumber: z.number().int().min(1).optional(),
  sheetName: text.optional(),
  table: text.optional(),
});

/** Digits of each hash named here; another algorithm's is checked as hexadecimal only. */
const HASH_DIGITS: Record<string, number> = { md5: 32, sha1: 40, sha256: 64, sha512: 128 };

/** A Data Resource descriptor. */
export const dataResource = z
  .strictObject({
    $schema: text.optional(),
    name: text,
    path: stringOr(urlOrPath, z.array(urlOrPath).min(1)).optional(),
    data: z.unknown().optional(),
    type: z.literal('table', 'the only resource type is table (leave type out for any other file)').optional(),
    title: text.optional(),
    description: text.optional(),
    homepage: url.optional(),
    format: text.optional(),
    mediatype: z
      .string()
      .regex(/^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(\s*;.*)?$/, 'a media type is type/subtype')
      .optional(),
    encoding: text.optional(),
    bytes: z.number().int().min(0).optional(),
    hash: z
      .string()
      .regex(/^([a-z0-9-]+:[0-9a-fA-F]+|[0-9a-fA-F]{32})$/, 'a hash is hex digits, an MD5 or prefixed by its algorithm')
      .refine(
        (h) => {
          const [algorithm, digits] = h.includes(':') ? h.split(':') : ['md5', h];
          return HASH_DIGITS[algorithm!] === undefined || digits!.length === HASH_DIGITS[algorithm!];
        },
        { message: 'a hash has the length its algorithm gives' },
      )
      .optional(),
    sources: z.array(source).optional(),
    licenses: licenses.optional(),
    dialect: stringOr(urlOrPath, tableDialect).optional(),
    schema: stringOr(urlOrPath, tableSchema).optional(),
    ...partial(EXTENSIONS.resource),
  })
  .superRefine((r, ctx) => {
    const hasPath = r.path !== undefined;
    const hasData = 'data' in r;
    if (hasPath === hasData)
      ctx.addIssue({ code: 'custom', path: [], message: 'a resource has one of path and data, not both, not neither' });
    if (Array.isArray(r.path) && new Set(r.path.map(isUrl)).size > 1)
      ctx.addIssue({ code: 'custom', path: ['path'], message: 'paths are all URLs or all relative paths, not mixed' });
    if (typeof r.data === 'string' && r.format === undefined && r.mediatype === undefined)
      ctx.addIssue({ code: 'custom', path: ['data'], message: 'data as a string needs format or mediatype' });
    if (r.type === 'table' && hasData && !Array.isArray(r.data))
      ctx.addIssue({ code: 'custom', path: ['data'], message: "a table's inline data is an array of rows" });
    for (const key of ['dialect', 'schema'] as const)
      if (r[key] !== undefined && r.type !== 'table')
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} belongs to a tabular resource (type table)` });
  });

/** A Data Package descriptor (datapackage.json). */
export const dataPackage = z
  .strictObject({
    $schema: text.optional(),
    name: text.optional(),
    id: text.optional(),
    title: text.optional(),
    description: text.optional(),
    homepage: url.optional(),
    version: text.optional(),
    created: dateTime.optional(),
    contributors: z.array(contributor).min(1).optional(),
    keywords: z.array(text).min(1).optional(),
    image: urlOrPath.optional(),
    licenses: licenses.optional(),
    sources: z.array(source).optional(),
    resources: z.array(dataResource).min(1),
    ...partial(EXTENSIONS.package),
  })
  .superRefine((pkg, ctx) => {
    const byName = new Map<string, z.infer<typeof dataResource>>();
    pkg.resources.forEach((r, i) => {
      if (byName.has(r.name))
        ctx.addIssue({ code: 'custom', path: ['resources', i, 'name'], message: `resource ${r.name} is named twice` });
      byName.set(r.name, r);
    });
    const fieldsOf = (r: z.infer<typeof dataResource> | undefined) =>
      r && isObject(r.schema) ? new Set(r.schema.fields.map((f) => String((f as { name: string }).name))) : undefined;
    pkg.resources.forEach((r, i) => {
      if (!isObject(r.schema)) return;
      r.schema.foreignKeys?.forEach((fk, k) => {
        const at = ['resources', i, 'schema', 'foreignKeys', k, 'reference'];
        const target = fk.reference.resource;
        if (target === r.name)
          ctx.addIssue({
            code: 'custom',
            path: [...at, 'resource'],
            message: 'a reference to its own table omits resource',
          });
        if (target && !byName.has(target))
          ctx.addIssue({ code: 'custom', path: [...at, 'resource'], message: `no resource is named ${target}` });
        const targetFields = fieldsOf(target ? byName.get(target) : r);
        fk.reference.fields.forEach((name, j) => {
          if (targetFields && !targetFields.has(name))
            ctx.addIssue({
              code: 'custom',
              path: [...at, 'fields', j],
              message: `${name} is no field of ${target ?? r.name}`,
            });
        });
      });
    });
  });

/** The problems of a datapackage.json, one line each (path: message); none when it is valid. */
export function dataPackageProblems(data: unknown): string[] {
  const result = dataPackage.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((i) => {
    const hint =
      i.code === 'unrecognized_keys'
        ? ' (an extension of ours? name it in EXTENSIONS, tests/support/datapackage.ts)'
        : '';
    return `${i.path.join('.') || '(root)'}: ${i.message}${hint}`;
  });
}

function partial<T extends Record<string, z.ZodType>>(shape: T): { [K in keyof T]: z.ZodOptional<T[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
}
