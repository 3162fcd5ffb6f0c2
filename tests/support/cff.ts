/**
 * A CITATION.cff as the tests hold the repository's to it, written here with zod from the facts of
 * the Citation File Format 1.2.0 (its schema guide, "Valid keys" and "Definitions"): the required
 * keys `cff-version` (exactly "1.2.0"), `message`, `title` and `authors`; the type of each other
 * key; persons and entities with only their own keys; `license` an SPDX license identifier or a
 * list of them (the identifiers from the spdx-license-ids package: SPDX's list, current and
 * deprecated ids). Unknown keys are refused, at the top and in persons, entities and identifiers.
 * `preferred-citation` and `references` (a reference, with dozens of keys of its own) are not modelled
 * and so refused, saying so: model them here before CITATION.cff uses them.
 */
import { z } from 'zod';
import currentIds from 'spdx-license-ids/index.json' with { type: 'json' };
import deprecatedIds from 'spdx-license-ids/deprecated.json' with { type: 'json' };

export const SPDX_IDS: ReadonlySet<string> = new Set([...currentIds, ...deprecatedIds]);

const text = z.string().min(1);
const unique = <T>(items: T[]) => new Set(items.map((i) => JSON.stringify(i))).size === items.length;
const uniqueList = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1).refine(unique, { message: 'the items of this list are unique' });

/** A URL: https, http, ftp or sftp. */
export const cffUrl = text.regex(/^(https|http|ftp|sftp):\/\/.+/).refine((s) => URL.canParse(s), 'not a URL');
/** A date: YYYY-MM-DD (a YAML date is read as a string first). */
export const cffDate = text.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a date is YYYY-MM-DD');
/** A DOI without its resolver: 10.<registrant>/<suffix>. */
const doi = text.regex(/^10\.\d{4,9}(\.\d+)?\/\S+$/, 'a DOI is 10.NNNN/suffix, without https://doi.org/');
const email = text.regex(/^\S+@\S+\.\S{2,}$/, 'not an email address');
const orcid = cffUrl.regex(
  /^https:\/\/orcid\.org\/\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/,
  'an ORCID is https://orcid.org/NNNN-…',
);
/** ISO 3166-1 alpha-2 (the guide lists the codes; their form is checked here). */
const country = z.string().regex(/^[A-Z]{2}$/, 'a country is an ISO 3166-1 alpha-2 code');
const postCode = z.union([text, z.number()]);
/** An SPDX license identifier. */
export const spdxId = z.string().refine((s) => SPDX_IDS.has(s), { message: 'not an SPDX license identifier' });

const place = { address: text, city: text, country, region: text, 'post-code': postCode };
const contactKeys = { alias: text, email, fax: text, tel: text, orcid, website: cffUrl };

export const cffPerson = z.strictObject({
  ...partial(place),
  ...partial(contactKeys),
  affiliation: text.optional(),
  'family-names': text.optional(),
  'given-names': text.optional(),
  'name-particle': text.optional(),
  'name-suffix': text.optional(),
});

export const cffEntity = z.strictObject({
  ...partial(place),
  ...partial(contactKeys),
  name: text,
  location: text.optional(),
  'date-start': cffDate.optional(),
  'date-end': cffDate.optional(),
});

const identifier = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('doi'), value: doi, description: text.optional() }),
  z.strictObject({ type: z.literal('url'), value: cffUrl, description: text.optional() }),
  z.strictObject({
    type: z.literal('swh'),
    value: z.string().regex(/^swh:1:(snp|rel|rev|dir|cnt):[0-9a-fA-F]{40}$/, 'a Software Heritage identifier'),
    description: text.optional(),
  }),
  z.strictObject({ type: z.literal('other'), value: text, description: text.optional() }),
]);

const notModelled = z.never({ error: 'a CFF 1.2.0 key this schema does not model: model it in tests/support/cff.ts' });
const people = uniqueList(z.union([cffPerson, cffEntity]));

/** A CITATION.cff (CFF 1.2.0), as read from its YAML; unknown keys are refused. */
export const cff = z.strictObject({
  'cff-version': z.literal('1.2.0'),
  message: text,
  title: text,
  authors: people,
  abstract: text.optional(),
  commit: text.optional(),
  contact: people.optional(),
  'date-released': cffDate.optional(),
  doi: doi.optional(),
  identifiers: uniqueList(identifier).optional(),
  keywords: uniqueList(text).optional(),
  license: z.union([spdxId, uniqueList(spdxId)]).optional(),
  'license-url': cffUrl.optional(),
  'preferred-citation': notModelled.optional(),
  references: notModelled.optional(),
  repository: cffUrl.optional(),
  'repository-artifact': cffUrl.optional(),
  'repository-code': cffUrl.optional(),
  type: z.enum(['software', 'dataset']).optional(),
  url: cffUrl.optional(),
  version: z.union([text, z.number()]).optional(),
});

/** The problems of a CITATION.cff read from YAML, one line each (path: message); none when it is valid. */
export function cffProblems(data: unknown): string[] {
  const result = cff.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}

function partial<T extends Record<string, z.ZodType>>(shape: T): { [K in keyof T]: z.ZodOptional<T[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
}
