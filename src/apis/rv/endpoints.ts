/** The /rv/v2/meta endpoint table: thirteen row filters over the hymn rows (four exact lookups added to the original nine). */
import { z } from 'zod';
import type { ApiDeclaration } from '../../core/endpoint.ts';
import { rowFilterEndpoint, type RowData } from '../../core/row-endpoint.ts';
import { GOD_CATEGORIES, POET_CATEGORIES, hymnRow, type HymnRow } from './schema.ts';

const rows = z.array(hymnRow);
const mandal = { kind: 'int', min: 1, max: 10, field: 'mandal', description: 'Mandal (book), 1 to 10.' } as const;
const sukta = {
  kind: 'int',
  min: 1,
  max: 191,
  field: 'sukta',
  description: 'Sukta (hymn) within the mandal.',
} as const;
/** The whole name, any letter case: the exact lookups the site's poet, being and meter pages link. */
const exactName = (field: string, what: string) =>
  ({ kind: 'exact', field, description: `The ${what}, whole.` }) as const;
const meter = {
  kind: 'substring',
  field: 'meter',
  minWordLength: 1,
  description: 'Text contained in the meter name.',
} as const;
const poet = {
  kind: 'substring',
  field: 'sungby',
  minWordLength: 1,
  description: 'Text contained in the poet name.',
} as const;
const god = {
  kind: 'substring',
  field: 'sungfor',
  minWordLength: 1,
  description: 'Text contained in the name of the venerated being or object.',
} as const;
const poetCategory = {
  kind: 'enum',
  values: POET_CATEGORIES,
  field: 'sungbycategory',
  description: 'A poet category.',
} as const;
const godCategory = {
  kind: 'enum',
  values: GOD_CATEGORIES,
  field: 'sungforcategory',
  description: 'A category of venerated being or object.',
} as const;

export const rvApi: ApiDeclaration<RowData<HymnRow>> = {
  id: 'rv',
  base: '/rv/v2/meta',
  title: 'Rig Veda verse metadata',
  version: '2.0.0',
  description:
    'Verse metadata of the Rig Veda: mandal, sukta, meter, poet and venerated being, with their categories. One row per distinct (mandal, sukta, poet, being, meter), in verse order. Rebuilt from the traditional index (Anukramaṇī); the categories are editorial decisions. Meter, poet and god match by case-insensitive substring.',
  entities: {},
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
    rowFilterEndpoint<HymnRow>({
      path: '/meter/{meter}',
      summary: 'Rows whose meter contains the text',
      params: { meter },
      response: rows,
      examples: ['/meter/tup', '/meter/Gayatri'],
    }),
    rowFilterEndpoint<HymnRow>({
      path: '/metername/{meter}',
      summary: 'Rows whose meter is exactly this name',
      description: 'Exact, in any letter case; `/meter/{meter}` matches any meter whose name contains the text.',
      params: { meter: exactName('meter', 'meter name') },
      response: rows,
      examples: ['/metername/Ashti', '/metername/gayatri'],
    }),
    rowFilterEndpoint<HymnRow>({
      path: '/poet/{sungby}',
      summary: 'Rows whose poet contains the text',
      params: { sungby: poet },
      response: rows,
      examples: ['/poet/tra', '/poet/Vasishth'],
    }),
    // Not in the original API: exact names (`/poet/Indra` also gives Indra's sons and Indra Vaikuntha).
    rowFilterEndpoint<HymnRow>({
      path: '/poetname/{sungby}',
      summary: 'Rows whose poet is exactly this name',
      description: 'Exact, in any letter case; `/poet/{sungby}` matches any poet whose name contains the text.',
      params: { sungby: exactName('sungby', 'poet name') },
      response: rows,
      examples: ['/poetname/Indra', '/poetname/vishwamitra gathin'],
    }),
    rowFilterEndpoint<HymnRow>({
      path: '/poetcategory/{sungbycategory}',
      summary: 'Rows whose poet is in a category',
      params: { sungbycategory: poetCategory },
      response: rows,
      examples: ['/poetcategory/human female', '/poetcategory/divine male'],
    }),
    rowFilterEndpoint<HymnRow>({
      path: '/god/{sungfor}',
      summary: 'Rows whose venerated being contains the text',
      params: { sungfor: god },
      response: rows,
      examples: ['/god/ni', '/god/Varun', '/god/Agni'],
    }),
    rowFilterEndpoint<HymnRow>({
      path: '/godname/{sungfor}',
      summary: 'Rows whose venerated being is exactly this name',
      description: 'Exact, in any letter case; `/god/{sungfor}` matches any being whose name contains the text.',
      params: { sungfor: exactName('sungfor', 'name of the venerated being or object') },
      response: rows,
      examples: ['/godname/Agni', '/godname/usha'],
    }),
    rowFilterEndpoint<HymnRow>({
      path: '/god/{sungfor}/{mandal}',
      summary: 'Rows for a being within a mandal',
      params: { sungfor: god, mandal },
      response: rows,
      examples: ['/god/Agni/1', '/god/indra/4'],
    }),
    rowFilterEndpoint<HymnRow>({
      path: '/godbypoet/{sungfor}/{sungby}',
      summary: 'Rows for a being by a poet',
      params: { sungfor: god, sungby: poet },
      response: rows,
      examples: ['/godbypoet/Indra/Vishwamitra', '/godbypoet/agni/vasishth'],
    }),
    rowFilterEndpoint<HymnRow>({
      path: '/godcategory/{sungforcategory}',
      summary: 'Rows whose being is in a category',
      params: { sungforcategory: godCategory },
      response: rows,
      examples: ['/godcategory/animal', '/godcategory/plant'],
    }),
    rowFilterEndpoint<HymnRow>({
      path: '/godcategorybypoetcategory/{sungforcategory}/{sungbycategory}',
      summary: 'Rows matching a being category and a poet category',
      params: { sungforcategory: godCategory, sungbycategory: poetCategory },
      response: rows,
      examples: [
        '/godcategorybypoetcategory/divine male/human male',
        '/godcategorybypoetcategory/abstract/human female',
      ],
    }),
  ],
};
