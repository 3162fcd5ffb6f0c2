/** Page URL slugs from names: ASCII, lower case, hyphens ("Subandhu's spirit" → "subandhus-spirit"). */
export const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
