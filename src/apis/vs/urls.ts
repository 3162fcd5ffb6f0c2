/** Site URLs of the nouns; no other imports, so the browser's search script can use them too. */
export const slugOfWord = (word: string) => word.toLowerCase().replace(/\s+/g, '-');
export const nounUrl = (word: string) => `/nouns/word/${slugOfWord(word)}/`;
export const categoryUrl = (category: string) => `/nouns/category/${category}/`;
export const groupUrl = (group: string) => `/nouns/group/${group.toLowerCase()}/`;
