/** Licence, attribution and sources of the data: one text for LICENSE-adjacent metadata, pages and downloads. */
export const LICENCE = {
  name: 'CC-BY-NC-4.0',
  title: 'Creative Commons Attribution-NonCommercial 4.0 International',
  path: 'https://creativecommons.org/licenses/by-nc/4.0/',
} as const;

/** The Vedic Index's terms (Cologne Digital Sanskrit Dictionaries): the nouns' `iast` and `vei` come from it. */
export const VEDIC_INDEX_LICENCE = {
  name: 'CC-BY-NC-SA-3.0',
  title:
    'Creative Commons Attribution-NonCommercial-ShareAlike 3.0 Unported (Vedic Index of Names and Subjects, Cologne Digital Sanskrit Dictionaries)',
  path: 'https://creativecommons.org/licenses/by-nc-sa/3.0/',
} as const;

export type Licence = { name: string; title: string; path: string };

/**
 * Fields under other terms than their data set's, by table: they carry these licences besides
 * LICENCE, per field in datapackage.json and on the downloads page.
 */
export const FIELD_LICENCES: Record<string, Record<string, readonly Licence[]>> = {
  nouns: { iast: [VEDIC_INDEX_LICENCE], vei: [VEDIC_INDEX_LICENCE] },
};

/** Every licence a table's data is under: the data set's, and those of any of its fields. */
export function tableLicences(table: string): Licence[] {
  const extra = Object.values(FIELD_LICENCES[table] ?? {}).flat();
  return [LICENCE, ...new Map(extra.map((l) => [l.name, l])).values()];
}

/** Every licence of the data at all (a resource holding every table). */
export const ALL_LICENCES: Licence[] = tableLicences('nouns');

export const ATTRIBUTION =
  'Indica is a curated reference dataset and API created by Anindita Basu. Its underlying data has been manually compiled, ' +
  'curated, normalised, and structured over several years from primary Sanskrit texts, translations, and secondary scholarly ' +
  'materials. This dataset reflects interpretive editorial decisions in classification, naming, and structuring. If you reuse ' +
  'this work in research, software, or educational materials, please attribute the Indica project and link to this ' +
  'documentation (https://aninditabasu.github.io/indica/).';

export const SOURCES = [
  {
    title: 'Indica (Anindita Basu): Vedic Society, hymn and Mahabharata APIs, their documentation and 2016 data',
    path: 'https://aninditabasu.github.io/indica/',
    licence: 'CC BY-NC 4.0 (data), CC BY 4.0 (documentation)',
  },
  {
    title: 'Vedic Index of Names and Subjects, Macdonell & Keith (1912), Cologne Digital Sanskrit Dictionaries',
    path: 'https://www.sanskrit-lexicon.uni-koeln.de/',
    licence: 'CC BY-NC-SA 3.0',
  },
  {
    title: 'Rig Veda: traditional index (Anukramaṇī) and verse texts, rigveda.sanatana.in',
    path: 'https://rigveda.sanatana.in/',
    licence: 'public domain content',
  },
  {
    title:
      "Rig Veda text layers: the accented saṃhitā and padapāṭha and Sāyaṇa's commentary of the per-verse files of rigveda.sanatana.in (hvram1)",
    path: 'https://rigveda.sanatana.in/',
    licence: 'public domain content; digitisation licence not stated',
  },
  {
    title:
      "R. T. H. Griffith, The Hymns of the Rigveda (1896), digital text of the Cologne compilation (sanskrit-lexicon/rvlinks, Mārcis Gasūns), with this project's listed corrections",
    path: 'https://github.com/sanskrit-lexicon/rvlinks',
    licence: 'public domain',
  },
  {
    title: "Mahabharata, K. M. Ganguli's translation",
    path: 'https://www.sacred-texts.com/hin/maha/',
    licence: 'public domain',
  },
  {
    title: 'Mehendale, Mahābhārata: A Cultural Index; Sörensen, Index to the Names in the Mahābhārata (cross-checks)',
    path: 'https://www.sanskrit-lexicon.uni-koeln.de/',
    licence: 'CC BY-NC-SA 3.0; CC BY 4.0',
  },
] as const;

/** A licence's short name: CC-BY-NC-SA-3.0 → CC BY-NC-SA 3.0. */
export const licenceShortName = (spdx: string): string => spdx.replace(/^CC-(.+)-(\d+\.\d+)$/, 'CC $1 $2');

/**
 * The data's licences in one line: the data set's, and the fields under further terms with theirs
 * (of one table, or of every table): "CC BY-NC 4.0; the nouns' iast and vei fields also CC BY-NC-SA 3.0".
 */
export function licenceNote(table?: string): string {
  const tables = table === undefined ? Object.keys(FIELD_LICENCES) : table in FIELD_LICENCES ? [table] : [];
  const further = tables.flatMap((t) => {
    const byLicence = new Map<string, string[]>();
    for (const [field, licences] of Object.entries(FIELD_LICENCES[t]!))
      for (const l of licences) byLicence.set(l.name, [...(byLicence.get(l.name) ?? []), field]);
    return [...byLicence].map(
      ([name, fields]) =>
        `the ${t}' ${fields.slice(0, -1).join(', ')}${fields.length > 1 ? ' and ' : ''}${fields.at(-1)} ` +
        `field${fields.length > 1 ? 's' : ''} also ${licenceShortName(name)}`,
    );
  });
  return [licenceShortName(LICENCE.name), ...further].join('; ');
}

/**
 * "How to cite", for pages and CITATION.cff-like text: the address is the citing page's on this
 * site (`url`); the Indica project's documentation is named as its author asks, not as the address.
 */
export function citationText(version: string, date: string, url: string): string {
  return `Basu, Anindita (data) and Indica Static contributors. Indica: Vedic nouns, Rig Veda verse metadata and Mahabharata knowledge graph, data version ${version} (${date}). ${licenceNote()}. ${url} (after the Indica project, https://aninditabasu.github.io/indica/)`;
}
