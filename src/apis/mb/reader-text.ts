/**
 * Editorial notes are written for the project and name its sources' files and the records' fields;
 * readers get the same notes with those names said in words.
 */
const FIELD_WORDS: Record<string, string> = {
  aliveAtWarEnd: '“alive when the war ended”',
  aliveAtWarStart: '“alive when the war began”',
  foughtWar: '“fought the war”',
  eventLocation: 'the place of the event',
  journeyEvent: 'the event',
  placeNameCurrent: 'the modern name',
  placeNameEpic: 'the epic name',
  weaponHP: 'the Harry Potter analogue',
  weaponAntidote: 'the counter-weapon',
  weaponOwners: 'the owners',
  personKilledAtEvent: 'the event of the death',
  personKilledByWhom: 'the killer',
  pathCurrent: 'the modern towns',
  pathPoints: 'the positions',
};

const FILE_WORDS: [RegExp, string][] = [
  [/\barjun\.csv \(Indica, 2016\)/g, 'Indica’s 2016 route table'],
  [/\barjun\.csv\b/g, 'Indica’s 2016 route table'],
  [/\b(?:indica-2016\/)?mb_weapons\.csv\b/g, 'Indica’s 2016 list of weapon owners'],
  [/\bindica-doc-samples\.md\b/g, 'the Indica documentation'],
  [/\bwarDay (\d+)/g, 'war day $1'],
  [/\bwarDay\b/g, 'the war day'],
];

export function readerText(note: string): string {
  let text = note;
  for (const [pattern, words] of FILE_WORDS) text = text.replace(pattern, words);
  for (const [field, words] of Object.entries(FIELD_WORDS)) {
    text = text.replace(new RegExp(`\\b${field} is null\\b`, 'g'), `${words} is unknown`);
    text = text.replace(new RegExp(`\\b${field}\\b`, 'g'), words);
  }
  // A note that now starts with a lower-case word (or a quoted one) starts with a capital.
  return text.replace(/^([“"']?)(\p{Ll})/u, (_, quote: string, letter: string) => quote + letter.toUpperCase());
}
