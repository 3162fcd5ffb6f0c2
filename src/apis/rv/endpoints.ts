/**
 * The /rv/v2/meta endpoint table: thirteen row filters over the hymn rows (four exact lookups added to
 * the original nine), and the text files of each sukta and verse (text-endpoints.ts, site additions).
 */
import { z } from 'zod';
import type { ApiDeclaration } from '../../core/endpoint.ts';
import { rowFilterEndpoint, type RowData } from '../../core/row-endpoint.ts';
import { suktaTextAnswer, textEndpoints, verseLayers, verseTextAnswer } from './text-endpoints.ts';
import { GOD_CATEGORIES, POET_CATEGORIES, godCategory, hymnRow, poetCategory, type HymnRow } from './schema.ts';

const rows = z.array(hymnRow);
const mandal = { kind: 'int', min: 1, max: 10, field: 'mandal', description: 'Mandal (book), 1 to 10.' } as const;
const sukta = {
  kind: 'int',
  min: 1,
  max: 191,
  field: 'sukta',
  description: 'Sukta (hymn) within the mandal.',
} as const;

/** A name field of the rows (meter, poet, venerated being), as its endpoints' paths and texts speak of it. */
interface NameField {
  /** the paths' first segment: /poet/{sungby}, /poetname/{sungby}, /poetcategory/{sungbycategory} */
  segment: string;
  /** the row field, which is also the parameter's name */
  field: string;
  /** in the summaries: "Rows whose venerated being contains the text" */
  subject: string;
  /** the short word: "matches any being whose name contains the text" */
  noun: string;
  /** in the parameters' descriptions: "Text contained in the name of the venerated being or object." */
  name: string;
}

/**
 * The two lookups of a name field: the original API's rows whose name contains a text (`/poet/tra`),
 * and, not in the original, rows whose name is exactly one, in any letter case, which the site's
 * poet, being and meter pages link (`/poetname/Indra`; `/poet/Indra` also gives Indra's sons and
 * Indra Vaikuntha).
 */
function nameLookups({ segment, field, subject, noun, name }: NameField) {
  const contains = {
    kind: 'substring',
    field,
    minWordLength: 1,
    description: `Text contained in the ${name}.`,
  } as const;
  return {
    containsParam: contains,
    containsEndpoint: (examples: readonly string[]) =>
      rowFilterEndpoint<HymnRow>({
        path: `/${segment}/{${field}}`,
        summary: `Rows whose ${subject} contains the text`,
        params: { [field]: contains },
        response: rows,
        examples,
      }),
    wholeNameEndpoint: (examples: readonly string[]) =>
      rowFilterEndpoint<HymnRow>({
        path: `/${segment}name/{${field}}`,
        summary: `Rows whose ${subject} is exactly this name`,
        description: `Exact, in any letter case; \`/${segment}/{${field}}\` matches any ${noun} whose name contains the text.`,
        params: { [field]: { kind: 'exact', field, description: `The ${name}, whole.` } },
        response: rows,
        examples,
      }),
  };
}

/** The category field beside a name field (sungbycategory beside sungby): its parameter and its lookup. */
function categoryLookup({ segment, field, noun }: NameField, values: readonly string[], description: string) {
  const categoryField = `${field}category`;
  const param = { kind: 'enum', values, field: categoryField, description } as const;
  return {
    param,
    endpoint: (examples: readonly string[]) =>
      rowFilterEndpoint<HymnRow>({
        path: `/${segment}category/{${categoryField}}`,
        summary: `Rows whose ${noun} is in a category`,
        params: { [categoryField]: param },
        response: rows,
        examples,
      }),
  };
}

const meterField: NameField = { segment: 'meter', field: 'meter', subject: 'meter', noun: 'meter', name: 'meter name' };
const poetField: NameField = { segment: 'poet', field: 'sungby', subject: 'poet', noun: 'poet', name: 'poet name' };
const godField: NameField = {
  segment: 'god',
  field: 'sungfor',
  subject: 'venerated being',
  noun: 'being',
  name: 'name of the venerated being or object',
};
const meter = nameLookups(meterField);
const poet = nameLookups(poetField);
const god = nameLookups(godField);
const poetCategoryLookup = categoryLookup(poetField, POET_CATEGORIES, 'A poet category.');
const godCategoryLookup = categoryLookup(godField, GOD_CATEGORIES, 'A category of venerated being or object.');

export const rvApi: ApiDeclaration<RowData<HymnRow>> = {
  id: 'rv',
  base: '/rv/v2/meta',
  title: 'Rig Veda verse metadata',
  version: '2.0.0',
  description:
    'Verse metadata of the Rig Veda: mandal, sukta, meter, poet and venerated being, with their categories. One row per distinct (mandal, sukta, poet, being, meter), in verse order. Rebuilt from the traditional index (Anukramaṇī); the categories are editorial decisions. Meter, poet and god match by case-insensitive substring.',
  entities: {},
  schemas: {
    HymnRow: hymnRow,
    HymnRows: rows,
    PoetCategory: poetCategory,
    GodCategory: godCategory,
    VerseLayers: verseLayers,
    VerseText: verseTextAnswer,
    SuktaText: suktaTextAnswer,
  },
  endpoints: [
    rowFilterEndpoint<HymnRow>({
      path: '/book/{mandal}',
      summary: 'All rows of a mandal',
      params: { mandal },
      response: rows,
      examples: ['/book/4', '/book/10'],
    }),
    // Not in the original API: the exact answer for one hymn, which the site's sukta and verse pages link.
    rowFilterEndpoint<HymnRow>({
      path: '/sukta/{mandal}/{sukta}',
      summary: 'All rows of one sukta (hymn)',
      description:
        'Exact: the rows of the hymn mandal.sukta, in verse order; an empty list for a sukta the mandal does not have.',
      params: { mandal, sukta },
      response: rows,
      examples: ['/sukta/10/129', '/sukta/3/62'],
      pageLookup: true,
    }),
    meter.containsEndpoint(['/meter/tup', '/meter/Gayatri']),
    meter.wholeNameEndpoint(['/metername/Ashti', '/metername/gayatri']),
    poet.containsEndpoint(['/poet/tra', '/poet/Vasishth']),
    poet.wholeNameEndpoint(['/poetname/Indra', '/poetname/vishwamitra gathin']),
    poetCategoryLookup.endpoint(['/poetcategory/human female', '/poetcategory/divine male']),
    god.containsEndpoint(['/god/ni', '/god/Varun', '/god/Agni']),
    god.wholeNameEndpoint(['/godname/Agni', '/godname/usha']),
    rowFilterEndpoint<HymnRow>({
      path: '/god/{sungfor}/{mandal}',
      summary: 'Rows for a being within a mandal',
      params: { sungfor: god.containsParam, mandal },
      response: rows,
      examples: ['/god/Agni/1', '/god/indra/4'],
    }),
    rowFilterEndpoint<HymnRow>({
      path: '/godbypoet/{sungfor}/{sungby}',
      summary: 'Rows for a being by a poet',
      params: { sungfor: god.containsParam, sungby: poet.containsParam },
      response: rows,
      examples: ['/godbypoet/Indra/Vishwamitra', '/godbypoet/agni/vasishth'],
    }),
    godCategoryLookup.endpoint(['/godcategory/animal', '/godcategory/plant']),
    rowFilterEndpoint<HymnRow>({
      path: '/godcategorybypoetcategory/{sungforcategory}/{sungbycategory}',
      summary: 'Rows matching a being category and a poet category',
      params: { sungforcategory: godCategoryLookup.param, sungbycategory: poetCategoryLookup.param },
      response: rows,
      examples: [
        '/godcategorybypoetcategory/divine male/human male',
        '/godcategorybypoetcategory/abstract/human female',
      ],
    }),
    // Not in the original API: the text layers of each sukta and verse (issue 35).
    ...textEndpoints,
  ],
};
