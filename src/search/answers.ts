/**
 * The records that answer a question (question.ts) rather than a name: a person's relation from
 * the relations in their name-shard record ("Gandiv — Arjun's bow", then Arjun), the numbered
 * event a day names (War day 14), and a whole text's front page. Each answer is looked up in the
 * name shards (named.ts) like any name, so it is shown with its own title, type and excerpt.
 * Browser code.
 */
import { deathRecords, namedRecords, nearestNamed, type NamedRecord, type NameLookup } from './named.ts';
import { relationUrl } from './relations.ts';
import { numberedOf, relationOf, textNamed, type RelationQuestion, type TextName } from './question.ts';

/** The record the shards hold for a page, looked up by its name; a bare one if no shard has it. */
async function recordOf(lookup: NameLookup, name: string, url: string, type: string): Promise<NamedRecord> {
  const found = (await namedRecords(lookup, name).catch(() => undefined))?.find((r) => r.url === url);
  return found ?? { url, excerpt: '', meta: { title: name, type } };
}

/** The persons a subject names: as a whole (any spelling, then a near one), else each of its words. */
async function personsNamed(lookup: NameLookup, subject: string): Promise<NamedRecord[]> {
  const persons = (records: readonly NamedRecord[] | undefined) =>
    (records ?? []).filter((r) => r.meta.type === 'person');
  const whole = persons(await namedRecords(lookup, subject));
  if (whole.length) return whole;
  const words = subject.split(' ');
  // a near spelling for one name only: of several words, each is looked up as it stands
  if (words.length < 2) return persons((await nearestNamed(lookup, subject))?.records);
  return (await Promise.all(words.map((w) => namedRecords(lookup, w)))).flatMap((r) => persons(r).slice(0, 1));
}

/**
 * A person's relation: its answers first, each with the line saying why, then the person. The first
 * person of the subject's name who has the relation answers (Krishna the Yadav before Arjun, whom
 * the epic also calls Krishna); several persons (two words, "bheeshma parashuram yuddh") answer
 * with what they share.
 */
export async function relationRecords(lookup: NameLookup, question: RelationQuestion): Promise<NamedRecord[]> {
  const { relation, subject } = question;
  if (relation.means === 'death') return deathRecords(lookup, subject);
  const persons = await personsNamed(lookup, subject);
  const having = persons.filter((p) => p.relations?.[relation.means]?.length);
  if (!having.length) return [];
  const lists = having.map((p) => p.relations![relation.means]);
  const shared = lists[0].filter((name) => lists.every((list) => list.includes(name)));
  const answerers = shared.length && having.length > 1 ? having : having.slice(0, 1);
  const targets = shared.length && having.length > 1 ? shared : lists[0];
  const whose = answerers.map((p) => p.meta.title).join(' and ');
  const answers = await Promise.all(
    targets.map(async (name) => {
      const record = await recordOf(lookup, name, relationUrl(relation.kind, name), relation.kind);
      return { ...record, meta: { ...record.meta, answer: `${name} — ${whose}’s ${relation.label}` } };
    }),
  );
  return [...answers, ...answerers];
}

/** The numbered event a query names ("the fifth day" → War day 5), from the records of the series. */
export async function numberedRecords(lookup: NameLookup, text: string): Promise<NamedRecord[]> {
  const asked = numberedOf(text);
  if (!asked) return [];
  const title = `${asked.series} ${asked.n}`;
  const records = (await namedRecords(lookup, asked.series).catch(() => undefined)) ?? [];
  return records.filter((r) => r.meta.title === title);
}

/** A whole text's front page as a result. */
export const textRecord = (text: TextName): NamedRecord => ({
  url: text.url,
  excerpt: text.excerpt,
  meta: { title: text.title, type: 'text' },
});

/**
 * What a query asks besides a name, answered. `first`: a text's front page or a numbered event,
 * shown before any record the query names; `unnamed`: a person's relation, shown only when the
 * query as a whole names no record ("Bheem's mace" is a weapon's own name, "sudarshan chakra" a
 * weapon's alias). Both are asked at once, beside the name lookup. `relation` is false where the
 * query was read otherwise (a death, a verse number).
 */
export async function answerRecords(
  lookup: NameLookup,
  text: string,
  relation = true,
): Promise<{ first: NamedRecord[]; unnamed: NamedRecord[] }> {
  const named = textNamed(text);
  if (named) return { first: [textRecord(named)], unnamed: [] };
  const numbered = await numberedRecords(lookup, text);
  if (numbered.length) return { first: numbered, unnamed: [] };
  const question = relation ? relationOf(text) : undefined;
  return { first: [], unnamed: question ? await relationRecords(lookup, question).catch(() => []) : [] };
}
