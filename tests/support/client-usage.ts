/**
 * A user's program over the client package: copied into a scratch project that installed the
 * packed tarball, type-checked there (strict), and run by tests/dist/client.test.ts. Every typed
 * call once, each with the documented request it stands for; and type errors that must be errors.
 * (In this repository `indica-client` maps to client/src through tsconfig paths.)
 */
import {
  createClient,
  IndicaError,
  type HymnRow,
  type IndicaClient,
  type Noun,
  type Page,
  type Person,
  type PersonBasic,
  type PersonExpanded,
  type SuktaText,
  type VerseText,
} from 'indica-client';

export { createClient, IndicaError };

/** [the documented request, the typed call that stands for it] for all 41 endpoints. */
export function typedCalls(client: IndicaClient): [string, () => Promise<unknown>][] {
  const { vs, rv, mb } = client;
  return [
    ['/vs/v2/words/shat', () => vs.words('shat')],
    ['/vs/v2/word/Anu', () => vs.word('Anu')],
    ['/vs/v2/descriptions/Horse', () => vs.descriptions('Horse')],
    ['/vs/v2/categories/Plant', () => vs.categories('Plant')],
    ['/rv/v2/meta/book/4', () => rv.book(4)],
    ['/rv/v2/meta/sukta/10/129', () => rv.sukta(10, 129)],
    ['/rv/v2/meta/meter/tup', () => rv.meter('tup')],
    ['/rv/v2/meta/poet/tra', () => rv.poet('tra')],
    ['/rv/v2/meta/poetcategory/Human%20Female', () => rv.poetCategory('Human Female')],
    ['/rv/v2/meta/god/ni', () => rv.god('ni')],
    ['/rv/v2/meta/god/indr/4', () => rv.godInBook('indr', 4)],
    ['/rv/v2/meta/godbypoet/indra/vasishth', () => rv.godByPoet('indra', 'vasishth')],
    ['/rv/v2/meta/poetname/Indra', () => rv.poetName('Indra')],
    ['/rv/v2/meta/godname/agni', () => rv.godName('agni')],
    ['/rv/v2/meta/metername/Ashti', () => rv.meterName('Ashti')],
    ['/rv/v2/meta/godcategory/plant', () => rv.godCategory('plant')],
    [
      '/rv/v2/meta/godcategorybypoetcategory/divine%20male/human%20male',
      () => rv.godCategoryByPoetCategory('divine male', 'human male'),
    ],
    ['/rv/v2/meta/text/10/129', () => rv.suktaText(10, 129)],
    ['/rv/v2/meta/text/3/62/10', () => rv.verseText(3, 62, 10)],
    ['/mb/v2/persons?limit=7&page=3', () => mb.persons.list({ limit: 7, page: 3 })],
    ['/mb/v2/persons/names', () => mb.persons.names()],
    ['/mb/v2/persons/partha?fields=details', () => mb.persons.get('partha', { fields: 'details' })],
    ['/mb/v2/persons/karn/armour', () => mb.persons.armour('karn')],
    [
      '/mb/v2/persons/Arjun/journeys?expand=true&limit=3&page=2',
      () => mb.persons.journeys('Arjun', { expand: true, limit: 3, page: 2 }),
    ],
    ['/mb/v2/explore/partha', () => mb.explore('partha')],
    ['/mb/v2/weapons?limit=13&page=2', () => mb.weapons.list({ limit: 13, page: 2 })],
    ['/mb/v2/weapons/names', () => mb.weapons.names()],
    ['/mb/v2/weapons/brahmastra', () => mb.weapons.get('brahmastra')],
    ['/mb/v2/weapons/Brahmastra/owners?limit=4&page=2', () => mb.weapons.owners('Brahmastra', { limit: 4, page: 2 })],
    [
      '/mb/v2/events?fields=details&expand=true&limit=9&page=4',
      () => mb.events.list({ fields: 'details', expand: true, limit: 9, page: 4 }),
    ],
    ['/mb/v2/events/names', () => mb.events.names()],
    ['/mb/v2/events/dice%20game?fields=full', () => mb.events.get('dice game', { fields: 'full' })],
    ['/mb/v2/clans?limit=20&page=2', () => mb.clans.list({ limit: 20, page: 2 })],
    ['/mb/v2/clans/names', () => mb.clans.names()],
    ['/mb/v2/clans/kaurava', () => mb.clans.get('kaurava')],
    [
      '/mb/v2/journeys?person=bheem&place=girivraj&expand=true',
      () => mb.journeys.list({ person: 'bheem', place: 'girivraj', expand: true }),
    ],
    ['/mb/v2/journeys/names', () => mb.journeys.names()],
    ['/mb/v2/journeys/Jarasandh%20killing?expand=true', () => mb.journeys.get('Jarasandh killing', { expand: true })],
    ['/mb/v2/places?limit=25&page=3', () => mb.places.list({ limit: 25, page: 3 })],
    ['/mb/v2/places/names', () => mb.places.names()],
    ['/mb/v2/places/hastinapura', () => mb.places.get('hastinapura')],
  ];
}

/** Compiles only if the response types are the real ones (never called). */
export async function typesAreReal(client: IndicaClient): Promise<void> {
  const words: Noun[] = await client.vs.words('shat');
  const rows: HymnRow[] = await client.rv.godByPoet('indra', 'vasishth');
  const basic: PersonBasic = await client.mb.persons.get('partha');
  const details: Person = await client.mb.persons.get('partha', { fields: 'details' });
  const expanded: PersonExpanded = await client.mb.persons.get('partha', { fields: 'details', expand: true });
  const page: Page<PersonBasic> = await client.mb.persons.list({ limit: 7, page: 3 });
  const hymn: SuktaText = await client.rv.suktaText(10, 129);
  const gayatri: VerseText = await client.rv.verseText(3, 62, 10);
  const english: string | null = hymn.verses[0].english;
  const paragraph: string = gayatri.commentary[0].text;
  const owners: string[] = (await client.mb.weapons.owners('Brahmastra')).data;
  const death: string = expanded.death[0].personKilledHow;
  // Every typed call takes its own AbortSignal in its options, without changing the answer's type.
  const signal = AbortSignal.timeout(2000);
  const wordsBySignal: Noun[] = await client.vs.words('shat', { signal });
  const detailsBySignal: Person = await client.mb.persons.get('partha', { fields: 'details', signal });
  const namesBySignal: string[] = await client.mb.weapons.names({ signal });
  // @ts-expect-error a signal is an AbortSignal
  await client.rv.book(4, { signal: 'soon' });
  // @ts-expect-error a basic person has no long description
  void basic.longDesc;
  // @ts-expect-error a mandal is a number
  const mandal: string = rows[0].mandal;
  // @ts-expect-error categories are the API's own
  words[0].category = 'vegetable';
  // @ts-expect-error an unexpanded person has no armour
  void details.armour;
  // @ts-expect-error fields takes basic, details or full
  await client.mb.persons.list({ fields: 'everything' });
  // @ts-expect-error a mandal is a number
  await client.rv.book('4');
  // @ts-expect-error a verse's English may be null (a verse the transcription lacks)
  const englishAlways: string = gayatri.english;
  // @ts-expect-error a verse number is a number
  await client.rv.verseText(3, 62, '10');
  try {
    await client.request('/mb/v2/persons?limit=0');
  } catch (error) {
    if (error instanceof IndicaError) {
      const status: number = error.status;
      const message: string = error.body.error;
      void [status, message];
    }
  }
  void [page, owners, death, mandal, english, paragraph, englishAlways, wordsBySignal, detailsBySignal, namesBySignal];
}
