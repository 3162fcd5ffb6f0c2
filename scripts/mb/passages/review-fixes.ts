/**
 * The review's fixes (issue 23, data 1.3.0). Every citation of weapons, places, clans and panoplies,
 * every Ganguli citation and every critical-edition citation of a death was read against its record
 * and its source: the Cultural Index's text, the critical edition's text and Ganguli's transcription
 * (public copies, read, not copied). Where one only named the record (the generated "first verse the
 * Cultural Index cites", an epithet, a catalogue, a whole parvan), was another thing's entry, a
 * misprint or a wrongly numbered section, the verses or section that tell it replace it. Each fix
 * names the citation it `replaces` (scripts/mb/prune-citations.ts drops it, or corrects it `to` the
 * right entry) and gives as `basis` the clause or verse it rests on; `cite: []` only drops. No
 * reference comes from memory.
 */
import type { Citation } from '../../../src/apis/mb/schema.ts';
import type { Passage, PassageTable } from './table.ts';

export interface ReviewFix {
  kind: 'weapons' | 'places' | 'clans' | 'panoplies' | 'persons' | 'events' | 'journeys' | 'deaths';
  record: string;
  /** the citation the fix drops; none when it only adds (the cited reference stays) */
  replaces?: Pick<Citation, 'work' | 'ref'> & { entry?: number };
  /** the right entry of the same index, when the citation named the wrong one */
  to?: { ref: string; entry?: number };
  verdict: 'weak' | 'does not support';
  why: string;
  cite: Citation[];
  basis: string;
}

export const REVIEW_FIXES: ReviewFix[] = [
  {
    kind: 'weapons',
    record: 'Agneyastra',
    replaces: { work: 'critical-edition', ref: '5.140.6' },
    verdict: 'weak',
    why: 'CE 5.140.6 only names the fire missile (as Āgni, with the Māruta) among those Arjuna was to use in the war (ubhe caivāgnimārute); none of the record’s uses or its line of teachers is told there.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.158.28-29',
        note: 'Arjun burns the gandharva Chitrarath’s chariot with the fire missile',
      },
      {
        work: 'critical-edition',
        ref: '7.172.16-27',
        note: 'Ashwatthama looses it on the Pandav army and it rains burning arrows',
      },
      { work: 'critical-edition', ref: '7.73.46', note: 'Satyaki meets Dron’s fire missile with the Varunastra' },
    ],
    basis:
      'Āgneyāstra 1: "Arjuna used it against Gandharva Aṅgāraparṇa; when released, it burnt down the excellent chariot of Aṅgāraparṇa ... 1. 158. 28, 29, 37"; "(iv) Aśvatthāman used it against Arjuna; when released, it produced a shower of arrows ... the god Fire burnt the army like the Saṃvartaka fire at the end of the aeon 7. 172. 16-27"; "(ii) used by Droṇa against Yuyudhāna (Sātyaki); this was combated by Sātyaki with Vāruṇāstra 7. 73. 46"',
  },
  {
    kind: 'weapons',
    record: 'Aindrastra',
    replaces: { work: 'critical-edition', ref: '7.166.2' },
    verdict: 'weak',
    why: 'CE 7.166.2 is a catalogue of the divine missiles Droṇa knew (the index cites it only to say Droṇa knew the Aindra); Arjuna’s uses of the missile, the record’s matter, are not there.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.168.2',
        note: 'Arjun smashes the rocks the Nivatkavach demons rain on him with Indra’s missile',
      },
      { work: 'critical-edition', ref: '4.58.8-9', note: 'In the cattle raid Arjun looses it at Krip, Karn and Dron' },
      { work: 'critical-edition', ref: '8.66.48-50', note: 'Arjun meets Karn’s Brahmastra with it in their last duel' },
    ],
    basis:
      'Aindrāstra: "when Arjuna was attacked by the Nīvātakavacas with showers of huge rocks, Arjuna released it (Indrāstra) and the vajra-like arrows ... pounded the rocks hurled by the enemies to pieces by hundreds 3. 168. 2"; "During the cattle raid, when Arjuna was attacked by Kṛpa, Karṇa and Droṇa with heavenly missiles, Arjuna released the Aindra astra 4. 58. 8-9"; "(v) used by Arjuna to combat Karṇa’s Brahmāstra 8. 66. 48-50"',
  },
  {
    kind: 'weapons',
    record: 'Ajagav',
    replaces: { work: 'critical-edition', ref: '3.126.27' },
    verdict: 'weak',
    why: 'The index cites 3.126.27 only in a doubtful aside on Indra’s part in Māndhātṛ’s birth (’from Indra ? 3. 126. 27, 29, 32’); the bow coming to Māndhātṛ is at 3.126.31.',
    cite: [
      { work: 'critical-edition', ref: '3.126.31', note: 'The bow Ajagav comes to the newborn Mandhata by a miracle' },
    ],
    basis:
      'Ājagava 1: "Name of the bow of king Māndhātṛ. He received it miraculously soon after his birth (from Indra ? 3. 126. 27, 29, 32) 3. 126. 31."',
  },
  {
    kind: 'weapons',
    record: 'Anjalik',
    replaces: { work: 'sorensen', ref: 'Arjuna', entry: 2 },
    verdict: 'does not support',
    why: 'Sörensen Arjuna 2 says only that Arjuna is a Pāṇḍava and went to the northern region; the Añjalika arrow and Karṇa’s death are not in it.',
    cite: [],
    basis:
      'The record already cites CE 8.67, where the index places the arrow (Mahāstra: ’employed by Arjuna on his Añjalika arrow (8. 67. 16)’; Pināka 1: ’Arjuna’s Añjalika arrow with which he killed Karṇa ... 8. 67. 18’).',
  },
  {
    kind: 'weapons',
    record: 'Antardhan',
    replaces: { work: 'critical-edition', ref: '1.125.18' },
    verdict: 'weak',
    why: 'CE 1.125.18 is the opening of Arjuna’s display of the skill Droṇa taught him (ācāryād astralāghavam); the vanishing missile itself is used at 1.125.20.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.125.20',
        note: 'At the display of arms in Hastinapur Arjun makes himself invisible with the missile',
      },
    ],
    basis:
      'Antardhāna 1: "While displaying his skill in the use of the missiles taught to him by Droṇa (ācāryād astralāghavam 1. 125. 18), Arjuna made himself invisible by employing this missile (antardhānena cāstreṇa punar antarhito ’bhavat) 1. 125. 20."',
  },
  {
    kind: 'weapons',
    record: 'Ashani',
    replaces: { work: 'sorensen', ref: 'Ghaṭotkaca' },
    verdict: 'does not support',
    why: 'Sörensen Ghaṭotkaca gives his parents and mentions ’a divine weapon given by Devarāja’ (Indra’s spear that killed him), not the Aśani; Ghaṭotkaca hurling the thunderbolt at Karṇa is not in it.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.150.90-93',
        note: 'Ghatotkach hurls the eight-wheeled Ashani at Karn, who catches it and throws it back, burning Ghatotkach’s chariot',
      },
    ],
    basis:
      'Aśani (Addenda to section 1.2, p. 159): "A missile created by god Rudra (rudranirmitā) 7. 150. 90 ... having eight wheels (aṣṭacakrā) 7. 150. 90; Ghaṭotkaca hurled this Aśani at Karṇa; Karṇa put his bow down in the chariot, jumped down, and grasped the Aśani in his hand; he hurled it back at Ghaṭotkaca ... the Aśani burnt to ashes the chariot of Ghaṭotkaca together with the horses, the flagstaff and the charioteer; the gods ... praised him ... 7. 150. 90-93."',
  },
  {
    kind: 'weapons',
    record: 'Asi',
    replaces: { work: 'sorensen', ref: 'Droṇa', entry: 1 },
    verdict: 'does not support',
    why: 'Sörensen Droṇa 1 gives his parentage, family and pupils; the sword and its line of holders are not in it.',
    cite: [],
    basis:
      'The record already cites CE 12.160, the chapter of the sword’s origin (Cultural Index Khaḍgasādhana: ’the origin of the sword was narrated by Bhīṣma, lying on the bed of arrows, to Nakula ... 12. 160. 1, 8, 9’).',
  },
  {
    kind: 'weapons',
    record: 'Asi',
    replaces: { work: 'sorensen', ref: 'Kṛpa', entry: 1 },
    verdict: 'does not support',
    why: 'Sörensen Kṛpa 1 tells his birth in a clump of reeds from Śaradvat’s seed; the sword is not in it.',
    cite: [],
    basis: 'The record already cites CE 12.160, which tells the sword’s origin and descent.',
  },
  {
    kind: 'weapons',
    record: 'Astramaya',
    replaces: { work: 'sorensen', ref: 'Arjuna', entry: 2 },
    verdict: 'does not support',
    why: 'Sörensen Arjuna 2 says only that Arjuna is a Pāṇḍava and went to the northern region; the Astramāyā and the Nivātakavacas are not in it.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.168.24-25',
        note: 'Arjun’s Astramaya scatters the darkness, confuses the Nivatkavach demons and undoes their sorcery',
      },
    ],
    basis:
      'Astramāyā (Addenda to section 1.2, p. 159): "It was used by Arjuna to defeat the purpose of the rain of fire, gushes of wind, and shower of rocks simultaneously produced by the Nivātakavacas using their māyās 3. 168. 11-13; Arjuna’s use of Astramāyā removed the darkness, confused the enemies and produced results for the benefit of the gods ... 3. 168. 24-25."',
  },
  {
    kind: 'weapons',
    record: 'Brahmashir',
    replaces: { work: 'critical-edition', ref: '10.15.21' },
    verdict: 'weak',
    why: 'The index cites 10.15.21 for a naming remark (the missile ’once called brahmāstra’) and for Vyāsa’s word that Arjuna, having it, never strayed from a warrior’s rules; the duel of the two missiles, their withdrawal and the turn on the unborn are told elsewhere.',
    cite: [
      {
        work: 'critical-edition',
        ref: '10.14.4-6',
        note: 'Arjun looses his Brahmashir to quench Ashwatthama’s missile',
      },
      {
        work: 'critical-edition',
        ref: '10.15.1-15',
        note: 'When Narad and Vyas stand between the two fires Arjun calls his missile back; Ashwatthama cannot',
      },
      {
        work: 'critical-edition',
        ref: '10.15.31-32',
        note: 'Ashwatthama turns his missile on the unborn children of the Pandavs',
      },
    ],
    basis:
      'Brahmaśiras 1: "he released Brahmaśiras, wishing welfare, and saying ‘may the missile pacify (Aśvatthāman’s) missile’ ... 10. 14. 4-6"; "in response to their appeal, Arjuna immediately withdrew his Brahmaśiras; but Aśvatthāman could not 10. 15. 1-15"; "Aśvatthāman then directed his missile towards the foetus of the Pāṇḍavas 10. 15. 31, 32"',
  },
  {
    kind: 'weapons',
    record: 'Gandiv',
    replaces: { work: 'critical-edition', ref: '5.96.19' },
    verdict: 'weak',
    why: 'CE 5.96.19 is cited for the etymology of the name (gāṇḍīmaya) and says only that the bow lay guarded in Varuṇa’s world; the making, the line of holders, Agni’s gift, the vow and the return to Varuṇa are not there.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.216.3-4',
        note: 'At the burning of Khandav Agni asks Varuna to give Gandiv to Arjun',
      },
      {
        work: 'critical-edition',
        ref: '4.38.39-41',
        note: 'Brahma, Prajapati, Indra, Soma and Varuna held the bow in turn before Arjun',
      },
      {
        work: 'critical-edition',
        ref: '17.1.39-40',
        note: 'On the last journey Arjun gives the bow back to the waters for Varuna',
      },
    ],
    basis:
      'Gāṇḍīva: "at the time of burning the Khāṇḍava forest, Agni asked Varuṇa to give Gāṇḍīva ... to Arjuna ... Varuṇa agreed to Agni’s request 1. 216. 3-4"; "Brahman first held it for 1000 years, and then it was held successively by Prajāpati ... by Śakra ... by Soma ... by Varuṇa for 100 years, and ... it was with Arjuna for 65 years 4. 38. 39-41"; "Agni ... asked Arjuna to abandon the bow ... Arjuna dropped the bow and the quivers into the water 17. 1. 32, 36-37, 39-40"',
  },
  {
    kind: 'weapons',
    record: 'Kauberastra',
    replaces: { work: 'sorensen', ref: 'Arjuna', entry: 2 },
    verdict: 'does not support',
    why: 'Sörensen Arjuna 2 says only that Arjuna is a Pāṇḍava and went to the northern region; Kubera’s missile is not in it.',
    cite: [
      {
        work: 'critical-edition',
        ref: '12.5.13-14',
        note: 'Arjun is named as having received Kuber’s missile from Kuber himself',
      },
    ],
    basis:
      'Kaubera astra (Addenda to section 1.2, p. 161): "Arjuna had received this heavenly missile from Kubera 12. 5. 13-14". (The entry refers to Antardhāna 2, where Kubera gives Arjuna his dear missile in the Himalayas, ’hence this heavenly missile called kaubera astra’ 3. 42. 33-34; that verse would tell the gift more fully, but it is given under Antardhāna.)',
  },
  {
    kind: 'weapons',
    record: 'Kauberastra',
    replaces: { work: 'sorensen', ref: 'Bhīṣma', entry: 1 },
    verdict: 'does not support',
    why: 'Sörensen Bhīṣma 1 tells his ten days of fighting, his origin and his ascent to heaven; Kubera’s missile and the cattle raid are not in it.',
    cite: [
      {
        work: 'critical-edition',
        ref: '4.59.21',
        note: 'Bheeshma and Arjun use Kuber’s missile against each other in the cattle raid',
      },
    ],
    basis:
      'Kaubera astra (Addenda to section 1.2, p. 161): "both Bhīṣma and Arjuna used it against each other at the time of the cattle-raid 4. 59. 21."',
  },
  {
    kind: 'weapons',
    record: 'Narayanastra',
    replaces: { work: 'critical-edition', ref: '1.1.145' },
    verdict: 'weak',
    why: 'CE 1.1.145 is Dhṛtarāṣṭra’s summary lament in the opening chapter that the Nārāyaṇa missile was loosed in vain; the gift, the release, Kṛṣṇa’s counsel and Bhīma’s resistance are told in 7.166-171.',
    cite: [
      { work: 'critical-edition', ref: '7.166.43-44', note: 'Narayan, appearing as a brahmin, gives Dron the missile' },
      { work: 'critical-edition', ref: '7.166.60', note: 'After Dron’s death Ashwatthama touches water and looses it' },
      {
        work: 'critical-edition',
        ref: '7.170.38-42',
        note: 'Krishna tells the Pandav warriors to lay down their weapons and get down from their chariots',
      },
    ],
    basis:
      'Nārāyaṇāstra: "Droṇa received the Nārāyaṇāstra as a boon from Nārāyaṇa himself who appeared before him in the form of a Brāhmaṇa 7. 166. 43-44"; "To use it, Aśvatthāman touched water and produced the divine missile ... 7. 166. 60"; "to combat it successfully Kṛṣṇa advised the warriors to lay down arms and get down from their chariots and mounts 7. 170. 38-42"',
  },
  {
    kind: 'weapons',
    record: 'Nartan',
    replaces: { work: 'critical-edition', ref: '5.94.3' },
    verdict: 'does not support',
    why: '5.94.3 is a misprint in the index: the Nartana entry (p. 109, col. 1) prints ’5. 94. 3’, and the Addenda correct it (’p. 109. 1. 24 read 5. 94. 38’). CE 5.94.3 is only where Rāma Jāmadagnya begins to address the Kuru assembly (the index’s Kuru entry); the eight missiles are named at 5.94.38.',
    cite: [],
    basis:
      'Addenda to section 1.2: "p. 109. 1. 24 read 5. 94. 38." The record already cites 5.94.38-40, which tells it.',
  },
  {
    kind: 'weapons',
    record: 'Paash',
    replaces: { work: 'critical-edition', ref: '1.218.31' },
    verdict: 'weak',
    why: 'The index cites 1.218.31 for the singular pāśa: Varuṇa taking up his noose with the other gods at the Khāṇḍava fire. The record says nothing of Khāṇḍava; its matter (the demons bound, the liars bound, the gift to Arjuna) is elsewhere.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.42.27-30',
        note: 'In the Himalayas Varuna gives Arjun his nooses with the secret of loosening them',
      },
      { work: 'critical-edition', ref: '2.61.67-68', note: 'Varuna binds a liar with his thousand nooses' },
      {
        work: 'critical-edition',
        ref: '13.61.72',
        note: 'One who breaks his promise of a gift is bound by Varuna’s nooses',
      },
    ],
    basis:
      'Pāśa: "Arjuna received from Varuṇa the pāśas along with the secret of withdrawing them ... if Arjuna used them on his stretched bow, even Antaka could not get rid of them ... 3. 42. 27, 29, 30" and "Varuṇa bound thousands of Daityas with them in the fight with Tārakāsura 3. 42. 28"; "Varuṇa has one thousand pāśas with which he binds a liar ... 2. 61. 67-68"; "one who does not give what he has promised to give ... is bound by the pāśas of Varuṇa 13. 61. 72"',
  },
  {
    kind: 'weapons',
    record: 'Panchajanya',
    replaces: { work: 'critical-edition', ref: '1.19.3' },
    verdict: 'does not support',
    why: 'The index cites 1.19.3 only for the word ’ocean’ (samudra) in the description of the ocean; the conch itself is named as born of it at 1.19.10. Nothing of Pāñcajanya, Pañcajana or Kṛṣṇa’s blowing it is at 1.19.3.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.10.19-20',
        note: 'Krishna kills the demon Panchajan under the sea and takes his conch',
      },
      {
        work: 'critical-edition',
        ref: '6.23.15',
        note: 'Krishna blows it as the two armies face each other on the first day',
      },
      {
        work: 'critical-edition',
        ref: '7.56.36',
        note: 'Krishna tells Daruk to bring the chariot when he hears the conch',
      },
    ],
    basis:
      'Pāñcajanya: "It belonged to the demon (?) Pañcajana residing in Pātāla; after conquering Varuṇa in the waters of the ocean, Kṛṣṇa killed Pañcajana and obtained the conch from him 7. 10. 19-20"; "(ii) when the two armies were arrayed against each other, ready to fight, Kṛṣṇa and Arjuna blew their conches 6. 1. 17; 6. 23. 15"; "Kṛṣṇa had told Dāruka, his charioteer, that when he heard the sound of Pāñcajanya he was to rush to the battle-field driving Kṛṣṇa’s chariot ... 7. 56. 36"',
  },
  {
    kind: 'weapons',
    record: 'Pinaka',
    replaces: { work: 'critical-edition', ref: '6.58.58' },
    verdict: 'weak',
    why: 'CE 6.58.58 is a simile: Bhīma’s mace likened to the Pināka of Rudra who killed cattle with it. Śiva’s bow, his name Pinākin and the bent trident of the Śānti Parva are not told there.',
    cite: [
      {
        work: 'critical-edition',
        ref: '12.278.18-19',
        note: 'Shiva bends his trident to catch the sage Ushanas and names it Pinaka',
      },
      {
        work: 'critical-edition',
        ref: '13.127.48',
        note: 'Shiva tells Uma that he bears the Pinaka for the gods’ purposes',
      },
    ],
    basis:
      'Pināka 1: "Śiva then bent the śūla to get Uśanas into his hand; the śūla, bent by the hand (pāṇi), was called by Śiva ‘pināka’ ... 12. 278. 18-19"; "Śiva told Umā that he held Pināka to accomplish the objectives of the gods 13. 127. 48"',
  },
  {
    kind: 'weapons',
    record: 'Rudrastra',
    replaces: { work: 'critical-edition', ref: '12.5.13-14' },
    verdict: 'weak',
    why: 'CE 12.5.13-14 is a catalogue of the missiles Arjuna received from the gods (the index cites it for the epithet ’heavenly’ and the gift); the record’s matter, the missile loosed on the Pauloma and Kālakeya demons and Aśvatthāman’s use, is not there.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.170.38-39',
        note: 'Arjun bows to Rudra, charges his arrow with the missile and sees a blazing three-headed figure',
      },
      {
        work: 'critical-edition',
        ref: '3.170.42-51',
        note: 'Countless fearsome creatures pour out of it and destroy the Paulom and Kalakey demons',
      },
      {
        work: 'critical-edition',
        ref: '10.8.31-32',
        note: 'In the night raid Ashwatthama kills Dhrishtadyumna’s followers with it',
      },
    ],
    basis:
      'Rudrāstra: "he bowed to Rudra and employed the great Raudra missile on his arrow ... he then saw a man having three heads, nine eyes ... 3. 170. 38-39"; "when the missile was next actually released ... thousands of different shapes ... came out from the missile ... when the demons were killed by the Raudrāstra, Arjuna bowed down to Tripuraghna (Śiva) once again 3. 170. 42-51"; "(ii) Aśvatthāman killed the followers of Dhṛṣṭadyumna who surrounded him after he killed Dhṛṣṭadyumna at night in the camp of the Pāṇḍavas 10. 8. 31-32"',
  },
  {
    kind: 'weapons',
    record: 'Sadhyastra',
    replaces: { work: 'critical-edition', ref: '3.164.29-30' },
    verdict: 'weak',
    why: 'CE 3.164.29-30 is Indra’s list of the gods’ missiles Arjuna was to learn in heaven; the Sādhyas’ agreeing to teach him, which the record tells, is at 3.164.49-50.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.164.49-50',
        note: 'In Indra’s heaven the Sadhyas agree to teach Arjun their missile',
      },
    ],
    basis:
      'Sādhya (astra): "Arjuna was to learn it after reaching the residence of Indra 3. 164. 29-30; the Sādhyas agree to teach it to him 3. 164. 49-50."',
  },
  {
    kind: 'weapons',
    record: 'Saumyastra',
    replaces: { work: 'critical-edition', ref: '6.116.38' },
    verdict: 'weak',
    why: 'CE 6.116.38 is Bhīṣma’s list of the divine missiles only Arjuna knew (cited for the epithet ’heavenly’): a catalogue mention and a side remark of the record; the record’s matter, the missile used on the Gandharvas, is at 3.234.17-18.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.234.17-18',
        note: 'Arjun uses it against the gandharvas who had captured Duryodhan, and they feel burnt by his arrows',
      },
    ],
    basis:
      'Saumya astra: "used by Arjuna against the Gandharvas, who had captured the Kauravas, to ward off the showers of arrows released by them; the Gandharvas felt burnt by the arrows (dahyamānāḥ) of Arjuna 3. 234. 17-18"',
  },
  {
    kind: 'weapons',
    record: 'Savitrastra',
    replaces: { work: 'critical-edition', ref: '6.116.38' },
    verdict: 'weak',
    why: 'CE 6.116.38 is Bhīṣma’s list of the divine missiles only Arjuna knew (cited for the epithet ’heavenly’); the record’s event, Droṇa loosing it at Yudhiṣṭhira, is at 7.132.29-30.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.132.29-30',
        note: 'Dron looses it at Yudhishthir to kill him and Yudhishthir beats it off',
      },
    ],
    basis:
      'Sāvitra (astra): "Droṇa employed it (as also other missiles) against Yudhiṣṭhira in order to kill him (jighāṃsuḥ) 7. 132. 29; Yudhiṣṭhira defeated it by the use of the same (?) missile ... 7. 132. 30"',
  },
  {
    kind: 'weapons',
    record: 'Shakti',
    replaces: { work: 'critical-edition', ref: '3.294.34' },
    verdict: 'weak',
    why: 'The index cites 3.294.34 for the epithet vāsavī; the verse is Karṇa’s promise to loose the spear only in great danger, a detail the record does not tell. Sūrya’s warning, Indra’s condition and the killing of Ghaṭotkaca are elsewhere.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.286.14-15',
        note: 'Surya tells Karn to ask Indra for his unfailing spear in exchange for the armour and earrings',
      },
      {
        work: 'critical-edition',
        ref: '3.294.23-25',
        note: 'Indra gives the spear on condition that in Karn’s hands it kills one enemy and returns to him',
      },
      {
        work: 'critical-edition',
        ref: '7.154.48-59',
        note: 'Karn hurls it at Ghatotkach; it pierces his chest and rises back into the sky',
      },
    ],
    basis:
      'Śakti 1: "God Sūrya advised Karṇa to obtain from Indra his unfailing Śakti in exchange for (niyamena) the armour (kavaca) and the ear-rings (kuṇḍalas) ... 3. 286. 14-15"; "Indra agreed to part with his Śakti under the stipulation that ... when it reached Karṇa it would kill only one ... enemy of Karṇa and return, not to Karṇa, but to Indra ... 3. 294. 23-25"; "the released Śakti first burnt the māyā of Ghaṭotkaca, and then broke open deeply the chest of Ghaṭotkaca and went up in the sky ... Ghaṭotkaca, with his vitals pierced by the Śakti, was killed 7. 154. 48-59"',
  },
  {
    kind: 'weapons',
    record: 'Shool',
    replaces: { work: 'critical-edition', ref: '13.14.131' },
    verdict: 'weak',
    why: 'CE 13.14.131 is the verse of Upamanyu’s vision that names the Śūla among Śiva’s missiles in bodily form; neither its power to split the earth nor Arjuna’s vision after Droṇa’s death is there. (An earlier review, seed 4510, judged it the same way.)',
    cite: [
      {
        work: 'critical-edition',
        ref: '13.14.132',
        note: 'Loosed by Shiva, the trident could split the earth or dry up the ocean',
      },
      {
        work: 'critical-edition',
        ref: '7.173.3-10',
        note: 'Arjun tells Vyas of a blazing figure with a raised trident who burnt his enemies before him; Vyas says it was Shiva',
      },
    ],
    basis:
      'Śūla: "If released by Śūlapāṇi (Śiva) it was capable of tearing open the whole earth, or dry up the great ocean, or destroy the entire world 13. 14. 132"; "Arjuna told Vyāsa, after the death of Droṇa, that ... he saw an excellent person ... moving in front of him with his raised burning Śūla ... Vyāsa told Arjuna that the excellent person was none else but Śaṅkara with his Śūla 7. 173. 3-10"',
  },
  {
    kind: 'weapons',
    record: 'Sudarshan chakra',
    replaces: { work: 'critical-edition', ref: '1.216.28' },
    verdict: 'weak',
    why: 'The index cites 1.216.28 for the word astra; the verse is Arjuna’s remark that Kṛṣṇa, holding the discus, could conquer anything. The gift itself (1.216.21-24) and the record’s uses of the discus are not in it.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.216.21-24',
        note: 'At Agni’s request Varuna gives Krishna the discus, which kills and returns to his hand',
      },
      { work: 'critical-edition', ref: '2.42.21', note: 'Krishna cuts off Shishupal’s head with it at the Rajasuya' },
      {
        work: 'critical-edition',
        ref: '3.23.28-36',
        note: 'Krishna splits Shalwa’s flying city Saubh in two with it and then kills Shalwa',
      },
    ],
    basis:
      'Sudarśana cakra: "Varuṇa agreed to Agni’s request (1. 216. 4) and gave the Cakra ... to Kṛṣṇa ... whenever Kṛṣṇa hurled in battle the Cakra against his enemies, it would kill the enemy without resistance and return to Kṛṣṇa’s hand 1. 216. 21-24"; "Enraged Kṛṣṇa cut off the head of Śiśupāla with Cakra at the time of the Rājasūya 2. 42. 21"; "the missile cut into two the Saubha town in the middle ... the discuss instantly cut Śālva into two ... 3. 23. 28-36"',
  },
  {
    kind: 'weapons',
    record: 'Vaishnavastra',
    replaces: { work: 'critical-edition', ref: '3.164.30' },
    verdict: 'weak',
    why: 'The index cites 3.164.30 for the plural use of the name: Indra’s list of the Vaiṣṇava and other missiles Arjuna was to learn in heaven. That is only the record’s last sentence; Viṣṇu’s gift to Naraka and Bhagadatta’s goad are at 7.28.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.28.16-18',
        note: 'Bhagadatta hurls his goad charged with the missile at Arjun; Krishna takes it on his chest, where it becomes the Vaijayanti garland',
      },
      {
        work: 'critical-edition',
        ref: '7.28.26-33',
        note: 'At the Earth’s request Vishnu gave the missile to her son Narak, and from him it passed to Bhagadatta',
      },
    ],
    basis:
      'Vaiṣṇavāstra: "Bhagadatta, wishing to release the Vaiṣṇavāstra (udīrayan) recited mantras (abhimantrya) on his hook (aṅkuśa) and hurled it aiming it on Arjuna’s chest; Kṛṣṇa covered Arjuna and received the missile on his chest, where it turned into the garland Vaijayantī 7. 28. 16-18"; "Earth ... asked for her son Naraka the following boon ... accordingly Viṣṇu gave the missile to Naraka ... from Naraka, the missile went to Prāgjyotiṣa (Bhagadatta) 7. 28. 26-33"',
  },
  {
    kind: 'weapons',
    record: 'Vajra',
    replaces: { work: 'critical-edition', ref: '4.2.13' },
    verdict: 'weak',
    why: 'The index cites 4.2.13 only for a grammatical point (vajra used as a masculine); nothing of the record (Dadhīca’s bones, Vṛtra, Viśvarūpa, Arjuna’s Vajra missile) is told there.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.98.22',
        note: 'Tvashta fashions the Vajra from the bones of the sage Dadhichi',
      },
      { work: 'critical-edition', ref: '3.99.1-3', note: 'Indra kills Vritra with the Vajra' },
      {
        work: 'critical-edition',
        ref: '3.169.12-17',
        note: 'Against the Nivatkavach demons the Vajra missile turns Arjun’s iron arrows into thunderbolts',
      },
    ],
    basis:
      'Vajra 1: "when the gods received the bones of Dadhīca, they took them to Tvaṣṭṛ and asked him to fashion a Vajra out of the bones; Tvaṣṭṛ ... was glad to fashion the Vajra which he did with great effort (prayatnāt) 3. 98. 22"; "Indra released his Vajra to kill Vṛtra; when struck by the Vajra, Vṛtra was killed 3. 99. 1-3, 13-14"; "the arrows, propelled by the Vajra and which had themselves become Vajra-like ... pierced the māyās of the demons and the demons themselves ... 3. 169. 12-17"',
  },
  {
    kind: 'weapons',
    record: 'Varunastra',
    replaces: { work: 'critical-edition', ref: '5.181.13' },
    verdict: 'weak',
    why: 'The index cites 5.181.13 only for the epithet ’heavenly’; Paraśurāma’s quenching of Bhīṣma’s fire missile is given at 5.181.12, and the record’s other uses elsewhere.',
    cite: [
      { work: 'critical-edition', ref: '7.73.46', note: 'Satyaki puts out Dron’s fire missile with the Varunastra' },
      { work: 'critical-edition', ref: '5.181.12', note: 'Parashuram quenches Bheeshma’s fire missile with it' },
      {
        work: 'critical-edition',
        ref: '8.67.10',
        note: 'Karn douses the fire of Arjun’s missile with it and clouds darken the sky',
      },
    ],
    basis:
      'Vāruṇāstra: "(iii) Sātyaki employed the Vāruṇa astra to pacify the Āgneya astra, used by Droṇa ... 7. 73. 46, 48"; "used by Rāma Jāmadagnya against Bhīṣma to repulse his Āgneya astra 5. 181. 12"; "(v) Karṇa used this missile to extinguish the fire caused by the Astra of Jātavedas (Āgneyāstra) employed by Arjuna 8. 67. 10"',
  },
  {
    kind: 'weapons',
    record: 'Vayavyastra',
    replaces: { work: 'critical-edition', ref: '1.225.12' },
    verdict: 'weak',
    why: 'The index cites 1.225.12 for the plural vāyavyāni: Indra’s promise, after Khāṇḍava, of the divine missiles once Arjuna has pleased Mahādeva. None of the record’s uses of the wind missile is there.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.218.15',
        note: 'At the burning of Khandav Arjun drives off Indra’s storm clouds with the wind missile',
      },
      { work: 'critical-edition', ref: '7.18.17-23', note: 'The wind carries the Samshaptakas away like dry leaves' },
      {
        work: 'critical-edition',
        ref: '6.98.18-20',
        note: 'Arjun looses it on the Trigarts and Dron calms the wind with the Shailastra',
      },
    ],
    basis:
      'Vāyavyāstra: "Arjuna used it by reciting mantras (abhimantrya) to dispel the clouds and the lightning created by Vāyu and Indra at the time of burning the Khāṇḍava forest 1. 218. 15"; "god Vāyu carried away the Saṃśaptakas together with their horses, elephants, chariots and weapons like dried leaves ... 7. 18. 17-23"; "(i) by Arjuna, agaisnt the Trigartas; noticing its employment, Droṇa repelled it with the Śaila astra 6. 98. 18-20"',
  },
  {
    kind: 'weapons',
    record: 'Yamadand',
    replaces: { work: 'cultural-index', ref: '1.2, Yamadaṇḍa' },
    verdict: 'weak',
    why: 'The Yamadaṇḍa entry is this weapon but says only ’Name of the missile specially related to Yama. [See Daṇḍa, Yāmya astra]’: no fact of the record and no verse.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.42.23-24',
        note: 'In the Himalayas Yama gives Arjun his irresistible staff with its mantras and the rules for loosing and recalling it',
      },
    ],
    basis:
      'The Yamadaṇḍa entry has no text beyond its cross-reference to Daṇḍa, which says: "it was Yama who gave his irresistible (aprativāraṇa) Daṇḍa to Arjuna with proper rites (vidhivat), together with the mantras (samantram) ... its release (samokṣam), and withdrawal (sanivartanam) ... 3. 42. 23-24"',
  },
  {
    kind: 'weapons',
    record: 'Yamadand',
    replaces: { work: 'critical-edition', ref: '1.214' },
    verdict: 'weak',
    why: 'The range 1.214–225 is the whole Khāṇḍava episode; the staff appears in it only in the catalogue of the gods taking up their weapons (Yama with his kāladaṇḍa, 1.218.31), and the ref does not point there. The gift to Arjuna is not in the range.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.218.31',
        note: 'Yama takes up his staff with the other gods to fight Krishna and Arjun at the burning of Khandav',
      },
    ],
    basis:
      'Daṇḍa (to which the Yamadaṇḍa entry refers): "Yama held it (kāladaṇḍa) when he wished to fight with Kṛṣṇa and Arjuna at the time of the Khāṇḍava fire 1. 218. 31, 37"',
  },
  {
    kind: 'weapons',
    record: 'Yamastra',
    replaces: { work: 'critical-edition', ref: '12.5.14' },
    verdict: 'weak',
    why: 'The index cites 12.5.14 for the epithet ’heavenly’; 12.5.13-14 is a catalogue of the missiles Arjuna received from the gods. The record’s uses of the missile (the cattle raid, Droṇa against Yudhiṣṭhira) are elsewhere.',
    cite: [
      {
        work: 'critical-edition',
        ref: '4.59.21',
        note: 'Bheeshma and Arjun use Yama’s missile against each other in the cattle raid',
      },
      {
        work: 'critical-edition',
        ref: '7.132.29-30',
        note: 'Dron looses it at Yudhishthir to kill him and Yudhishthir beats it off',
      },
    ],
    basis:
      'Yāmya astra: "Droṇa used it agaisnt Yudhiṣṭhira in order to kill him (jighāṃsuḥ) but Yudhiṣṭhira repelled it apparently by using the same missile 7. 132. 29-30; Bhīṣma and Arjuna used it against each other at the time of the cattle-raid 4. 59. 21."',
  },
  {
    kind: 'weapons',
    record: "Bheem's mace",
    replaces: { work: 'cultural-index', ref: '1.2, Devadatta' },
    verdict: 'does not support',
    why: 'Cultural Index Devadatta is Arjuna’s conch: it tells that Maya brought the conch from Bindusaras (2.3.7, 16, 18), nothing of the mace of Vṛṣaparvan or of Bhīma.',
    cite: [],
    basis:
      'The record already has CE 2.3 and Ganguli Sabha Parva, Section 3 (Maya’s errand to Bindusaras, where the mace is brought for Bhīma).',
  },
  {
    kind: 'weapons',
    record: "Duryodhan's mace",
    replaces: { work: 'cultural-index', ref: '1.3, Gadāyuddha' },
    verdict: 'weak',
    why: 'Cultural Index Gadāyuddha is the name of the sub-parvan: it lists where it is named (1.2.59, 175; 1.1.150-152) and its adhyāyas (9.31-33, 54-64). It says nothing of the mace itself, the iron image or the blow to the thighs.',
    cite: [],
    basis: 'The entry gives no verse, only the adhyāya range; the record already has CE 9.31 (9.31–32) and CE 11.12.',
  },
  {
    kind: 'weapons',
    record: 'Kavach and Kundal',
    replaces: { work: 'cultural-index', ref: '1.3, Kuṇḍalāharaṇa' },
    verdict: 'weak',
    why: 'Cultural Index Kuṇḍalāharaṇa is the name of the sub-parvan: where it is listed (1.2.47, 33, 70; 1.2.127) and that it spans 3.284-294. No fact of the armour and earrings is in it.',
    cite: [],
    basis:
      'The entry gives only the adhyāya range; the record already has CE 3.286.14-15 and 3.294.20-38, which tell the warning and the exchange.',
  },
  {
    kind: 'weapons',
    record: 'Kavach and Kundal',
    replaces: { work: 'cultural-index', ref: '1.2, Śakti', entry: 1 },
    verdict: 'weak',
    why: 'Cultural Index Śakti 1 is the entry of Indra’s spear, another weapon; it tells the exchange only as the spear’s history (3.286.14-15; 3.294.20-38) and nothing of the armour and earrings themselves (born with Karṇa, made of nectar, making him unkillable, cut from his body).',
    cite: [],
    basis:
      'The two CE citations the record already has (3.286.14-15, 3.294.20-38) are the same passages the Śakti entry gives for the exchange.',
  },
  {
    kind: 'places',
    record: 'Hastinapur',
    replaces: { work: 'critical-edition', ref: '1.105.18' },
    verdict: 'weak',
    why: 'The CI cites it for the name Nāgapura: Pandu, ’king of Nāgapura’, takes back as tribute the wealth once taken from the Kurus (1.105.16-18). The city occurs only in Pandu’s title; the Kuru capital, the dice game, the coronation and the horse sacrifice are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.94.10',
        note: 'Shantanu rules the earth from Hastinapur, the capital of the Kurus',
      },
      {
        work: 'critical-edition',
        ref: '2.52.22',
        note: 'Yudhishthir, come to Hastinapur for the game of dice, goes straight to Dhritarashtra’s palace',
      },
      {
        work: 'critical-edition',
        ref: '14.65.1',
        note: 'Krishna and the Vrishnis come to Hastinapur for Yudhishthir’s horse sacrifice',
      },
    ],
    basis:
      '1.94.10: "(5) Śaṃtanu ruled the earth from Hāsti- napura, the capital town of the Kurus ( sa hāstinapure ramye kurūṇāṃ puṭabhedane / vasan … anvaśād vai vasuṃdharām ) 1. 94. 10" (CI 1.5A, Hāstinapura, entry 1) | 2.52.22: "(22) On reaching Hāstinapura, Yudhiṣṭhira went straight to the residence of Dhṛtarāṣṭra 2. 52. 22" (CI 1.5A, Hāstinapura, entry 1) | 14.65.1: "(70) Kṛṣṇa along with the Vṛṣṇis, came to the town Vāraṇasāhvaya for the horse sacrifice of Yudhiṣṭhira ( puraṃ vāra- ṇasāhvayam ) 14. 65. 1" (CI 1.5A, Hāstinapura, entry 1)',
  },
  {
    kind: 'places',
    record: 'Indraprastha',
    replaces: { work: 'critical-edition', ref: '1.213.57' },
    verdict: 'weak',
    why: 'After the Yadavs leave, Krishna stays on at Shakraprastha and roams the Yamuna bank with Arjun; the CI cites it for the name Śakraprastha, for ’nagara’ and for the Yamuna location. That the Pandavas built the city on the Khandav tract and held the Rajasuya there is not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.199.25-26',
        note: 'Given half the kingdom, the Pandavas go through the forest to settle at Khandavprastha',
      },
      {
        work: 'critical-edition',
        ref: '1.199.28',
        note: 'With Vyas at their head, the Pandavas perform the rites and lay out the city',
      },
      {
        work: 'critical-edition',
        ref: '2.12.30-31',
        note: 'Krishna comes to Indraprastha when Yudhishthir asks his counsel on holding the Rajasuya',
      },
    ],
    basis:
      '1.199.25-26: "Dhṛtarāṣṭra gave half of the Kuru kingdom to the Pāṇḍavas and asked them to settle down at Khāṇḍava- prastha ( ardhaṃ rājyasya saṃprāpya khā- ṇḍavaprastham āviśa ); the Pāṇḍavas had to pass through a dense forest to reach Khāṇḍavaprastha from Hāstinapura ( pra- tasthire tato ghoraṃ vanaṃ tat … khāṇḍava- prastham āviśan ) 1. 199. 25-26" (CI 1.5A, Indraprastha, entry 1) | 1.199.28: "they performed śānti on a holy and auspicious spot and then measured out the town under the guidance of Vyāsa ( tataḥ puṇye śive deśe śāntiṃ kṛtvā mahārathāḥ / nagaraṃ māpayām āsur dvaipāyanapurogamāḥ )',
  },
  {
    kind: 'places',
    record: 'Khandav',
    replaces: { work: 'critical-edition', ref: '1.3.144' },
    verdict: 'weak',
    why: 'Uttanka’s praise of the Nagas: Takshak lived in Kurukshetra and Khandav (the CI’s location clause). It tells one detail of the record; the burning by Agni with Arjun and Krishna, the record’s matter, is not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.215.1-12',
        note: 'Agni asks Krishna and Arjun to help him burn the Khandav, which Indra protects for Takshak',
      },
      { work: 'critical-edition', ref: '1.216.32', note: 'Agni burns the Khandav in fury, as at the end of an age' },
      {
        work: 'critical-edition',
        ref: '1.225.5',
        note: 'Agni burns the Khandav forest together with Krishna and Arjun',
      },
    ],
    basis:
      '1.215.1-12: "Agni approached Kṛṣṇa and Arjuna to seek their help in fulfilling his desire to burn the Khāṇḍava; since Indra’s friend Takṣaka lived in the forest, he foiled all Agni’s ear- lier attempts to burn it 1. 215. 1-12" (CI 1.5, Khāṇḍava, entry 1) | 1.216.32: "the burning was so frightful that it appeared as if the end of Aeon had set in ( dadāha khāṇḍavaṃ kruddho yugāntam iva darśayan ) 1. 216. 32" (CI 1.5, Khāṇḍava, entry 1) | 1.225.5: "Agni is said to have burnt the forest to make the world free from fear ( bhagavān api tigmāṃśuḥ samiddhaṃ khāṇḍavaṃ vanam / dadāha saha kṛṣṇābhyāṃ jan',
  },
  {
    kind: 'places',
    record: 'Kurujangal',
    replaces: { work: 'critical-edition', ref: '5.150.4' },
    verdict: 'weak',
    why: 'Janamejaya asks Vaishampayana what happened ’at Kurujangala’; the CI notes the name here means the battlefield of Kurukshetra. Neither the Kuru country around Hastinapur nor the route to Magadh is told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '5.53.7',
        note: 'The rule of the Kurus and Kurujangal is Dhritarashtra’s ancestral kingdom',
      },
      {
        work: 'critical-edition',
        ref: '2.18.26',
        note: 'Krishna, Bheem and Arjun set out from the Kurus through Kurujangal for Magadh',
      },
    ],
    basis:
      '5.53.7: "(1) To Dhṛtarāṣṭra belonged as ancestral share the rulership of the Kurujāṅgala country and its people ( pitryaṃ rājyaṃ mahārāja kuravas te sajāṅgalāḥ ) 5. 53. 7" (CI 1.6, Kurujāṅgala, entry 1) | 2.18.26: "(4) To reach the Magadha country, Kṛṣṇa, Bhīma and Arjuna started from the Kurus and passed through the Kuru- jāṅgala ( kurubhyaḥ prasthitās te tu ma- dhyena kurujāṅgalam ) 2. 18. 26" (CI 1.6, Kurujāṅgala, entry 1)',
  },
  {
    kind: 'places',
    record: 'Kurukshetra',
    replaces: { work: 'critical-edition', ref: '3.81.125' },
    verdict: 'weak',
    why: 'Pulastya’s list of tirthas: ’Kurukshetra is holy’ (and the Saraswati holier). Nothing of the war, of Chitrangad, of Bheeshma’s fight with Parashuram or of his bed of arrows. Replacements are from the CI’s other Kurukṣetra entry (1.6), which holds the epic events.',
    cite: [
      {
        work: 'critical-edition',
        ref: '5.156.1',
        note: 'The two armies stand arrayed against each other at Kurukshetra',
      },
      { work: 'critical-edition', ref: '5.178.31', note: 'Bheeshma agrees to fight Parashuram at Kurukshetra' },
      {
        work: 'critical-edition',
        ref: '12.48.2-3',
        note: 'Krishna and the Pandavas go to Kurukshetra to see Bheeshma on his bed of arrows',
      },
    ],
    basis:
      '5.156.1: "(8) The two armies were arrayed against each other at Kurukṣetra ( tathā vyūḍheṣv anī- keṣu kurukṣetre ) 5. 156. 1" (CI 1.6, Kurukṣetra, entry 1) | 5.178.31: "(11) Bhīṣma agreed to fight with Rāma at Kurukṣetra and asked him to return there ( kurukṣetre yotsye ) 5. 178. 31" (CI 1.6, Kurukṣetra, entry 1) | 12.48.2-3: "(18) Kṛṣṇa, along with the Pāṇḍavas, went to Kurukṣetra to meet Bhīṣma lying on the bed of arrows 12. 48. 2-3" (CI 1.6, Kurukṣetra, entry 1)',
  },
  {
    kind: 'places',
    record: 'Samantapanchak',
    replaces: { work: 'critical-edition', ref: '9.52.20' },
    verdict: 'weak',
    why: 'Gives the bounds of Kurukshetra-Samantapanchaka (between Tarantuka, Arantuka, Rama’s lakes and Machakruka) and calls it Prajapati’s altar. The pools of blood and the mace fight are not told. Note: the CI ascribes the move of the duel (9.54.5) to Duryodhan, where the record says Balaram advised it; worth a check.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.117.9',
        note: 'Parashuram, having cleared the earth of kshatriyas, fills five pools with blood at Samantapanchak',
      },
      {
        work: 'critical-edition',
        ref: '1.2.9-10',
        note: 'The war of the eighteen armies of Kurus and Pandavas is fought at Samantapanchak',
      },
      {
        work: 'critical-edition',
        ref: '9.54.5',
        note: 'The mace fight of Bheem and Duryodhan is taken to Samantapanchak',
      },
    ],
    basis:
      '3.117.9: "(3) Rāma deprived the earth of the Kṣa- triyas twentyone times and filled at Samanta- pañcaka five ponds with blood ( triḥsapta- kṛtvaḥ pṛthivīṃ kṛtvā niḥkṣatriyāṃ pra- bhuḥ / samantapañcake pañca cakāra rudhi- rahradān // ) 3. 117. 9" (CI 1.5A, Samantapañcaka, entry 1) | 1.2.9-10: "the battle at Samantapañcaka took place at the junction of the Kali and Dvā- para and where the armies, eighteen akṣau- hiṇīs in number had gathered for fighting the battle ( antare caiva samprāpte kalidvā- parayor abhūt / samantapañcake yuddhaṃ kurupāṇḍavasenayoḥ // … aṣṭādaśa samāja- gmur akṣauhiṇyo yuy',
  },
  {
    kind: 'places',
    record: 'Upaplavya',
    replaces: { work: 'critical-edition', ref: '4.67.38' },
    verdict: 'weak',
    why: 'Describes ’the town of the Matsya king’ shining as in a great festival at the wedding; the CI cites it also for Upaplavya being called a nagara. The settling of the Pandavas, the gathering of allies and Krishna’s setting out are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '4.67.14',
        note: 'At the end of the thirteenth year the Pandavas settle at Upaplavya',
      },
      {
        work: 'critical-edition',
        ref: '4.67.15-19',
        note: 'Krishna, Abhimanyu and many kings gather there and Abhimanyu marries Uttara',
      },
      {
        work: 'critical-edition',
        ref: '5.84.1',
        note: 'Krishna, on his way from Upaplavya to Hastinapur, halts at Vrikasthal',
      },
    ],
    basis:
      '4.67.14: "(1) At the end of the thirteenth year, the Pāṇḍavas gathered to- gether at Upaplavya of Virāṭa and settled down there ( tatas trayodaśe varṣe nivṛtte pañca pāṇḍavāḥ / upaplavye virāṭasya sama- padyanta sarvaśaḥ // ) 4. 67. 14" (CI 1.5A, Upaplavya, entry 1) | 4.67.15-19: "Arjuna brought to Upa- plavya, Janārdana, Abhimanyu and the Dāśārhas from the Ānarta country; many other kings also assembled there; Abhi- manyu’s marriage with Uttarā took place at Upaplavya 4. 67. 15-19" (CI 1.5A, Upaplavya, entry 1) | 5.84.1: "(6) Janārdana went from Upaplavya to Hāstinapura to negotiate peace wit',
  },
  {
    kind: 'places',
    record: 'Vrikasthal',
    replaces: { work: 'critical-edition', ref: '5.82.18' },
    verdict: 'weak',
    why: 'People gather in the towns along Krishna’s road from Upaplavya; the CI cites it only for the location ’on the way from Upaplavya’. The night’s halt at Vrikasthal is told in the following verses.',
    cite: [
      {
        work: 'critical-edition',
        ref: '5.82.20-21',
        note: 'Krishna reaches Vrikasthal at sunset and halts there for the evening rites',
      },
      {
        work: 'critical-edition',
        ref: '5.82.24-29',
        note: 'The brahmins of Vrikasthal honour Krishna and he spends the night there',
      },
    ],
    basis:
      '5.82.20-21: "(2) Kṛṣṇa, on his way to Hāstinapura, from Upaplavya, reached Vṛkasthala in the evening and performed there evening rites; he decided to stay there for the night ( vṛka- sthalaṃ samāsādya … prakīrṇaraśmāv āditye vimale lohitāyati // avatīrya rathāt tūrṇaṃ … saṃdhyām upaviveśa ha ) 5. 82. 20-21" (CI 1.5A, Vṛkasthala, entry 1) | 5.82.24-29: "as requested by the Brāhmaṇas, Kṛṣṇa visited their houses and returned; he fed them and dined with them and spent the night happily there ( avasat tāṃ kṣapāṃ sukham ) 5. 82. 24-29" (CI 1.5A, Vṛkasthala, entry 1)',
  },
  {
    kind: 'places',
    record: 'Ekachakra',
    replaces: { work: 'critical-edition', ref: '1.156.3' },
    verdict: 'weak',
    why: 'Only the epithet ’delightful’ (ramya) for the town. The Pandavas’ stay and Bak’s death are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.145.1-2',
        note: 'The Pandavas go to Ekachakra and live in a brahmin’s house',
      },
      {
        work: 'critical-edition',
        ref: '1.152.8-9',
        note: 'The townsfolk find Bak dead outside the town and bring the news back to Ekachakra',
      },
    ],
    basis:
      '1.145.1-2: "(2) The Pāṇḍavas went to Ekacakrā and lived for some time in the house of a Brāhmaṇa ( ekacakrāṃ gatās te tu ) 1. 145. 1-2" (CI 1.5A, Ekacakrā, entry 1) | 1.152.8-9: "(3) When some people heard about the death of Baka, they went out of the town next morning and saw the Rākṣasa dead on the ground; then they re- turned to Ekacakrā and reported the news to others 1. 152. 8-9" (CI 1.5A, Ekacakrā, entry 1)',
  },
  {
    kind: 'places',
    record: 'Hidimb forest',
    replaces: { work: 'critical-edition', ref: '3.13.85' },
    verdict: 'weak',
    why: 'Only the epithet ’large forest’ (mahāraṇya), in Draupadi’s retelling to Krishna; the meeting with Hidimb and Hidimba follows in the next verses. (The main narrative in the Adi parvan is not cited by this CI entry.)',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.13.86-97',
        note: 'The Pandavas sleep in the forest, meet Hidimba and Hidimb, and Bheem kills Hidimb',
      },
    ],
    basis:
      '3.13.86-97: "Pāṇḍavas approached it and slept there; there they met Hiḍimbā and Hiḍimba and Bhīma killed the latter in an encounter 3. 13. 86-97" (CI 1.5, Hiḍimbavana, entry 1)',
  },
  {
    kind: 'places',
    record: 'Kashi',
    replaces: { work: 'critical-edition', ref: '7.23.7' },
    verdict: 'weak',
    why: 'Dhritarashtra/Duryodhan counts the Kashi warriors among those won to the Kaurav side — a list, and the opposite of the record’s ’Pandav ally’. Bheeshma’s carrying off the princesses is not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '13.44.37',
        note: 'Bheeshma defeats the Kashis and others and brings the Kashi princesses for Vichitravirya',
      },
      { work: 'critical-edition', ref: '5.56.33', note: 'The Kashis join the Pandavs against Duryodhan' },
    ],
    basis:
      '13.44.37: "(1) Bhīṣma defeated the Kāśi and other warriors and brought for Vicitra- vīrya two Kāśi princesses ( ahaṃ vicitra- vīryāya dve kanye samudāvaham / jitvā … kāśīn atha ca kosalān // ) 13. 44. 37" (CI 1.6, Kāśi, entry 1) | 5.56.33: "(5) They joined the side of the Pāṇḍavas against Duryodhana ( kāśayaś cedayaś caiva ) 5. 56. 33" (CI 1.6, Kāśi, entry 1)',
  },
  {
    kind: 'places',
    record: 'Prayag',
    replaces: { work: 'critical-edition', ref: '3.83.74' },
    verdict: 'weak',
    why: 'Pulastya’s praise: no place is holier than Prayaga. The confluence and the Pandavas’ visit are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.85.13-14',
        note: 'The holy confluence of the Ganga and the Yamuna, named Prayag after Brahma’s sacrifice there',
      },
      {
        work: 'critical-edition',
        ref: '3.93.5-6',
        note: 'The Pandavas bathe and stay at the confluence and give wealth to brahmins',
      },
    ],
    basis:
      '3.85.13-14: "At the confluence of the Gaṅgā and the Yamunā ( gaṅgāyamunayor vīra saṃgamam … prayāgam iti vikhyātam ) 3. 85. 13-14" (CI 1.5, Prayāga, entry 1) | 3.93.5-6: "(i) The Pāṇḍavas bathed there; they lived there and practised the severest austerities ( ūṣur āplutya gātrāṇi tapaś cātasthur uttamam ); at the confluence of the Gaṅgā and the Yamunā the sinless, high- souled ( vipāpmāno mahātmānaḥ ) Pāṇḍa- vas gave riches to Brāhmaṇas 3. 93. 5, 6" (CI 1.5, Prayāga, entry 1)',
  },
  {
    kind: 'places',
    record: 'Gaya',
    replaces: { work: 'critical-edition', ref: '3.85.3' },
    verdict: 'weak',
    why: 'Dhaumya’s list of the eastern tirthas: Gaya lies in the east — a location only. The Pandavas’ visit and the offerings to the ancestors are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.93.9',
        note: 'The pilgrim Pandavas go to the mountain honoured by the royal sage Gaya',
      },
      {
        work: 'critical-edition',
        ref: '13.88.15',
        note: 'Whatever is offered to the ancestors at Gaya lasts for ever',
      },
    ],
    basis:
      '3.93.9: "it (the mountain not directly named) was honoured by the pious royal sage Gaya who knew dharma (tato mahīdharaṃ jagmur dharma- jñenābhisatkṛtam / rājarṣiṇā puṇyakṛtā ga- yena) 3. 93. 9" (CI 1.5, Gaya, entry 1) | 13.88.15: "whatever is offered for the manes there—water, roots, fruit, meat, food or whatever is mixed with honey— lasts for ever 13. 88. 15" (CI 1.5, Gayā, entry 1)',
  },
  {
    kind: 'places',
    record: 'Naimisharanya',
    replaces: { work: 'critical-edition', ref: '3.85.3' },
    verdict: 'weak',
    why: 'Dhaumya’s list of the eastern tirthas: Naimisha lies in the east — a location only.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.1.1',
        note: 'The bard Ugrashravas comes to Shaunak’s twelve-year sacrifice in the Naimisha forest',
      },
      {
        work: 'critical-edition',
        ref: '1.207.6',
        note: 'Arjun, in his exile, passes the Utpalini river by the Naimisha forest',
      },
      {
        work: 'critical-edition',
        ref: '3.93.1',
        note: 'The Pandavas enter the Naimisha forest and bathe in the holy places of the Gomti',
      },
    ],
    basis:
      '1.1.1: "(1) Kulapati Śaunaka was engaged in a twelve yearly sacrificial session in this forest at which Sūta Ugraśravas arrived 1. 1. 1" (CI 1.5, Naimiṣa, entry 2) | 1.207.6: "(2) Arjuna, during his exile, passed by the river Utpalinī flowing along the Naimiṣa forest after he descended from the slopes of the Himavant and then proceeded to the east 1. 207. 6" (CI 1.5, Naimiṣa, entry 2) | 3.93.1: "(3) from the Kāmyaka forest the Pāṇḍavas entered the Naimiṣa forest and bathed in the tīrthas of the Gomatī 3. 93. 1" (CI 1.5, Naimiṣa, entry 2)',
  },
  {
    kind: 'places',
    record: 'Kosala',
    replaces: { work: 'critical-edition', ref: '2.26' },
    verdict: 'weak',
    why: '2.26 is Bheem’s campaign as far as the Videhas and Dasharnas; the Kosala conquest (the king of Ayodhya) is told in 2.27 (CI Ayodhyā: 2.27.2), so the adhyaya cited does not hold it; the note’s 2.26–27 only names the range.',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.27.2',
        note: 'In his eastern campaign Bheem defeats the king of Ayodhya, Dirghayajna',
      },
      { work: 'critical-edition', ref: '14.84.4', note: 'The horse of the horse sacrifice reaches the Kosala country' },
    ],
    basis:
      '2.27.2: "C. Epic event: Bhīma defeated king Dīrghaprajña of Ayodhyā in his ex- pedition to the east before the Rājasūya 2. 27. 2" (CI 1.5A, Ayodhyā, entry 1) | 14.84.4: "(14) Kosala country mentioned among those reached by the Aśvamedha horse 14. 84. 4" (CI 1.6, Kosala, entry 1)',
  },
  {
    kind: 'places',
    record: 'Ayodhya',
    replaces: { work: 'critical-edition', ref: '3.75.3' },
    verdict: 'weak',
    why: 'Nala story: the brahmin Parnada reached King Rituparna’s residence in Kosala (the CI cites it for the name Kosalā). Dirghayajna’s submission to Bheem, the record’s matter, is not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.27.2',
        note: 'In his eastern campaign Bheem defeats the king of Ayodhya, Dirghayajna',
      },
    ],
    basis:
      '2.27.2: "C. Epic event: Bhīma defeated king Dīrghaprajña of Ayodhyā in his ex- pedition to the east before the Rājasūya 2. 27. 2" (CI 1.5A, Ayodhyā, entry 1)',
  },
  {
    kind: 'places',
    record: 'Girivraj',
    replaces: { work: 'critical-edition', ref: '2.22.42' },
    verdict: 'weak',
    why: 'After Jarasandh’s death his son Sahadev, consecrated by Krishna, re-enters ’the city of Brihadratha’. The five hills and the killing of Jarasandh are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.19.2-3',
        note: 'Five great hills stand close round Girivraj as if to guard it',
      },
      { work: 'critical-edition', ref: '2.19.19', note: 'Krishna, Bheem and Arjun enter the Magadh capital' },
      {
        work: 'critical-edition',
        ref: '2.22.13',
        note: 'Jarasandh killed, Krishna, Bheem and Arjun drive out of Girivraj in his chariot',
      },
    ],
    basis:
      '2.19.2-3: "five high- peaked, bright and solid mountains Vai- hāra, Varāha, Vṛṣabha, Ṛṣigiri, and Cai- tyaka, closed on each other as if to protect Girivraja on all sides ( ete pañca mahāśṛṅ- gāḥ parvatāḥ śītaladrumāḥ / rakṣantīvābhi- saṃhatya saṃhatāṅgā girivrajam ) 2. 19. 2-3" (CI 1.5A, Girivraja, entry 1) | 2.19.19: "then they entered the māgadha town (Girivraja) 2. 19. 19" (CI 1.5A, Girivraja, entry 1) | 2.22.13: "after killing Jarāsan- dha, Kṛṣṇa, with Bhīma and Arjuna, mounted the chariot of Jarāsandha and went out of Girivraja; they alighted there on even ground ( same deśe ) where they',
  },
  {
    kind: 'places',
    record: 'Pundra',
    replaces: { work: 'critical-edition', ref: '2.26' },
    verdict: 'weak',
    why: '2.26 is Bheem’s campaign as far as the Videhas and Dasharnas; the defeat of the Pundra king Vasudev is told in 2.27 (CI Puṇḍra(ka): 2.27.20-21).',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.27.20-21',
        note: 'In his eastern campaign Bheem defeats Vasudev, king of the Pundras',
      },
    ],
    basis:
      '2.27.20-21: "before the Rājasūya, defeated the king of the Pauṇḍra people in battle ( pauṇḍrādhipaṃ … vāsudevam … nirjityājau ) 2. 27. 20-21" (CI 1.6, Puṇḍra(ka), entry 1)',
  },
  {
    kind: 'places',
    record: 'Vanga',
    replaces: { work: 'critical-edition', ref: '2.41.9' },
    verdict: 'weak',
    why: 'Shishupal’s speech calls Karn ’ruler of Vanga and Anga’ — an epithet of another person. Bheem’s conquest and Arjun’s visits are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.207.9',
        note: 'In his exile Arjun visits all the holy places of Anga, Vanga and Kalinga',
      },
      {
        work: 'critical-edition',
        ref: '14.83.29-30',
        note: 'The sacrificial horse goes along the coast to Vanga, where Arjun defeats many Mlecchas',
      },
    ],
    basis:
      '1.207.9: "( aṅgavaṅga- kaliṅgeṣu yāni puṇyāni kānicit / jagāma tāni sarvāṇi ) 1. 207. 9" (CI 1.6, Aṅga, entry 1) | 14.83.29-30: "(11) The sacrificial horse of the Aśvamedha went from Magadha, along the seacoast, to Vaṅga, Puṇḍra and Kerala countries; Arjuna conquered there many Mlecchas 14. 83. 29-30" (CI 1.6, Vaṅga, entry 1)',
  },
  {
    kind: 'places',
    record: 'Suhma',
    replaces: { work: 'critical-edition', ref: '2.26' },
    verdict: 'weak',
    why: '2.26 is Bheem’s campaign as far as the Videhas and Dasharnas; the Suhmas are defeated in 2.27 (CI Suhma: 2.27.14, 23).',
    cite: [
      { work: 'critical-edition', ref: '2.27.14', note: 'Bheem defeats the Suhmas and the eastern Suhmas' },
      { work: 'critical-edition', ref: '2.27.23', note: 'Bheem defeats the king of the Suhmas' },
    ],
    basis:
      '2.27.14: "defeated in battle Suhmas and Prācya- suhmas; he defeated the king of Suhmas ( tataḥ suhmān prācyasuhmān … vijitya yudhi kaunteyo … // suhmānām adhipaṃ caiva ) 2. 27. 14, 23" (CI 1.6, Suhma, entry 1) | 2.27.23: "defeated in battle Suhmas and Prācya- suhmas; he defeated the king of Suhmas ( tataḥ suhmān prācyasuhmān … vijitya yudhi kaunteyo … // suhmānām adhipaṃ caiva ) 2. 27. 14, 23" (CI 1.6, Suhma, entry 1)',
  },
  {
    kind: 'places',
    record: 'Kaushiki',
    replaces: { work: 'critical-edition', ref: '1.65.32' },
    verdict: 'weak',
    why: 'Vishvamitra names the river Para (the CI’s ’also called Pārā’). Arjun’s and the Pandavas’ visits are not told. (The CI’s 1.65.30 has the river made by Vishvamitra and called Kaushiki; it says nothing of a sister, as the record does.)',
    cite: [
      { work: 'critical-edition', ref: '1.207.7', note: 'Arjun sees the Kaushiki on his way east in his exile' },
      {
        work: 'critical-edition',
        ref: '3.109.19-20',
        note: 'On Lomash’s advice Yudhishthir bathes in the Nanda and goes on to the Kaushiki',
      },
    ],
    basis:
      '1.207.7: "(i) Arjuna, during his exile, saw Kauśikī while proceeding to the east 1. 207. 7" (CI 1.5, Kauśikī, entry 1) | 3.109.19-20: "(iii) Yudhiṣṭhira was advised by Lomaśa to take bath in the river Nandā and then proceed to Kauśikī which he did 3. 109. 19- 20" (CI 1.5, Kauśikī, entry 1)',
  },
  {
    kind: 'places',
    record: 'Pragjyotish',
    replaces: { work: 'critical-edition', ref: '2.42.7' },
    verdict: 'weak',
    why: 'Shishupal burnt Dwarka while Krishna and the Satvatas had gone to Pragjyotisha: the city is only where Krishna had gone. Narak’s and Bhagadatta’s rule, Arjun’s campaign and Vajradatta are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.23.17',
        note: 'Arjun attacks Pragjyotish, Bhagadatta’s kingdom, in his northern campaign',
      },
      {
        work: 'critical-edition',
        ref: '14.74.1',
        note: 'The sacrificial horse reaches Pragjyotish, now ruled by Bhagadatta’s son Vajradatta',
      },
      { work: 'critical-edition', ref: '5.47.74', note: 'Narak carries Aditi’s jewelled earrings off to Pragjyotish' },
    ],
    basis:
      '2.23.17: "(1) Arjuna attacked Prāgjyotiṣa during his expedition before the Rājasūya and then proceeded to the north 2. 23. 17" (CI 1.5A, Prāgjyotiṣa, entry 1) | 14.74.1: "(4) The excellent horse of the Aśvamedha sacri- fice, while roaming, went to Prāgjyotiṣa 14. 74. 1" (CI 1.5A, Prāgjyotiṣa, entry 1) | 5.47.74: "(1) Powerful Naraka, son of Bhūmi, carried away the jewelled earrings of Aditi to Prāgjyotiṣa ( mahābalo narakas tatra bhaumo jahārā- dityā maṇikuṇḍale śubhe ) 5. 47. 74" (CI 1.5A, Prāgjyotiṣa, entry 1)',
  },
  {
    kind: 'places',
    record: 'Mahendra mountain',
    replaces: { work: 'critical-edition', ref: '1.207.5' },
    verdict: 'weak',
    why: 'Arjun turns east from the Himalaya; Mahendra is reached only at 1.207.13 (the CI’s own event clause). A location reference.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.207.13',
        note: 'In his exile Arjun sees Mahendra beyond Kalinga, going on along the coast',
      },
      {
        work: 'critical-edition',
        ref: '3.114.26',
        note: 'Yudhishthir goes to Mahendra, stays a night and wishes to see Parashuram',
      },
      {
        work: 'critical-edition',
        ref: '3.117.14',
        note: 'Having given the earth to Kashyap, Parashuram makes his home on Mahendra',
      },
    ],
    basis:
      '1.207.13: "(1) Arjuna, during his exile, saw it when he went beyond the Kaliṅgas and while going further along the seashore 1. 207. 13" (CI 1.5, Mahendra, entry 1) | 3.114.26: "(3) After visiting the river Vaitaraṇī, Yudhiṣṭhira went to Mahendra and lived there for a night; he honoured there the ascetics, Bhṛgus, Aṅgirases and others, and expressed his wish to see Rāma Jāmadagnya 3. 114. 26" (CI 1.5, Mahendra, entry 1) | 3.117.14: "after perform- ing a sacrifice and giving away the earth to Kaśyapa, Jāmadagnya took his residence on Mahendra 3. 117. 14" (CI 1.5, Mahendra, entry 1)',
  },
  {
    kind: 'places',
    record: 'Godavari',
    replaces: { work: 'critical-edition', ref: '3.86.1-2' },
    verdict: 'weak',
    why: 'Dhaumya’s list of the southern tirthas: the Godavari is holy, full of water, with groves. The Pandavas’ visit is not told (Arjun’s route comes from arjun.csv, not the epic).',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.118.2-3',
        note: 'On his pilgrimage Yudhishthir bathes in the Godavari and gives wealth to brahmins',
      },
    ],
    basis:
      '3.118.2-3: "C. Epic event: Yudhiṣṭhira, during his pilgrimage, reached Godāvarī; he bathed there ( āplutya ) and satisfied the manes and gods; he gave wealth to the chiefs among the twice-born 3. 118. 2-3" (CI 1.5, Godāvarī, entry 1)',
  },
  {
    kind: 'places',
    record: 'Andhra',
    replaces: { work: 'critical-edition', ref: '14.72' },
    verdict: 'weak',
    why: 'A 14-adhyaya range cited by its first adhyaya (Arjun setting out with the horse); the Andhras come only at 14.84 (CI: 14.84.4-5, 11). Sahadev’s tribute from them is outside the range.',
    cite: [
      { work: 'critical-edition', ref: '2.28.48-49', note: 'Sahadev makes the Andhras pay tribute by sending envoys' },
      {
        work: 'critical-edition',
        ref: '14.84.11',
        note: 'Following the horse in the south, Arjun fights the Dravids and Andhras',
      },
    ],
    basis:
      '2.28.48-49: "subjugated Andhras and others by merely sending messengers to them and made them pay tribute ( andhrāṃs talavanāṃś caiva … dūtair eva vaśe cakre karaṃ cainān adāpa- yat ) 2. 28. 48-49" (CI 1.6, Andhra, entry 1) | 14.84.11: "but when he went again to the south he fought with Andhra and other peoples ( tatrāpi draviḍair andhrai … yuddham āsīt kirīṭinaḥ ) 14. 84. 11" (CI 1.6, Andhra, entry 1)',
  },
  {
    kind: 'places',
    record: 'Dravid',
    replaces: { work: 'critical-edition', ref: '14.72' },
    verdict: 'weak',
    why: 'A 14-adhyaya range cited by its first adhyaya; the Dravids come only at 14.84.10-11.',
    cite: [
      {
        work: 'critical-edition',
        ref: '14.84.10',
        note: 'Reaching the southern ocean with the horse, Arjun fights the Dravids',
      },
      { work: 'critical-edition', ref: '14.84.11', note: 'Following the horse, Arjun has to fight the Dravids' },
    ],
    basis:
      '14.84.10: "Arjuna fought with the Draviḍas when he reached the southern ocean ( prayayau … dakṣiṇaṃ salilārṇavam ) 14. 84. 10" (CI 1.6, Dramiḍa (Dramiḷa), entry 1) | 14.84.11: "(9) Arjuna had to fight with the Draviḍas ( draviḍair ) when he accompanied the Aśvamedha horse 14. 84. 11" (CI 1.6, Dramiḍa (Dramiḷa), entry 1)',
  },
  {
    kind: 'places',
    record: 'Mahishmati',
    replaces: { work: 'critical-edition', ref: '2.28.1' },
    verdict: 'weak',
    why: 'Sahadev sets out for the south (’prayayau dakṣiṇāṃ diśam’); the city is not named — the CI cites it for the direction only.',
    cite: [
      { work: 'critical-edition', ref: '2.28.11', note: 'Sahadev marches on Mahishmati, ruled by King Neel' },
      { work: 'critical-edition', ref: '2.28.36', note: 'When Agni withdraws, Neel receives Sahadev with honour' },
    ],
    basis:
      '2.28.11: "(1) Sahadeva in his expedition to the south before the Rājasūya marched on Māhiṣmatī from Avantī; Māhiṣmatī was then ruled by king Nīla ( purīṃ māhiṣma- tīm yayau ) 2. 28. 11" (CI 1.5A, Māhiṣmatī, entry 1) | 2.28.36: "but when he pleased Agni, the latter withdrew and Nīla recei- ved Sahadeva ( pāvake vinivṛtte tu nīlo rājābhyayāt tadā / satkāreṇa … sahadevam ) 2. 28. 36" (CI 1.5A, Māhiṣmatī, entry 1)',
  },
  {
    kind: 'places',
    record: 'Avanti',
    replaces: { work: 'critical-edition', ref: '3.58.20' },
    verdict: 'weak',
    why: 'Nala shows Damayanti the roads that pass Avanti and the Riksha mountain into the south — a route mention; the CI entry cited is the city. Vinda and Anuvinda, their submission to Sahadev and their side in the war are not told. Replacements from the CI’s Narmadā and Avanti (1.6) entries.',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.28.9',
        note: 'On the Narmada Sahadev defeats the two Avanti princes, Vinda and Anuvinda',
      },
      {
        work: 'critical-edition',
        ref: '6.83.6',
        note: 'On the eighth day Bheeshma leads the Kaurav army with the Avanti warriors',
      },
    ],
    basis:
      '2.28.9: "(1) Sahadeva in his expedition to the south (2. 28. 1) reached the Narmadā where he defeated the two Avanti princes Vinda and Anuvinda 2. 28. 9" (CI 1.5, Narmadā, entry 1) | 6.83.6: "(2) On the eighth day of the war Bhīṣma, accompanied by the warriors from Mālava, Avanti, and from the south, led the Kaurava army ( mālavair dākṣiṇātyaiś ca āvantyaiś ca samanvitaḥ / agrataḥ sarva sainyānāṃ bhīṣmaḥ … yayau // ) 6. 83. 6" (CI 1.6, Avanti, entry 1)',
  },
  {
    kind: 'places',
    record: 'Bhojakat',
    replaces: { work: 'critical-edition', ref: '2.28.1' },
    verdict: 'weak',
    why: 'Sahadev sets out for the south; Bhojakat is not named — the CI cites it for the direction only.',
    cite: [
      {
        work: 'critical-edition',
        ref: '5.155.14-15',
        note: 'Defeated by Krishna, Rukmi does not go back to Kundin but builds Bhojakat on the spot',
      },
      {
        work: 'critical-edition',
        ref: '2.28.40',
        note: 'From Surashtra Sahadev sends for Rukmi of Bhojakat, who brings jewels as tribute',
      },
    ],
    basis:
      '5.155.14-15: "Rukmin did not return to his former town Kuṇḍina from the place where he was defeated by Kṛṣṇa; he raised another town for himself at the place where he was defeated which came to be known as Bhojakaṭa ( tatra bhojakaṭaṃ nāma cakre nagaram uttamam ) 5. 155. 14, 15" (CI 1.5A, Bhojakaṭa, entry 1) | 2.28.40: "(2) Sahadeva, while he was in Surāṣṭra, sent for Rukmin, who ruled at Bhojakaṭa; Rukmin brought jewels as tribute for the Rājasūya 2. 28. 40, 42" (CI 1.5A, Bhojakaṭa, entry 1)',
  },
  {
    kind: 'places',
    record: 'Vidarbha',
    replaces: { work: 'critical-edition', ref: '3.50' },
    verdict: 'weak',
    why: 'The Nala story: King Bhima rules Vidarbha and the swans fly to its capital for Damayanti (CI Vidarbha: 3.50.5, 21-22). It shows Vidarbha as a kingdom but tells nothing the record says (Bhishmak, Rukmi, Rukmini).',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Shurparak',
    replaces: { work: 'critical-edition', ref: '13.26.47' },
    verdict: 'weak',
    why: 'Angiras’s list of tirthas: bathing at Shurparak and fasting a fortnight makes one a prince. The Pandavas’ visit and Sahadev’s conquest are not told.',
    cite: [
      { work: 'critical-edition', ref: '2.28.43', note: 'Sahadev conquers Shurparak' },
      { work: 'critical-edition', ref: '3.118.8', note: 'The Pandavas visit Shurparak on their pilgrimage' },
    ],
    basis:
      '2.28.43: "(1) Śūrpāraka was conquered by Sahadeva in his expedition to the south before the Rājasūya 2. 28. 43" (CI 1.5, Śūrpāraka, entry 1) | 3.118.8: "(2) Visited by the Pāṇḍavas in their tīrtha- yātrā 3. 118. 8" (CI 1.5, Śūrpāraka, entry 1)',
  },
  {
    kind: 'places',
    record: 'Gokarna',
    replaces: { work: 'critical-edition', ref: '3.261.54' },
    verdict: 'weak',
    why: 'Ramayan episode: Ravana goes to Maricha at Gokarna, ’Shiva’s favourite place’. It tells Shiva’s holy place but neither of Arjun’s visits.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.209.24',
        note: 'In his exile Arjun goes towards Gokarna and the holy places of the western coast',
      },
      {
        work: 'critical-edition',
        ref: '14.84.12',
        note: 'Guarding the sacrificial horse, Arjun reaches Gokarna and goes on to Prabhas',
      },
    ],
    basis:
      '1.209.24: "(1) During his exile Arjuna went towards Gokarṇa from where, after visiting the tīrthas on the western coast, he went to Prabhāsa 1. 209. 24" (CI 1.5, Gokarṇa, entry 1) | 14.84.12: "(2) Arjuna, protecting the horse of the Aśvamedha sacrifice, reached Gokarṇa from where he went to Prabhāsa 14. 84. 12" (CI 1.5, Gokarṇa, entry 1)',
  },
  {
    kind: 'places',
    record: 'Mahishak',
    replaces: { work: 'critical-edition', ref: '14.72' },
    verdict: 'weak',
    why: 'A 14-adhyaya range cited by its first adhyaya; the Mahishakas come only at 14.84.11.',
    cite: [
      {
        work: 'critical-edition',
        ref: '14.84.11',
        note: 'With the horse, Arjun fights a fierce battle with the Mahishaks',
      },
    ],
    basis:
      '14.84.11: "C. Epic event: Arjuna in his expedition before the Aśvamedha fought a fierce battle with the Māhiṣakas and others 14. 84. 11" (CI 1.6, Māhiṣaka, entry 1)',
  },
  {
    kind: 'places',
    record: 'Kolwa hills',
    replaces: { work: 'critical-edition', ref: '14.72' },
    verdict: 'weak',
    why: 'A 14-adhyaya range cited by its first adhyaya; the hill tribes come only at 14.84.11, where the CI reads Kollagireya (’tribes living on Kollagiri in the south’).',
    cite: [
      {
        work: 'critical-edition',
        ref: '14.84.11',
        note: 'With the horse, Arjun fights the tribes of the Kolla hills in the south',
      },
    ],
    basis:
      '14.84.11: "Arjuna fought with them while he accompanied the horse of the Aśvamedha 14. 84. 11" (CI 1.6, Kollagireya, entry 1)',
  },
  {
    kind: 'places',
    record: 'Lanka',
    replaces: { work: 'critical-edition', ref: '3.262.33' },
    verdict: 'weak',
    why: 'Ramayan: Ravana tells Sita his city lies beyond the ocean. Vibhishan’s kingdom and Sahadev’s embassy are not told (the CI has no clause for the embassy).',
    cite: [{ work: 'critical-edition', ref: '3.275.5', note: 'After killing Ravana, Rama gives Lanka to Vibhishan' }],
    basis: '3.275.5: "(15) After killing Rāvaṇa, Rāma gave Laṅkā to Vibhīṣaṇa 3. 275. 5" (CI 1.5A, Laṅkā, entry 1)',
  },
  {
    kind: 'places',
    record: 'Dandak',
    replaces: { work: 'critical-edition', ref: '3.261.40' },
    verdict: 'weak',
    why: 'Ramayan: Rama lives in the forest on the Godavari. The peoples Sahadev subdued are not told. Replacement from the CI’s Daṇḍaka people entry (1.6).',
    cite: [{ work: 'critical-edition', ref: '2.28.43', note: 'Sahadev subdues the Dandakas in his southern campaign' }],
    basis:
      '2.28.43: "B. Epic event: They were subjugated by Sahadeva in his expedition before the Rājasūya ( vaśe cakre … daṇḍakāṃś ca mahābalaḥ ) 2. 28. 43" (CI 1.6, Daṇḍaka, entry 1)',
  },
  {
    kind: 'places',
    record: 'Viratnagar',
    replaces: { work: 'critical-edition', ref: '4.1.23' },
    verdict: 'weak',
    why: 'Yudhishthir asks Bheem how he will pass his time ’at Virata’s’ — a question before the year in hiding begins. The stay in disguise and Keechak’s death are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '4.1.14',
        note: 'Yudhishthir proposes that they live at Viratnagar in Virat’s service',
      },
      {
        work: 'critical-edition',
        ref: '1.2.130-131',
        note: 'At Viratnagar the Pandavas hide their weapons in a shami tree and live in disguise',
      },
      {
        work: 'critical-edition',
        ref: '8.34.19',
        note: 'Karn recalls Bheem killing Keechak and his followers at Viratnagar',
      },
    ],
    basis:
      '4.1.14: "(3) Yudhi- ṣṭhira suggested to the Pāṇḍavas to live in Virāṭanagara serving Virāṭa ( virāṭanagare … kurvantas tasya karmāṇi ) 4. 1. 14" (CI 1.5A, Virāṭanagara, entry 1) | 1.2.130-131: "(7) After reaching Virāṭanagara, where the Pāṇḍavas lived in disguise, they hid their arms on a large Śamī tree in the cremation ground ( virāṭanaga- raṃ gatvā śmaśāne vipulāṃ śamīm / dṛṣṭvā saṃnidadhus tatra pāṇḍavā āyudhāny uta // yatra praviśya nagaraṃ chadmabhir nyava- santa te ) 1. 2. 130-131" (CI 1.5A, Virāṭanagara, entry 1) | 8.34.19: "(20) Karṇa admitted Bhīma’s strength of arms exhibited by him',
  },
  {
    kind: 'places',
    record: 'Dasharna',
    replaces: { work: 'critical-edition', ref: '5.190' },
    verdict: 'weak',
    why: 'Shikhandin’s story: Hiranyavarman, king of the Dasharnas (5.190-192). The record names neither him nor this episode; it speaks of Sudharman (Bheem’s campaign, already cited at 2.26) and the ruler who fought Arjun over the horse.',
    cite: [{ work: 'critical-edition', ref: '14.84.5', note: 'The sacrificial horse comes to the Dasharnas' }],
    basis: '14.84.5: "(6) The Aśvamedha horse visited the Daśārṇas 14. 84. 5" (CI 1.6, Daśārṇa, entry 1)',
  },
  {
    kind: 'places',
    record: 'Nishad',
    replaces: { work: 'critical-edition', ref: '7.168.35' },
    verdict: 'weak',
    why: 'Dhrishtadyumna regrets not throwing Dron’s head into the land of the Nishads, as Arjun did Jayadrath’s — a passing mention. Ekalavya’s kingdom and the fight with his son are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '14.84.7-8',
        note: 'With the horse, Arjun fights the Nishads led by Ekalavya’s son',
      },
    ],
    basis:
      '14.84.7-8: "(14) When Arjuna moved with the Aśvamedha horse, he had to fight a fierce battle with the Niṣādas led by Ekalavya’s son 14. 84. 7-8" (CI 1.6, Niṣāda, entry 1)',
  },
  {
    kind: 'places',
    record: 'Shurasena',
    replaces: { work: 'critical-edition', ref: '4.1.9' },
    verdict: 'weak',
    why: 'Arjun lists Shurasena among the countries round the Kurus where they might hide — a list.',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.28.2',
        note: 'Sahadev begins his southern campaign by conquering the whole Shurasena land',
      },
      { work: 'critical-edition', ref: '2.13.24-25', note: 'For fear of Jarasandh the Shurasenas move to the west' },
      { work: 'critical-edition', ref: '2.13.44', note: 'Mathura lies in the Shurasena country' },
    ],
    basis:
      '2.28.2: "first conquered the entire land of Śūrasenas ( sa śūrasenān kārts- nyena pūrvam evājayat prabhuḥ ) 2. 28. 2" (CI 1.6, Śūrasena, entry 1) | 2.13.24-25: "(1) Śūrasenas, due to fear of Jarāsandha, resorted to the west ( jarāsandhabhayād eva pratīcīṃ diśaṃ āśritāḥ / śūrasenā … ) 2. 13. 24-25" (CI 1.6, Śūrasena, entry 1) | 2.13.44: "the city of Mathurā lay in it 2. 13. 44" (CI 1.6, Śūrasena, entry 1)',
  },
  {
    kind: 'places',
    record: 'Mathura',
    replaces: { work: 'critical-edition', ref: '1.213.42-43' },
    verdict: 'weak',
    why: 'Krishna gives milch cows from the Mathura country as part of Subhadra’s dowry — the region is named only as the cows’ origin.',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.13.65',
        note: 'For fear of Jarasandh, Krishna and the Yadavs leave Mathura for Dwarka',
      },
      {
        work: 'critical-edition',
        ref: '12.326.82',
        note: 'Narayan foretells that he will be born at Mathura to kill Kamsa',
      },
    ],
    basis:
      '2.13.65: "(2) Kṛṣṇa and the Yādavas fled from Mathurā out of fear of Jarāsandha and went to Dvārakā 2. 13. 65" (CI 1.5A, Mathurā, entry 1) | 12.326.82: "he would be born in Mathurā for the death of Kaṃsa ( dvāparasya kaleś caiva saṃdhau paryavasānike / prādurbhāvaḥ kaṃsahetor mathurāyāṃ bhaviṣyati ) 12. 326. 82" (CI 1.5A, Mathurā, entry 1)',
  },
  {
    kind: 'places',
    record: 'Malav',
    replaces: { work: 'critical-edition', ref: '6.18.13-14' },
    verdict: 'weak',
    why: 'The Malavs among the twelve peoples guarding Bheeshma’s rear — a list. Nakul’s conquest is not told.',
    cite: [{ work: 'critical-edition', ref: '2.29.6', note: 'Nakul subdues the Malavs in his western campaign' }],
    basis:
      '2.29.6: "(1) Nakula in his expedition to the west ( niryāya khāṇḍava- prasthāt pratīcīm abhito diśam 2. 29. 2; 2. 23. 10) before the Rājasūya subjugated Mālavas ( vaśe cakre … /mālavān pañcakar- paṭān // ) 2. 29. 6" (CI 1.6, Mālava, entry 1)',
  },
  {
    kind: 'places',
    record: 'Pushkar',
    replaces: { work: 'critical-edition', ref: '3.87.13' },
    verdict: 'weak',
    why: 'Dhaumya’s list of the western tirthas: Pushkar is holy, Brahma’s lake. Arjun’s stay is not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.213.13',
        note: 'After marrying Subhadra, Arjun spends the rest of his exile with her at Pushkar',
      },
    ],
    basis:
      '1.213.13: "(1) Arjuna, after his marriage with Subhadrā, spent with her at the Puṣkaras ( puṣkareṣu ) the remaining period of his exile 1. 213. 13" (CI 1.5, Puṣkara, entry 1)',
  },
  {
    kind: 'places',
    record: 'Raivatak',
    replaces: { work: 'critical-edition', ref: '2.13.49' },
    verdict: 'weak',
    why: 'Raivata ’adorns’ Kushasthali (Dwarka) — the CI cites it for the location only. The festivals and Subhadra are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.211.1-2',
        note: 'The Vrishnis and Andhakas hold a great festival on Raivatak',
      },
      {
        work: 'critical-edition',
        ref: '1.211.7-15',
        note: 'At the festival Arjun sees Subhadra and falls in love with her',
      },
      {
        work: 'critical-edition',
        ref: '1.212.1-2',
        note: 'Hearing that Subhadra has gone to worship Raivatak, Arjun sets out for it with Krishna’s consent',
      },
    ],
    basis:
      '1.211.1-2: "(2) After some days a great festival of the mountain was held by the Vṛṣṇis and the Andhakas for which the mountain Raivataka was decorated 1. 211. 1-2" (CI 1.5, Raivata, entry 1) | 1.211.7-15: "there Arjuna saw Subhadrā and fell in love with her 1. 211. 7-15" (CI 1.5, Raivata, entry 1) | 1.212.1-2: "(3) On another occasion when Arjuna came to know that Subhadrā had gone to worship Raivataka he, with the consent of Kṛṣṇa, started for it 1. 212. 1-2" (CI 1.5, Raivata, entry 1)',
  },
  {
    kind: 'places',
    record: 'Prabhas',
    replaces: { work: 'critical-edition', ref: '12.329.46' },
    verdict: 'weak',
    why: 'Tells how the tirtha got its name (the moon bathed in Hiranyasaras and shone). The Yadavs’ end is not told (the CI entry has no clause for Krishna’s death).',
    cite: [
      {
        work: 'critical-edition',
        ref: '16.9.8-9',
        note: 'Drinking at Prabhas, the Vrishnis, Bhojas and Andhakas kill one another',
      },
    ],
    basis:
      '16.9.8-9: "in the mutual kill- ing that followed the Vṛṣṇi heroes, the Bhojas and the Andhakas were all destroyed at Prabhāsa 16. 9. 8-9" (CI 1.5, Prabhāsa, entry 1)',
  },
  {
    kind: 'places',
    record: 'Panchanad',
    replaces: { work: 'critical-edition', ref: '3.134.11' },
    verdict: 'weak',
    why: 'In Ashtavakra’s riddle contest ’the famed holy Panchanada’ is one of a row of fives — a mention. Replacements from the CI’s Pañcanada country entry (1.6).',
    cite: [
      { work: 'critical-edition', ref: '2.29.10', note: 'Nakul subdues the Panchanad country in his western campaign' },
      {
        work: 'critical-edition',
        ref: '16.8.43-61',
        note: 'On his way from Dwarka Arjun halts in Panchanad, where the Abhirs carry off the Vrishni women',
      },
    ],
    basis:
      '2.29.10: "(1) The Pañca- nada country was subjugated by Nakula in his expedition to the west of Indra- prastha ( pratīcīm nakulo rājan diśaṃ vyajayat 2. 23. 10; vāsudevajitām āśāṃ … vyajayat 2. 29. 1) before the Rājasūya 2. 29. 10" (CI 1.6, Pañcanada, entry 1) | 16.8.43-61: "(6) While Arjuna was on his way from Dvārakā to Hāstinapura, he arrived at Pañcanada and stayed there; he was attacked by the Ābhīras (Dasyus 16. 8. 44) who lived in Pañcanada and kidnapped the Vṛṣṇi women in his charge 16. 8. 43-61" (CI 1.6, Pañcanada, entry 1)',
  },
  {
    kind: 'places',
    record: 'Shakal',
    replaces: { work: 'critical-edition', ref: '2.29.2' },
    verdict: 'weak',
    why: 'Nakul sets out west from Khandavprastha; Shakal is not named — the CI cites it for the direction only.',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.29.13',
        note: 'Shakal, the chief town of the Madras, on Nakul’s western campaign',
      },
    ],
    basis:
      '2.29.13: "the principal town of the Madra country ( madrāṇāṃ puṭabhedanam ) 2. 29. 13" (CI 1.5A, Śākala, entry 1)',
  },
  {
    kind: 'places',
    record: 'Shairishak',
    replaces: { work: 'critical-edition', ref: '2.29.2' },
    verdict: 'weak',
    why: 'Nakul sets out west; Shairishak is not named — the CI cites it for the direction only.',
    cite: [{ work: 'critical-edition', ref: '2.29.6', note: 'Nakul subdues Shairishak in his western campaign' }],
    basis:
      '2.29.6: "Nakula in his expedition to the west before the Rājasūya subjugated it ( śairiṣakaṃ … vaśe cakre ) 2. 29. 6" (CI 1.5A, Śairīṣaka, entry 1)',
  },
  {
    kind: 'places',
    record: 'Gandhar',
    replaces: { work: 'critical-edition', ref: '7.6.3' },
    verdict: 'weak',
    why: 'On the eleventh day Shakuni’s Gandhar horsemen hold the wing of the cart array — a battle-array mention. Gandhari and the fight with Shakuni’s son are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '14.84.18-19',
        note: 'With the horse in Gandhar, Arjun fights Shakuni’s son, the king of Gandhar, and the Gandhar warriors',
      },
    ],
    basis:
      '14.84.18-19: "(15) The horse of the horse-sacrifice went to the Gāndhāra country ( gāndhāraviṣaya ) when Arjuna had to fight a fierce battle with the then king of Gāndhāra ( gāndhārarājena ), the son of Śakuni, the great chariot- warrior of the Gāndhāras ( gāndhārāṇāṃ mahārathaḥ ); Gāndhāra warriors ( yo- dhāḥ ), not forgiving Śakuni’s death in the war, opposed Arjuna; Arjuna tried to dissuade them from fighting, but when they did not listen to him he fought with them; the Gāndhāra warriors struck Arjuna, but he felled down their heads; when Gāndhāras were being killed all around, Śakuni’s son',
  },
  {
    kind: 'places',
    record: 'Kekaya',
    replaces: { work: 'critical-edition', ref: '7.81.7' },
    verdict: 'weak',
    why: 'Names Brihatkshatra, one of the Kekaya brothers, in the fighting; the CI cites it only for the use of the name.',
    cite: [
      {
        work: 'critical-edition',
        ref: '5.22.19',
        note: 'The five Kekaya brothers, driven out of their kingdom, side with the Pandavas',
      },
      {
        work: 'critical-edition',
        ref: '7.9.53',
        note: 'The five Kekaya brothers are sons of the Pandavas’ mother’s sister',
      },
    ],
    basis:
      '5.22.19: "(10) The five Kekaya brothers, driven out from the Kekaya country, joined the Pāṇḍavas anxious to get back the king- dom of the Kekayas ( avaruddhā balino kekayebhyo maheṣvāso bhrātaraḥ santi pañca / kekayebhyo rājyam ākāṅkṣamāṇā yuddhārthinas cānuvasanti pārthān ) 5. 22. 19" (CI 1.6, Kekaya, entry 1) | 7.9.53: "The five brothers were the sons of the sister of Pāṇḍavas’ mother ( bhrātaraḥ pañca kaikeyā … mātṛṣvasuḥ sutā vīrāḥ ) 7. 9. 53" (CI 1.6, Kekaya, entry 1)',
  },
  {
    kind: 'places',
    record: 'Shibi',
    replaces: { work: 'critical-edition', ref: '6.18.14' },
    verdict: 'weak',
    why: 'The Shibis among the twelve peoples guarding Bheeshma’s rear (on the Kaurav side) — a list. Nakul’s conquest is not told.',
    cite: [{ work: 'critical-edition', ref: '2.29.6', note: 'Nakul subdues the Shibis in his western campaign' }],
    basis:
      '2.29.6: "(1) Nakula in his expedition before the Rājasūya went to the west of Khāṇḍavaprastha or Indra- prastha ( khāṇḍavaprasthāt pratīcīm abhito diśam 2. 29. 2; 2. 23. 19) and subjugated Śibis 2. 29. 6" (CI 1.6, Śibi, entry 1)',
  },
  {
    kind: 'places',
    record: 'Darav',
    replaces: { work: 'critical-edition', ref: '2.23' },
    verdict: 'weak',
    why: 'A 3-adhyaya range cited by its first adhyaya; the Darvas are defeated at 2.24.17 (CI Dārva). The record’s own CI entry (Darva, 1.6) is Sanjay’s list; the event is in the CI’s Dārva entry.',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.24.17',
        note: 'In his northern campaign Arjun defeats the Darvas with the Trigarts and Kokanadas',
      },
    ],
    basis:
      '2.24.17: "C. Epic events: (1) Arjuna in his expedi- tion to the north before the Rājasūya defeated the Dārva Kṣatriyas along with Trigartas and Kokanadas 2. 24. 17" (CI 1.6, Dārva, entry 1)',
  },
  {
    kind: 'places',
    record: 'Kokonad',
    replaces: { work: 'critical-edition', ref: '2.24.1' },
    verdict: 'weak',
    why: 'Arjun sets out north (’prayayāv uttarāṃ diśam’); the Kokanadas are not named — the CI cites it for the direction.',
    cite: [
      { work: 'critical-edition', ref: '2.24.17', note: 'Arjun defeats the Kokanadas with the Trigarts and Darvas' },
    ],
    basis:
      '2.24.17: "( tatas trigartān kaunteyo dārvān kokanadāś ca ye / kṣatriyā bahavo rājan ) 2. 24. 17" (CI 1.6, Kokanada, entry 1)',
  },
  {
    kind: 'places',
    record: 'Urag',
    replaces: { work: 'critical-edition', ref: '2.23' },
    verdict: 'weak',
    why: 'A 3-adhyaya range cited by its first adhyaya; Rochaman of Urasha is defeated at 2.24.18 (CI Uraśā).',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.24.18',
        note: 'In his northern campaign Arjun defeats Rochaman, who lives at Urasha',
      },
    ],
    basis:
      '2.24.18: "Arjuna in his expedition to the north defeated Rocamāna living at Uraśā in the north-west ( uraśāvāsinaṃ caiva rocamānaṃ raṇe ’jayat ) 2. 24. 18" (CI 1.5A, Uraśā, entry 1)',
  },
  {
    kind: 'places',
    record: 'Singhapur',
    replaces: { work: 'critical-edition', ref: '2.23' },
    verdict: 'weak',
    why: 'A 3-adhyaya range cited by its first adhyaya; Singhapur is taken at 2.24.19 (the CI’s Siṃhapura entry, digitised under the key ’1.5A, A’).',
    cite: [{ work: 'critical-edition', ref: '2.24.19', note: 'Arjun storms Singhapur, guarded by Chitrayudha' }],
    basis:
      '2.24.19: "It was ruled by Cirāyudha: Arjuna defeated him in battle in his expedi- tion to the north of Indraprastha before the Rājasūya ( tataḥ siṃhapuraṃ ramyaṃ citrāyudhasurakṣitam / prāmathad … pāka- śāsanir āhave // ) 2. 24. 19" (CI 1.5A, A, entry 1)',
  },
  {
    kind: 'places',
    record: 'Sumala',
    replaces: { work: 'critical-edition', ref: '2.23' },
    verdict: 'does not support',
    why: 'No Sumalas in the critical text of 2.23–25: where other editions have them (2.24.20) the CE reads ’suhmāṃś ca colāṃś ca’ — Suhmas and Colas (CI Suhma, Cola). Sörensen’s own summary says only the Calcutta edition has Sumāla (Bombay: Colān). The record then rests on Sörensen alone; the lead may want to note that the name is not in the critical text.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Devaprastha',
    replaces: { work: 'critical-edition', ref: '2.23' },
    verdict: 'weak',
    why: 'A 3-adhyaya range cited by its first adhyaya; Senabindu’s town is at 2.24.12-13 (the CI spells it Divaḥprastha).',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.24.12-13',
        note: 'Arjun camps at Senabindu’s great town and attacks the Paurava king from there',
      },
    ],
    basis:
      '2.24.12-13: "Arjuna, in his expedition to the north ( prayayāv uttarāṃ tasmād diśam 2. 24. 1) before the Rājasūya, encamped there with his army and from there he attacked the Paurava king Viṣvagaśva 2. 24. 12-13" (CI 1.5A, Divaḥprastha, entry 1)',
  },
  {
    kind: 'places',
    record: 'Kamboj',
    replaces: { work: 'critical-edition', ref: '2.23' },
    verdict: 'weak',
    why: 'A 3-adhyaya range cited by its first adhyaya; it holds Arjun’s conquest of the Kambojas (2.24.22), which the record does not state; their horses and Sudakshin’s part for Duryodhan are not told.',
    cite: [
      { work: 'critical-edition', ref: '2.49.5', note: 'Sudakshin yokes white Kamboj horses to Yudhishthir’s chariot' },
      { work: 'critical-edition', ref: '5.158.19-20', note: 'The Kambojas join Duryodhan’s army' },
    ],
    basis:
      '2.49.5: "(2) Suda- kṣiṇa yoked white Kāmboja horses to Yudhiṣṭhira’s chariot ( sudakṣiṇas taṃ yuyuje śvetaiḥ kāmbojajair hayaiḥ ) 2. 49. 5" (CI 1.6, Kāmboja, entry 1) | 5.158.19-20: "(4) They joined the army of Duryodhana ( rājaca- muṃ sametām / … guptāṃ … udīcyakāmbo- jaśakaiḥ ) 5. 158. 19-20" (CI 1.6, Kāmboja, entry 1)',
  },
  {
    kind: 'places',
    record: 'Valhik',
    replaces: { work: 'critical-edition', ref: '8.30.62' },
    verdict: 'weak',
    why: 'A brahmin’s tirade quoted by Karn: good men keep the old dharma except the crooked Madras and Panchanadas — abuse; the CI cites it for the name Pañcanada. Arjun’s conquest is not told.',
    cite: [
      { work: 'critical-edition', ref: '2.24.21', note: 'After a hard fight Arjun brings the Bahlikas under control' },
    ],
    basis:
      '2.24.21: "(1) Arjuna, after a tough fight, brought Bāhlīka people under control in his conquest to the north before the Rājasūya ( bāhlīkān kurunandanaḥ / mahatā parimar- dena vaśe cakre ) 2. 24. 21" (CI 1.6, Āraṭṭa, entry 1)',
  },
  {
    kind: 'places',
    record: 'Darada',
    replaces: { work: 'critical-edition', ref: '2.23.9' },
    verdict: 'weak',
    why: 'The general verse of the four brothers setting out (CI: location ’north’); the Daradas are defeated at 2.24.22.',
    cite: [{ work: 'critical-edition', ref: '2.24.22', note: 'Arjun defeats the Daradas together with the Kambojas' }],
    basis:
      '2.24.22: "E. Epic events: (1) Arjuna defeated them in his expedition before the Rājasūya 2. 24. 22" (CI 1.6, Darada, entry 1)',
  },
  {
    kind: 'places',
    record: 'Kimpurush',
    replaces: { work: 'critical-edition', ref: '2.23' },
    verdict: 'weak',
    why: 'A 3-adhyaya range cited by its first adhyaya; the Kimpurusha land is taken at 2.25.1-2.',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.25.1-2',
        note: 'Crossing the Shweta mountain, Arjun conquers the land of the Kimpurushas',
      },
    ],
    basis:
      '2.25.1-2: "he then crossed Śveta and conquered the country of the Kiṃpuruṣas 2. 25. 1-2" (CI 1.5, Śveta, entry 1)',
  },
  {
    kind: 'places',
    record: 'Hatak',
    replaces: { work: 'critical-edition', ref: '2.25.1' },
    verdict: 'weak',
    why: '2.25.1 is the Kimpurusha land beyond the Shweta mountain; the CI cites it for Hataka’s location, but its own event clause for Hataka is 2.25.3-4.',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.25.3-4',
        note: 'Arjun reaches the Hataka land and wins its people by conciliation',
      },
    ],
    basis:
      '2.25.3-4: "C. Epic event: Arjuna in his expedition to the north ( diśaṃ dhanapater iṣṭām 2. 23. 9; 2. 24. 1) before the Rājasūya reach- ed Hāṭakadeśa and won over the people through conciliation ( tāṃs tu sāntvena nirjitya ) 2. 25. 3-4" (CI 1.6, Hāṭaka, entry 1)',
  },
  {
    kind: 'places',
    record: 'Manas lake',
    replaces: { work: 'critical-edition', ref: '2.24.1' },
    verdict: 'weak',
    why: 'Arjun sets out north; the lake is not named — the CI cites it for the direction only.',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.25.4-5',
        note: 'Arjun sees the Manas lake and then takes the Hataka and Gandharv lands',
      },
    ],
    basis:
      '2.25.4-5: "(2) Arjuna saw it in his expedition to the north and then conquered Hāṭaka, the country of the Guhyakas, along with the country of the Gandharvas 2. 25. 4-5" (CI 1.5, Mānasa, entry 1)',
  },
  {
    kind: 'places',
    record: 'Gandharv country',
    replaces: { work: 'critical-edition', ref: '2.23' },
    verdict: 'weak',
    why: 'A 3-adhyaya range cited by its first adhyaya; the Gandharv land is taken at 2.25.4-5. (The horses as tribute have no CI clause.)',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.25.4-5',
        note: 'By the Manas lake Arjun conquers the land guarded by the Gandharvs',
      },
    ],
    basis:
      '2.25.4-5: "(2) Arjuna saw it in his expedition to the north and then conquered Hāṭaka, the country of the Guhyakas, along with the country of the Gandharvas 2. 25. 4-5" (CI 1.5, Mānasa, entry 1)',
  },
  {
    kind: 'places',
    record: 'Harivarsha',
    replaces: { work: 'critical-edition', ref: '2.24.27' },
    verdict: 'weak',
    why: 'Arjun conquers the Himalaya with Nishkuta and camps on the Shweta mountain (CI: location ’beyond Himavant and Shweta’) — the road before Harivarsha. The guardians’ refusal and the tribute are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.25.10',
        note: 'The guardians tell Arjun that no man may enter the city of the northern Kurus and live',
      },
      {
        work: 'critical-edition',
        ref: '2.25.13-16',
        note: 'Arjun takes heavenly garments, ornaments and skins as tribute and turns back',
      },
    ],
    basis:
      '2.25.10: "that the city could not be conquered by him; he should return since the city could not be entered by men; if men did enter, they would certainly die ( idaṃ puraṃ yaḥ praviśed dhruvaṃ sa na bhaven naraḥ ) 2. 25. 10" (CI 1.6, Harivarṣa, entry 1) | 2.25.13-16: "m the gatekeepers tribute in the form of heavenly garments, heavenly ornaments and heavenly stripped-off hairy skins of antelopes Arjuna turned back ( tato divyāni vastrāni divyāny ābharaṇāni ca / mokājināni divyāni tasmai te pradaduḥ karam // ) 2. 25. 13-16" (CI 1.6, Harivarṣa, entry 1)',
  },
  {
    kind: 'places',
    record: 'Gangadwar',
    replaces: { work: 'critical-edition', ref: '3.80.12-13' },
    verdict: 'weak',
    why: 'Pulastya’s frame: Bheeshma once lived at Gangadwar and met Pulastya there (CI: location and that event). Arjun’s stay and Dhritarashtra’s death are not told.',
    cite: [
      { work: 'critical-edition', ref: '1.206.6', note: 'In his exile Arjun settles for a while at Gangadwar' },
      {
        work: 'critical-edition',
        ref: '15.45.10',
        note: 'Dhritarashtra, Gandhari, Kunti and Sanjay go from Kurukshetra to Gangadwar for austerities',
      },
      {
        work: 'critical-edition',
        ref: '15.47.14-15',
        note: 'Yudhishthir sends men to Gangadwar, where Dhritarashtra and the others were burnt by fire',
      },
    ],
    basis:
      '1.206.6: "(i) Arjuna, during his exile, settled down there for some time ( niveśam akarot ); during his stay the place looked very splendid with the presence of the learned, self- controlled and righteous Brāhmaṇas who offered many agnihotras and flower offerings between the banks (?) ( kṛtapuṣpopahāreṣu tīrāntaragateṣu ca ) 1. 206. 6, 8-10" (CI 1.5, Gaṅgādvāra, entry 1) | 15.45.10: "(v) From the Kurukṣetra Dhṛtarāṣṭra, along with Gān- dhārī, Kuntī and Saṃjaya, went to the Gaṅgā- dvāra and practised austerities 15. 45. 10" (CI 1.5, Gaṅgādvāra, entry 1) | 15.47.14-15: "(vi) Yudhiṣṭhira sent man',
  },
  {
    kind: 'places',
    record: 'Bhrigutunga',
    replaces: { work: 'critical-edition', ref: '1.207.1' },
    verdict: 'weak',
    why: 'Arjun reaches the Himalayan slope; the CI cites 1.207.1 only for the location and gives his visit to Bhrigutunga as the next verse.',
    cite: [{ work: 'critical-edition', ref: '1.207.2', note: 'In his exile Arjun purifies himself at Bhrigutunga' }],
    basis:
      '1.207.2: "(2) Arjuna, while on exile, purified himself there ( kṛtavāñ śaucam ātmanaḥ ) 1. 207. 2" (CI 1.5, Bhṛgutuṅga, entry 1)',
  },
  {
    kind: 'places',
    record: 'Hiranyavindu',
    replaces: { work: 'critical-edition', ref: '1.207.1' },
    verdict: 'weak',
    why: 'Arjun reaches the Himalayan slope; the CI cites 1.207.1 only for the location and gives his visit to Hiranyabindu as 1.207.4-5.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.207.4-5',
        note: 'Arjun bathes at Hiranyabindu, sees the great mountain and turns east',
      },
    ],
    basis:
      '1.207.4-5: "C. Epic event: Arjuna, during the term of his exile, visited this tīrtha; he bathed there and saw the best among the mountains (Himavant) and the sacred places ( dṛṣṭavān parvataśreṣṭhaṃ puṇyāny āyatanāni ca ); he descended from there and went to the east 1. 207. 4-5" (CI 1.5, Hiraṇyabindu, entry 1)',
  },
  {
    kind: 'places',
    record: 'Gandhamadan',
    replaces: { work: 'critical-edition', ref: '5.62.21-22' },
    verdict: 'weak',
    why: 'In a fable told to Duryodhan (the honey-gatherers): ’we go to the northern mountain Gandhamadana’ — the CI cites it for the location. Bheem, Hanuman and the Pandavas’ wait are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '6.7.32',
        note: 'Kuber sports on the peaks of Gandhamadan with Rakshases and Apsaras',
      },
      {
        work: 'critical-edition',
        ref: '3.150.16',
        note: 'After meeting Hanuman, Bheem roams Gandhamadan in search of the saugandhik flowers',
      },
      { work: 'critical-edition', ref: '3.171.10', note: 'Arjun rejoins his brothers on Gandhamadan' },
    ],
    basis:
      '6.7.32: "(1) Kubera, along with the Rākṣasas and in the company of the Apsarases, enjoys himself on the peaks of the Gandhamādana 6. 7. 32" (CI 1.5, Gandhamādana, entry 1) | 3.150.16: "on his way he met Hanūmant and then he roamed again on the mountain in search of the saugandhika flowers which he finally found 3. 150. 16, 18, 27" (CI 1.5, Gandhamādana, entry 1) | 3.171.10: "(vi) Arjuna met his brothers on the Gandhamādana 3. 171. 10" (CI 1.5, Gandhamādana, entry 1)',
  },
  {
    kind: 'places',
    record: 'Shatashring',
    replaces: { work: 'critical-edition', ref: '1.110.43' },
    verdict: 'weak',
    why: 'Pandu crosses the Himalaya to Gandhamadana (CI: location ’beyond Gandhamadana and Hamsakuta’); his life on Shatashring, the births and his death are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.110.45',
        note: 'Reaching Shatashring with his two wives, Pandu becomes an ascetic',
      },
      { work: 'critical-edition', ref: '1.115.19', note: 'The brahmins of Shatashring name the newborn Pandavas' },
      {
        work: 'critical-edition',
        ref: '2.70.17',
        note: 'Kunti recalls coming back from Shatashring to Hastinapur after Pandu’s death',
      },
    ],
    basis:
      '1.110.45: "when he, with his two wives, reached Śata- śṛṅga he became an ascetic ( śataśṛṅge … tāpasaḥ samapadyata ) 1. 110. 45" (CI 1.5, Śataśṛṅga, entry 1) | 1.115.19: "(2) When the Pāṇḍavas were born, the Brāhmaṇas who lived on Śataśṛṅga gave them names ( nāmāni cakrire teṣāṃ śata- śṛṅganivāsinaḥ ) 1. 115. 19" (CI 1.5, Śataśṛṅga, entry 1) | 2.70.17: "(4) Kuntī told the Pāṇḍavas when they started for the forest that if she had known what was in their store she, after the death of Pāṇḍu, would not have returned from Śataśṛṅga to Hāstinapura 2. 70. 17" (CI 1.5, Śataśṛṅga, entry 1)',
  },
  {
    kind: 'places',
    record: 'Chaitrarath',
    replaces: { work: 'critical-edition', ref: '5.109.3' },
    verdict: 'weak',
    why: 'Garud begins his description of the north; Chaitraratha is named only later (5.109.9). Pandu’s passing is not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.110.43',
        note: 'Pandu passes through the Chaitrarath grove on his way to the Himalaya',
      },
    ],
    basis:
      '1.110.43: "(1) Pāṇḍu went to this grove from the Nāgasabha mountain and from there he proceeded further to the Hima- vant 1. 110. 43" (CI 1.5, Caitraratha, entry 1)',
  },
  {
    kind: 'places',
    record: 'Meru',
    replaces: { work: 'critical-edition', ref: '1.65.36' },
    verdict: 'weak',
    why: 'Menaka tells Indra that Vishvamitra could shrink Meru and turn it round — a comparison.',
    cite: [
      {
        work: 'critical-edition',
        ref: '17.2.2',
        note: 'On the Pandavas’ last journey: Meru, best of mountains, beyond the Himalaya',
      },
      { work: 'critical-edition', ref: '3.102.2', note: 'Meru, the golden mountain' },
    ],
    basis:
      '17.2.2: "beyond the Himavant 17. 2. 2" (CI 1.5, Meru, entry 1) | 3.102.2: "golden moun- tain ( kanakaparvata ) 3. 102. 2" (CI 1.5, Meru, entry 1)',
  },
  {
    kind: 'places',
    record: 'Ganga',
    replaces: { work: 'critical-edition', ref: '3.155.85' },
    verdict: 'weak',
    why: 'Yudhishthir points out the ’Mahaganga’ to Bheem near Gandhamadan — the CI cites it for an epithet. The goddess, Bheeshma’s mother, and the events on her banks are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.92.48-55',
        note: 'Ganga tells Shantanu who she is and that the eighth son, Bheeshma, is hers to give him',
      },
      {
        work: 'critical-edition',
        ref: '1.55.10',
        note: 'At Pramanakoti Duryodhan ties up the sleeping Bheem and throws him into the Ganga',
      },
      {
        work: 'critical-edition',
        ref: '5.142.26-27',
        note: 'Kunti goes to the Ganga bank to meet Karn at his prayers',
      },
    ],
    basis:
      '1.92.48-55: "the eighth son who was to be given to him later by her was the one born of her (Gaṅgā) ( matprasūtaṃ vijānīhi gaṅgā- dattam imaṃ sutam ) 1. 92. 48-55" (CI 1.5, Gaṅgā, entry 1) | 1.55.10: "(i) At Pramāṇakoṭi, Duryodhana tied up Bhīma, while he was asleep, and threw him in the waters of the Gaṅgā 1. 55. 10" (CI 1.5, Gaṅgā, entry 1) | 5.142.26-27: "(xvi) Kuntī, who wished to approach Karṇa to tell him the truth about his birth, went to the Bhāgīrathī to meet him; there on the bank of the Gaṅgā she heard the sound of the prayers recited by Karṇa 5. 142. 26-27" (CI 1.5, Gaṅgā, entry 1)',
  },
  {
    kind: 'places',
    record: 'Yamuna',
    replaces: { work: 'critical-edition', ref: '1.57' },
    verdict: 'weak',
    why: '1.57 tells of Satyavati’s birth and Parashar (Vyas born on a Yamuna island, 1.57.69); the record’s event, Shantanu meeting her by the Yamuna, is in 1.94 (CI).',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.94.41',
        note: 'Shantanu, in a forest by the Yamuna, comes upon the fisher girl who plies the ferry',
      },
      { work: 'critical-edition', ref: '1.94.44', note: 'Shantanu sees Satyavati, the ferry girl of the Yamuna' },
    ],
    basis:
      '1.94.41: "when he once went to a forest along the river Yamunā he saw a fisher- man’s girl who plied a ferry on the river 1. 94. 41, 44" (CI 1.5, Yamunā, entry 1) | 1.94.44: "when he once went to a forest along the river Yamunā he saw a fisher- man’s girl who plied a ferry on the river 1. 94. 41, 44" (CI 1.5, Yamunā, entry 1)',
  },
  {
    kind: 'places',
    record: 'Kamyak forest',
    replaces: { work: 'critical-edition', ref: '3.146.10-11' },
    verdict: 'weak',
    why: 'Draupadi wants the saugandhik flower taken back to the Kamyaka hermitage — a mention. The forest by the Saraswati, Kirmir and Jayadrath are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.6.2-3',
        note: 'Going west from the Yamuna, the Pandavas find the Kamyak forest on the Saraswati’s bank',
      },
      {
        work: 'critical-edition',
        ref: '3.248.6-7',
        note: 'Jayadrath, on his way to the Shalvas, passes through the Kamyak forest and finds Draupadi there',
      },
    ],
    basis:
      '3.6.2-3: "It was to the west, some forests away, of the Yamunā, in the desert plains on the bank of the Sarasvatī ( yamu- nāṃ ca niṣevya te / yayur vanenaiva vanaṃ satataṃ paścimāṃ diśam // tataḥ sarasvatī- kūle sameṣu marudhanvasu / kāmyakaṃ nāma dadṛśur vanam ) 3. 6. 2-3" (CI 1.5, Kāmyaka, entry 2) | 3.248.6-7: "Vār- dhakṣatri (Jayadratha), the king of the Sindhus, on his way to the Śālveyas, happened to pass through the Kāmyaka 3. 248. 6-7" (CI 1.5, Kāmyaka, entry 2)',
  },
  {
    kind: 'places',
    record: 'Indralok',
    replaces: { work: 'critical-edition', ref: '3.170.25' },
    verdict: 'weak',
    why: 'The Kalakeyas’ moving city Hiranyapura was ’like Amaravati’ — a comparison. Arjun’s stay and Yudhishthir’s entry are not told.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.43.14',
        note: 'Arjun sees Amaravati, Indra’s city, in the world of the gods',
      },
      { work: 'critical-edition', ref: '3.164.42', note: 'Arjun tells how he came to Amaravati, Indra’s city' },
    ],
    basis:
      '3.43.14: "(1) Arjuna saw Amarāvatī in the Devaloka 3. 43. 14; 3. 164. 42." (CI 1.5A, Amarāvatī, entry 1) | 3.164.42: "(1) Arjuna saw Amarāvatī in the Devaloka 3. 43. 14; 3. 164. 42." (CI 1.5A, Amarāvatī, entry 1)',
  },
  {
    kind: 'places',
    record: 'Nagalok',
    replaces: { work: 'critical-edition', ref: '5.107.1' },
    verdict: 'weak',
    why: 'Galava’s description of the south begins (’the south is so called’); the CI cites it for the direction only. Bheem’s revival and Uloopi are not told; the CI’s Bhogavatī entry has no clause for them, the Kauravya entry has Uloopi.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.206.13',
        note: 'Uloopi draws Arjun down while he bathes in the Ganga and takes him to her father’s home',
      },
      { work: 'critical-edition', ref: '5.101.1', note: 'Bhogavati, the city of the Nagas under Vasuki’s protection' },
    ],
    basis:
      '1.206.13: "his daughter Ulūpī (1. 206. 18; 14. 90. 2) dragged Arjuna down while he was bathing in Gaṅgā and took him to her father’s residence; at Ulūpī’s request Arjuna spent a night at Kauravya’s residence 1. 206. 13, 34" (CI 1.1, Kauravya, entry 1) | 5.101.1: "It enjoyed the protection of Vāsuki ( iyaṃ bhogavatī nāma purī vāsukipālitā ) 5. 101. 1" (CI 1.5A, Bhogavatī, entry 1)',
  },
  {
    kind: 'places',
    record: 'Malla',
    replaces: { work: 'critical-edition', ref: '4.1.8-9' },
    verdict: 'weak',
    why: 'Arjun lists the Mallas among the countries round the Kurus for the year in hiding — a list.',
    cite: [
      { work: 'critical-edition', ref: '2.27.3', note: 'Bheem defeats the northern Mallas and the king of the Mallas' },
      { work: 'critical-edition', ref: '2.27.11', note: 'Bheem defeats the southern Mallas' },
    ],
    basis:
      '2.27.3: "C. Epic event: Bhīmasena in his expedition to the east before the Rājasūya defeated Uttaramallas, Uttamamallas along with the king of the Mallas and then also defeated the Dakṣiṇamallas ( sottamān api cottarān / mallānām adhipaṃ caiva pārthivam vyajas yat prabhuḥ // ) 2. 27. 3" (CI 1.6, Malla, entry 1) | 2.27.11: "( tato dakṣiṇas mallāṃś ca … tarasaivājayad bhīmo … ) 2. 27. 11" (CI 1.6, Malla, entry 1)',
  },
  {
    kind: 'places',
    record: 'Martikavat',
    replaces: { work: 'critical-edition', ref: '3.21.14' },
    verdict: 'weak',
    why: 'Krishna reaches Martikavata from Dwarka to attack Shalva — another event than the record’s. The record’s event is in the CI’s Bhoja entry.',
    cite: [
      {
        work: 'critical-edition',
        ref: '16.8.66-67',
        note: 'After Dwarka’s fall Arjun settles the survivors of the Bhoja royal house in the city of Martikavat',
      },
    ],
    basis:
      '16.8.66-67: "Arjuna settled the royal women of Bhojas, who had escaped abduction, at Mārtikāvata ( nyave- śayata … nagaraṃ mārtikāvatam / bhoja- rājakalatraṃ ca hṛtaśeṣam … / ) 16. 8. 66- 67" (CI 1.6, Bhoja, entry 1)',
  },
  {
    kind: 'places',
    record: 'Sauvir',
    replaces: { work: 'critical-edition', ref: '3.248' },
    verdict: 'weak',
    why: 'A 9-adhyaya range for Draupadi’s abduction cited by its first adhyaya; Jayadrath’s rule over Sindhu and Sauvir is incidental there and not pointed to.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.251.18',
        note: 'Jayadrath offers Draupadi the rule of all the Sindhu and Sauvir lands',
      },
      {
        work: 'critical-edition',
        ref: '5.19.14',
        note: 'The kings of Sindhu and Sauvir, led by Jayadrath, join Duryodhan',
      },
    ],
    basis:
      '3.251.18: "Jayadratha invited Draupadī to be his wife and obtain the mastery of the entire Sindhu and Suvīra countries ( akhilān sindhusauvīrān avāpnuhi ) 3. 251. 18" (CI 1.6, Suvīra, entry 1) | 5.19.14: "(3) The kings of Sindhu and Suvīra countries ( sindhusauvīravāsinaḥ ), led by Jayadratha, joined the side of Duryodhana; their army was an akṣauhiṇī strong ( teṣām akṣauhiṇī senā ) 5. 19. 14, 19-20" (CI 1.6, Suvīra, entry 1)',
  },
  {
    kind: 'places',
    record: 'Nishadh',
    replaces: { work: 'critical-edition', ref: '3.50.1' },
    verdict: 'weak',
    why: 'Introduces King Nala, Virasena’s son; the CI cites no mention of the Nishadha country in this verse (Nala as ’king among the Nishadhas’ is 3.50.3). Pushkar’s winning and losing the kingdom are not told.',
    cite: [
      { work: 'critical-edition', ref: '3.50.3', note: 'Nala, king among the Nishadhas' },
      {
        work: 'critical-edition',
        ref: '3.56.5',
        note: 'Kali urges Pushkar to play dice with Nala and win the Nishadha kingdom',
      },
      { work: 'critical-edition', ref: '3.77.1', note: 'Nala goes back to Nishadha to challenge Pushkar at dice' },
    ],
    basis:
      '3.50.3: "(7) niṣadheṣu mahīpatiḥ: Nala 3. 50. 3, 26" (CI 1.6, Niṣadha, entry 1) | 3.56.5: "Kali told Puṣkara to play a game of dice with Nala, defeat him, and obtain the kingdom of the Niṣadha country ( niṣadhān pratipadyasva ) 3. 56. 5" (CI 1.6, Niṣadha, entry 1) | 3.77.1: "Nala went to the Niṣadha country to challenge Puṣkara for a game of dice ( jagāma niṣadhān prati ) 3. 77. 1" (CI 1.6, Niṣadha, entry 1)',
  },
  {
    kind: 'places',
    record: 'Dwaipayan lake',
    replaces: { work: 'sorensen', ref: 'Bhīma', entry: 6 },
    verdict: 'does not support',
    why: 'The entry is the Pandav Bheem (a person), not the lake; it says nothing of the lake.',
    to: { ref: 'Dvaipāyana', entry: 2 },
    // the right entry: Dvaipāyana is a lake. Duryodhana concealed himself in this lake after being defeated.
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Dwaipayan lake',
    replaces: { work: 'sorensen', ref: 'Saṅkarṣaṇa' },
    verdict: 'does not support',
    why: 'The entry is Balaram (a person); it says nothing of the lake.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Lakshagriha',
    replaces: { work: 'sorensen', ref: 'Kuntī' },
    verdict: 'does not support',
    why: 'The entry is Kunti (a person); it says nothing of the house of lac.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Lakshagriha',
    replaces: { work: 'sorensen', ref: 'Yudhiṣṭhira' },
    verdict: 'does not support',
    why: 'The entry is Yudhishthir (a person); it says nothing of the house of lac. Sörensen has no entry for the house itself (its Vāraṇāvata entry only names the Jatugṛha episode).',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Somashrayan',
    replaces: { work: 'sorensen', ref: 'Kuntī' },
    verdict: 'does not support',
    why: 'The entry is Kunti (a person); it says nothing of the tirtha.',
    to: { ref: 'Somāśrāyāyaṇa', entry: 1 },
    // the right entry: Somāśrāyāyaṇa is a tīrtha visited by the Pāṇḍavas.
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Magadh',
    replaces: { work: 'sorensen', ref: 'Māgadha', entry: 4 },
    verdict: 'does not support',
    why: 'The entry is Jarasandh (a person: ’Māgadha is also known as Jarāsandha’), not the kingdom.',
    to: { ref: 'Magadha', entry: 3 },
    // the right entry: Magadha is the country of the Magadhas.
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Tamralipta',
    replaces: { work: 'sorensen', ref: 'Tāmralipta', entry: 1 },
    verdict: 'does not support',
    why: 'The entry is ’the king of the Tāmraliptas’ (a person: at Draupadi’s svayamvara, conquered by Bheem), not the port.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Gangasagar',
    replaces: { work: 'sorensen', ref: 'Nakula' },
    verdict: 'does not support',
    why: 'The entry is Nakul (a person); it says nothing of the place.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Kolwa hills',
    replaces: { work: 'sorensen', ref: 'Vyāsa', entry: 1 },
    verdict: 'does not support',
    why: 'The entry is the sage Vyas (a person); nothing of the hills.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Kolwa hills',
    replaces: { work: 'sorensen', ref: 'Babhruvāhana' },
    verdict: 'does not support',
    why: 'The entry is Babhruvahan (a person); nothing of the hills.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Kolwa hills',
    replaces: { work: 'sorensen', ref: 'Arjuna', entry: 2 },
    verdict: 'does not support',
    why: 'The entry is Arjun (a person), ’mentioned in various contexts’; nothing of the hills.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Matsya',
    replaces: { work: 'sorensen', ref: 'Matsya', entry: 2 },
    verdict: 'does not support',
    why: 'The entry is the Matsya king Virat (a person), not the kingdom.',
    to: { ref: 'Matsya', entry: 6 },
    // the right entry: Matsya, plural, is a people … vanquished by Bhīmasena … apara-Matsyān in the context of Sahadeva (entry 4 is the country, thin).
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Viratnagar',
    replaces: { work: 'sorensen', ref: 'Virāta' },
    verdict: 'does not support',
    why: 'The entry is King Virat (a person), not his capital.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Nishad',
    replaces: { work: 'sorensen', ref: 'Niṣāda', entry: 2 },
    verdict: 'does not support',
    why: 'The entry is ’the king of the Niṣādas’, identified as Ekalavya (a person), not the kingdom.',
    to: { ref: 'Niṣāda', entry: 1 },
    // the right entry: Niṣāda, plural, low-caste tribes … Sahadeva conquered the Niṣāda’s land and vanquished them.
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Shibi',
    replaces: { work: 'sorensen', ref: 'Śibi', entry: 1 },
    verdict: 'does not support',
    why: 'The entry is King Shibi, son of Ushinara (a person, the eponym), not the people.',
    to: { ref: 'Śibi', entry: 6 },
    // the right entry: Śibi, plural Śibayaḥ, refers to a people. They were vanquished by Nakula in the west.
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Singhapur',
    replaces: { work: 'sorensen', ref: 'Bhagadatta' },
    verdict: 'does not support',
    why: 'The entry is Bhagadatta of Pragjyotisha (a person); nothing of Singhapur.',
    to: { ref: 'Siṃhapura', entry: 1 },
    // the right entry: Siṃhapura is a city in the north, vanquished by Arjuna.
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Singhapur',
    replaces: { work: 'sorensen', ref: 'Arjuna', entry: 2 },
    verdict: 'does not support',
    why: 'The entry is Arjun (a person); nothing of Singhapur.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Uluk',
    replaces: { work: 'sorensen', ref: 'Ulūka', entry: 4 },
    verdict: 'does not support',
    why: 'The entry is ’the king of the Ulūkas’, perhaps Brihanta (a person), not the kingdom.',
    to: { ref: 'Ulūka', entry: 5 },
    // the right entry: Ulūka, plural, refers to a people … Arjuna vanquished them in the north … Bṛhantam.
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Northern Uluk',
    replaces: { work: 'sorensen', ref: 'Bhagadatta' },
    verdict: 'does not support',
    why: 'The entry is Bhagadatta (a person); nothing of the northern Ulukas.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Northern Uluk',
    replaces: { work: 'sorensen', ref: 'Arjuna', entry: 2 },
    verdict: 'does not support',
    why: 'The entry is Arjun (a person); nothing of the northern Ulukas.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Kamboj',
    replaces: { work: 'sorensen', ref: 'Kāmboja', entry: 2 },
    verdict: 'does not support',
    why: 'The entry is Sudakshin, king of the Kambojas (a person); it does tell that his army was in Duryodhan’s forces, but it is not the people/kingdom.',
    to: { ref: 'Kāmboja', entry: 1 },
    // the right entry: The Kāmboja, plural, are a people … Arjuna vanquished the Kāmbojas … associated with horses.
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Gandharv country',
    replaces: { work: 'sorensen', ref: 'Bhagadatta' },
    verdict: 'does not support',
    why: 'The entry is Bhagadatta (a person); nothing of the Gandharv land.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Gandharv country',
    replaces: { work: 'sorensen', ref: 'Arjuna', entry: 2 },
    verdict: 'does not support',
    why: 'The entry is Arjun (a person); nothing of the Gandharv land.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Vashishthaparvat',
    replaces: { work: 'sorensen', ref: 'Arjuna', entry: 2 },
    verdict: 'does not support',
    why: 'The entry is Arjun (a person); nothing of Vasishtha’s peak (Sörensen has no entry for the peak).',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Saugandhik lake',
    replaces: { work: 'sorensen', ref: 'Bhīma', entry: 6 },
    verdict: 'does not support',
    why: 'The entry is the Pandav Bheem (a person): fighting Duryodhan with the mace, verse lists; nothing of the lake.',
    to: { ref: 'Saugandhikavana', entry: 1 },
    // the right entry: Saugandhikavana is the name of a place … in the context of Hanūmad and Bhīma’s conversation … the Saugandhikāharaṇa.
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Saugandhik lake',
    replaces: { work: 'sorensen', ref: 'Hanumat' },
    verdict: 'does not support',
    why: 'The entry is the monkey Hanumat (a person); it says nothing of the lake.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Indradyumna lake',
    replaces: { work: 'sorensen', ref: 'Pāṇḍu', entry: 1 },
    verdict: 'does not support',
    why: 'The entry is Pandu (a person): his parentage and family; nothing of the lake.',
    to: { ref: 'Indradyumna', entry: 3 },
    // the right entry: Indradyumna is a lake. There, King Indradyumna had performed sacrifices …
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Hamsakut',
    replaces: { work: 'sorensen', ref: 'Pāṇḍu', entry: 1 },
    verdict: 'does not support',
    why: 'The entry is Pandu (a person); nothing of the peak.',
    to: { ref: 'Haṃsakūṭa', entry: 1 },
    // the right entry: Haṃsakūṭa is a mountain in the north, crossed by Pāṇḍu.
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Nivatkavach city',
    replaces: { work: 'sorensen', ref: 'Mātali' },
    verdict: 'does not support',
    why: 'The entry is Indra’s charioteer Matali (a person); nothing of the demons’ city.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Nivatkavach city',
    replaces: { work: 'sorensen', ref: 'Indra', entry: 1 },
    verdict: 'does not support',
    why: 'The entry is the god Indra; nothing of the demons’ city.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Kuntirashtra',
    replaces: { work: 'sorensen', ref: 'Vibhīṣaṇa', entry: 2 },
    verdict: 'does not support',
    why: 'The entry is Vibhishan of Lanka (a person); nothing of Kuntibhoj’s kingdom.',
    to: { ref: 'Kunti', entry: 3 },
    // the right entry: Kunti is a people … Their land is referred to as Kuntirāṣṭra.
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Kuntirashtra',
    replaces: { work: 'sorensen', ref: 'Sahadeva', entry: 1 },
    verdict: 'does not support',
    why: 'The entry is the Pandav Sahadev (a person): ’he conquered the southern region’; nothing of this kingdom.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Karush',
    replaces: { work: 'sorensen', ref: 'Karūṣa', entry: 2 },
    verdict: 'does not support',
    why: 'The entry is a textual note on ’the king of the Karūṣas’ (read for ’Dantavakraḥ’) in the Rajasuyarambha — a person and a reading, not the kingdom.',
    to: { ref: 'Karūṣa', entry: 1 },
    // the right entry: Karūṣa, plural, refers to a people … among the allies of Yudhiṣṭhira.
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Sauvir',
    replaces: { work: 'sorensen', ref: 'Sauvīra', entry: 4 },
    verdict: 'does not support',
    why: 'The entry is ’Sauvīra is the same as Jayadratha’ — a person, not the kingdom.',
    to: { ref: 'Sauvīra', entry: 6 },
    // the right entry: Sauvīra, plural, is a people … Their king is the lord of the Sauvīras and Sindhus, i.e., Jayadratha.
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Panchal',
    replaces: { work: 'sorensen', ref: 'Pañcāla', entry: 1 },
    verdict: 'weak',
    why: 'This people, but the summary tells none of the record’s matter (Drupad’s kingdom, Dron’s division, Draupadi’s svayamvara): Bheem conciliated them, ’their city may be Kāmpilya’, the Pandavas passed south of them.',
    to: { ref: 'Pāñcāla', entry: 1 },
    // the right entry: The Pāñcāla … are a people … Kṛṣṇā’s svayaṃvara among the Pāñcālas is also noted.
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Trigarta',
    replaces: { work: 'sorensen', ref: 'Trigarta', entry: 4 },
    verdict: 'weak',
    why: 'This people (’five brothers who were Trigarta princes’, vanquished by Arjun and Nakul), but none of the record’s matter: Susharma, the raid on Virat’s cattle, the sworn warriors.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Himalaya',
    replaces: { work: 'sorensen', ref: 'Himālaya' },
    verdict: 'weak',
    why: 'This mountain, but the summary gives only the Gita line ’I am the Himalaya among the immovable things’; nothing of Pandu, Arjun and Shiva, the exile or the last journey. It is the record’s only citation, so it is replaced from the CI’s Himavant entry (Sörensen’s Himavat entry is no better for the record).',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.106.7-8',
        note: 'Pandu lives with his two wives in the forest on the southern slope of the Himalaya',
      },
      {
        work: 'critical-edition',
        ref: '3.40.29',
        note: 'Shiva in the guise of the Kirata, who fights Arjun, dwells on the Himalayan summit',
      },
      {
        work: 'critical-edition',
        ref: '17.2.1',
        note: 'On their last journey the Pandavas turn north and see the Himalaya',
      },
    ],
    basis:
      '1.106.7-8: "(1) Pāṇḍu left Hāstinapura and lived with his two wives in the forest on the southern side of Himavant giving himself to hunting ( araṇyanityaḥ satataṃ babhūva mṛgayāparaḥ // sa caran dakṣiṇaṃ pārśvaṃ ramyaṃ himavato gireḥ ) 1. 106. 7-8" (CI 1.5, Himavant, entry 1) | 3.40.29: "(iii) Kirāta (Śiva) lives on the summit of Hima- vant ( himavacchikharālayaḥ ) 3. 40. 29" (CI 1.5, Himavant, entry 1) | 17.2.1: "tatas te niyatātmāna udīcīṃ diśam āśritāḥ / dadṛśur … himavantam ) 17. 2. 1" (CI 1.5, Himavant, entry 1)',
  },
  {
    kind: 'places',
    record: 'Indralok',
    replaces: { work: 'sorensen', ref: 'Indraloka' },
    verdict: 'weak',
    why: 'This realm, but the summary (the five Indras visit, Sunda and Upasunda conquer it, Narada and Parvata come, ’the great-armed one stayed’) does not clearly tell Arjun’s five years or Yudhishthir’s entry.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Vishakhayup',
    replaces: { work: 'cultural-index', ref: '1.3, Ājagara' },
    verdict: 'weak',
    why: 'The entry is the Ajagara sub-parvan, not the forest; it gives only ’Related to Adhyāyas 3. 173-178’. The record’s CE 3.174 already supports.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Nishadh',
    replaces: { work: 'cultural-index', ref: '1.3, Nalopākhyāna' },
    verdict: 'weak',
    why: 'The entry is the Nala episode (upākhyāna), not the kingdom; it gives Damayanti’s plight and the range 3.50-78, nothing of Nishadha.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Bindusaras',
    replaces: { work: 'cultural-index', ref: '1.2, Devadatta' },
    verdict: 'does not support',
    why: 'The entry is Arjun’s conch Devadatta, not the lake; it names Bindusaras only as where Maya fetched the conch (2.3.7, 16, 18). The record’s CE 2.3 and Sörensen’s Bindusaras entry already support.',
    cite: [],
    basis: '',
  },
  {
    kind: 'places',
    record: 'Mandar',
    replaces: { work: 'cultural-index', ref: '1.3, Āstīka' },
    verdict: 'weak',
    why: 'The entry is the Astika sub-parvan (1.13-53), not the mountain; it names the churning of the ocean among its contents. The record’s CE 1.16 already supports.',
    cite: [],
    basis: '',
  },
  {
    kind: 'clans',
    record: 'Kuru',
    replaces: { work: 'critical-edition', ref: '14.69.19' },
    verdict: 'weak',
    why: 'CE 14.69.19 is a verse of the Aśvamedha decorations (banners "showed, as it were, the southern and northern Kurus"); the Cultural Index cites it only for the distinction of northern and southern Kurus. Nothing of the house of Kuru or Hastinapur.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.94.10',
        note: 'Shantanu rules the earth from Hastinapur, the city of the Kurus',
      },
      {
        work: 'critical-edition',
        ref: '1.102.1',
        note: 'with the birth of Dhritarashtra, Pandu and Vidur the Kuru land, Kurujangal and Kurukshetra prosper',
      },
    ],
    basis:
      'Cultural Index, 1.6 Kuru: "its capital town Hāstinapura (sa hāstinapure ramye kurūṇāṃ puṭabhedane) 1. 94. 10"; "when Dhṛtarāṣṭra, Pāṇḍu and Vidura were born the Kuru country, as also Kurujāṅgala and Kurukṣetra prospered (teṣu triṣu kumāreṣu jāteṣu kurujāṅgalaṃ / kuravo ’tha kurukṣetram trayam etad avardhata //) 1. 102. 1"',
  },
  {
    kind: 'clans',
    record: 'Pandav',
    replaces: { work: 'critical-edition', ref: '2.42.36' },
    verdict: 'weak',
    why: 'CE 2.42.36: the kings congratulate Yudhiṣṭhira after the Rājasūya for increasing the fame of the Ājamīḍhas — an epithet only; nothing of the Pandavs as Pandu’s sons, Indraprastha or their later seats.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.199.25-28',
        note: 'the Pandavs receive half the kingdom, go to Khandavprastha and, led by Krishna and Vyas, lay out the city (Indraprastha)',
      },
    ],
    basis:
      'Cultural Index, 1.5A Indraprastha (the cited entry Ājamīḍha has no such clause): "Dhṛtarāṣṭra gave half of the Kuru kingdom to the Pāṇḍavas and asked them to settle down at Khāṇḍavaprastha (ardhaṃ rājyasya saṃprāpya khāṇḍavaprastham āviśa); the Pāṇḍavas had to pass through a dense forest to reach Khāṇḍavaprastha from Hāstinapura (pratasthire tato ghoraṃ vanaṃ tat … khāṇḍavaprastham āviśan) 1. 199. 25-26; led by Kṛṣṇa, the Pāṇḍavas renovated the city so that it looked like heaven (kṛṣṇapurogamāḥ / maṇḍayāṃ cakrire tad vai puraṃ svargavat) 1. 199. 27; they performed śānti on a holy and auspiciou',
  },
  {
    kind: 'clans',
    record: 'Pandav',
    replaces: { work: 'sorensen', ref: 'Bhārata', entry: 4 },
    verdict: 'weak',
    why: 'Sörensen Bhārata 4 is a bare list of fourteen persons addressed as Bhārata (Bhīṣma, Duryodhana, Duḥśāsana and others as well as the Pāṇḍavas): it shows the epithet, not the Pandav line.',
    cite: [],
    basis: '',
  },
  {
    kind: 'clans',
    record: 'Vrishni',
    replaces: { work: 'critical-edition', ref: '3.21.4' },
    verdict: 'weak',
    why: 'CE 3.21.4: on his return Kṛṣṇa finds "this city of the Vṛṣṇis" (vṛṣṇipura) in distress after Śālva’s raid — a mention of Dvārakā as the Vṛṣṇis’ city; the Cultural Index cites it only for the name vṛṣṇipura.',
    cite: [
      { work: 'critical-edition', ref: '2.33.17', note: 'Krishna is born in the line of the Andhaks and Vrishnis' },
      {
        work: 'critical-edition',
        ref: '16.4.36',
        note: 'at Prabhas the Andhaks, Bhojs, Shaineyas and Vrishnis kill one another with pestles',
      },
    ],
    basis:
      'Cultural Index, 1.6 Vṛṣṇi: "Nārāyaṇa was born as Kṛṣṇa in the family of Vṛṣṇis and Andhakas 2. 33. 17"; "(63) Goaded by Kāla, Andhakas, Bhojas, Śaineyas and Vṛṣṇis struck one another with the darbhas turned into pestles 16. 4. 36"',
  },
  {
    kind: 'clans',
    record: 'Andhak',
    replaces: { work: 'critical-edition', ref: '10.12.33' },
    verdict: 'weak',
    why: 'CE 10.12.33: Kṛṣṇa tells Aśvatthāman that no Vṛṣṇi-Andhaka warrior of Dvārakā ever asked for his discus — the name occurs in a compound; nothing of the Andhaks themselves.',
    cite: [
      { work: 'critical-edition', ref: '16.4.29', note: 'at Prabhas the Bhojs and Andhaks gather round Satyaki' },
      {
        work: 'critical-edition',
        ref: '16.4.31-41',
        note: 'the Andhaks and Bhojs strike Satyaki and kill him and Pradyumna; the Yadavs then destroy one another',
      },
    ],
    basis:
      'Cultural Index, 1.6 Andhaka: "(34) When Sātyaki severed the head of Kṛtavarman, Bhojas and Andhakas, goaded by the turn of Kāla, gathered round Sātyaki (ekībhūtās tataḥ sarve kālaparyāyacoditāḥ / bhojāndhakā … śaineyaṃ paryavārayan // ) 16. 4. 29; angered, they, in a state of drunkenness struck Yuyudhāna (Sātyaki) with pots from which food was eaten; Bhojas then fought with Pradyumna, who had intervened to save Sātyaki, and Andhakas attacked Sātyaki, and killed both of them; … 16. 4. 31-41"',
  },
  {
    kind: 'clans',
    record: 'Bhoj',
    replaces: { work: 'critical-edition', ref: '2.55.6' },
    verdict: 'weak',
    why: 'CE 2.55.6: Vidura recalls that the Andhakas, Yādavas and Bhojas together abandoned Kaṃsa; the Cultural Index cites it for the Bhojas being named apart from the Yādavas. It does not say that Kamsa or Kritavarma were Bhojs.',
    cite: [
      { work: 'critical-edition', ref: '5.19.17', note: 'Kritavarma brings Duryodhan an army of Bhojs and Andhaks' },
    ],
    basis:
      'Cultural Index, 1.6 Bhoja: "(7) Kṛtavarman came with an army, akṣhauhiṇī strong and consisting of Bhojas and Andhakas, to Duryodhana 5. 19. 17"',
  },
  {
    kind: 'clans',
    record: 'Srinjay',
    replaces: { work: 'critical-edition', ref: '6.85.21' },
    verdict: 'weak',
    why: 'CE 6.85.21: a cry goes up from the Sṛñjayas slain by Droṇa — it only shows the people present in a battle; the Pāñcālas are not in the verse.',
    cite: [
      {
        work: 'critical-edition',
        ref: '6.16.42',
        note: 'at the start of the war the Pandavs and the Srinjay archers led by Dhrishtadyumna tremble at the sight of Bheeshma',
      },
    ],
    basis:
      'Cultural Index, 1.6 Sṛñjaya: "seeing Bhīṣma at the head of the Kaurava army, Pāṇḍavas and Sṛñjayas, led by Dhṛṣṭadyumna, shivered (samakampanta pāṇḍavāḥ / sṛñjayāś ca … dhṛṣṭadyumnapurogamāḥ //) 6. 16. 42" (still a war verse, but it names them with the Pandavs under the Panchal Dhrishtadyumna; the entry gives no verse for the kinship with the Pāñcālas)',
  },
  {
    kind: 'clans',
    record: 'Kashi',
    replaces: { work: 'critical-edition', ref: '7.23.7' },
    verdict: 'weak',
    why: 'CE 7.23.7: Dhṛtarāṣṭra recalls Duryodhana’s boast that half the Kekayas, the Kāśikas and Kosalas had come to him — the name in a list.',
    cite: [
      {
        work: 'critical-edition',
        ref: '13.44.37',
        note: 'Bheeshma recalls how he defeated the Kashis and carried off two princesses for Vichitravirya',
      },
    ],
    basis:
      'Cultural Index, 1.6 Kāśi: "(1) Bhīṣma defeated the Kāśi and other warriors and brought for Vicitravīrya two Kāśi princesses (ahaṃ vicitravīryāya dve kanye samudāvaham / jitvā … kāśīn atha ca kosalān // ) 13. 44. 37"',
  },
  {
    kind: 'clans',
    record: 'Magadh',
    replaces: { work: 'cultural-index', ref: '1.6, Magadha' },
    verdict: 'weak',
    why: 'The Cultural Index entry "1.6, Magadha" is only a cross-reference ("See Māgadha").',
    cite: [],
    basis: '',
  },
  {
    kind: 'clans',
    record: 'Magadh',
    replaces: { work: 'sorensen', ref: 'Māgadha', entry: 8 },
    verdict: 'weak',
    why: 'Sörensen Māgadha 8 says only that "the Māgadha" is Sahadeva, son of Jarāsandha — a minor part; nothing of Girivraj, Bṛhadratha or Jarāsandha.',
    cite: [],
    basis: '',
  },
  {
    kind: 'clans',
    record: 'Kekaya',
    replaces: { work: 'sorensen', ref: 'Kaikeya', entry: 6 },
    verdict: 'weak',
    why: 'Sörensen Kaikeya 6 is a text-critical note (Kaikeya/Kekaya readings in the Gītā and the Bhīṣmavadha, perhaps Bṛhatkṣatra) — it shows the name, not the people’s part.',
    cite: [],
    basis: '',
  },
  {
    kind: 'clans',
    record: 'Vanga',
    replaces: { work: 'critical-edition', ref: '2.41.9' },
    verdict: 'weak',
    why: 'CE 2.41.9: Śiśupāla mocks Bhīṣma’s praise of "Karṇa, lord of the Vaṅga and Aṅga lands" — an epithet of Karṇa; nothing of the Vaṅgas themselves.',
    cite: [
      {
        work: 'critical-edition',
        ref: '6.87.10',
        note: 'the king of the Vangas follows Duryodhan into battle with ten thousand elephants',
      },
    ],
    basis:
      'Cultural Index, 1.6 Vaṅga: "(4) On the eighth day of war, when Duryodhana attacked Ghaṭotkaca he was followed by the king of Vaṅgas with ten thousand elephant-fighters (gajayodhinaḥ); the war between the Rākṣasas of Ghaṭotkaca and the elephantfighters from Vaṅgas described in 6. 87. 10, 13-14" (the entry gives no verse for Bheem’s conquest)',
  },
  {
    kind: 'clans',
    record: 'Vanga',
    replaces: { work: 'sorensen', ref: 'Vaṅga', entry: 3 },
    verdict: 'weak',
    why: 'Sörensen Vaṅga 3 is the Vaṅga king who waited on Yudhiṣṭhira and came to his Rājasūya — a person, and a minor part.',
    cite: [],
    basis: '',
  },
  {
    kind: 'clans',
    record: 'Naga',
    replaces: { work: 'cultural-index', ref: '1.6, Uraga' },
    verdict: 'does not support',
    why: 'Cultural Index Uraga is a Janapada of that name in Saṃjaya’s list of lands (6.10.53), not the serpent people — another thing of the same name.',
    cite: [],
    basis: '',
  },
  {
    kind: 'clans',
    record: 'Vidarbha',
    replaces: { work: 'sorensen', ref: 'Vidarbhā' },
    verdict: 'weak',
    why: 'Sörensen Vidarbhā is the city named in the Nala story ("compare Kuṇḍina") — a minor part; nothing of Bhīṣmaka, Rukmiṇī or Rukmin.',
    cite: [],
    basis: '',
  },
  {
    kind: 'clans',
    record: 'Vidarbha',
    replaces: { work: 'critical-edition', ref: '3.50' },
    verdict: 'weak',
    why: 'CE 3.50 opens the story of Nala: the Vidarbha king there is Bhīma, Damayantī’s father; Bhīṣmaka, Rukmiṇī and Rukmin are not in it.',
    cite: [],
    basis: '',
  },
  {
    kind: 'clans',
    record: 'Kosala',
    replaces: { work: 'critical-edition', ref: '2.13.26' },
    verdict: 'weak',
    why: 'CE 2.13.26 is a list of peoples who fled south from Jarāsandha ("… the eastern Kosalas among the Kuntis") — the name in a list.',
    cite: [
      { work: 'critical-edition', ref: '7.46.20-22', note: 'Abhimanyu kills Brihadbal, lord of the Kosalas' },
      {
        work: 'critical-edition',
        ref: '2.18.28',
        note: 'on the way to Magadh Krishna, Bheem and Arjun cross the Sarayu into eastern Kosala',
      },
    ],
    basis:
      'Cultural Index, 1.6 Kosala: "(1) Bṛhadbala called kosalādhipati 2. 27. 1; 8. 4. 21; 11. 25. 10; kosalānām adhipaḥ 7. 46. 20; kosalarāja 7. 46. 21; kosalānām bhartā 7. 46. 22"; "(3) Bhīma, Arjuna and Kṛṣṇa, while going to the Magadha country, had to cross the river Sarayū before they could reach the eastern Kosala (saṃtīrya sarayūṃ ramyāṃ dṛṣṭvā pūrvāṃś ca kosalān / atītya jagmur mithilāṃ mālāṃ carmaṇvatīm nadīm //) 2. 18. 28"',
  },
  {
    kind: 'clans',
    record: 'Ikshvaku',
    replaces: { work: 'critical-edition', ref: '3.195.34' },
    verdict: 'weak',
    why: 'CE 3.195.34: after Dhundhu’s death three sons of Kuvalāśva survive, "from them the succession of the great Ikṣvākus" — a genealogical aside; nothing of Ayodhya, Mandhata or Ram.',
    cite: [
      { work: 'critical-edition', ref: '3.190.3', note: 'Parikshit, a king of Ikshvaku’s line, reigns at Ayodhya' },
      { work: 'critical-edition', ref: '3.267.35', note: 'Ram tells the ocean he is an Ikshvaku' },
      { work: 'critical-edition', ref: '3.126.5', note: 'Yuvanashva, father of Mandhata, is born in Ikshvaku’s line' },
    ],
    basis:
      'Cultural Index, 1.6 Ikṣvāku: "B. Seat of their kingdom: Ayodhyā (ayodhyāyām ikṣvākukulotpannaḥ … parikṣit) 3. 190. 3"; "(1) Rāma told the ocean, who appeared to him in dream, that he was an Ikṣvāku and his (ocean’s) kinsman (ikṣvākur asmi te jñātir iti rāmas tam abravīt) 3. 267. 35"; "(1) King Yuvanāśva (ikṣvākuvaṃśaprabhavaḥ) 3. 126. 5"',
  },
  {
    kind: 'clans',
    record: 'Nishad',
    replaces: { work: 'critical-edition', ref: '7.168.35' },
    verdict: 'weak',
    why: 'CE 7.168.35: Dhṛṣṭadyumna regrets not having thrown Droṇa’s head into the Niṣāda land as Jayadratha’s was — a mention of the territory.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.123.10',
        note: 'Ekalavya, son of the Nishad king Hiranyadhanu, comes to Dron',
      },
      {
        work: 'critical-edition',
        ref: '6.50.14',
        note: 'on the second day the Kalingas fight the Chedis together with the Nishads',
      },
    ],
    basis:
      'Cultural Index, 1.6 Niṣāda: "(1) niṣādarāja: (i) Ekalavya 5. 47. 71; (ii) Hiraṇyadhanus 1. 123. 10"; "Niṣāda prince (naiṣādi) with his Niṣāda warriors (on the side of the Kauravas), riding elephants, surrounded Bhīma (ayutena gajānāṃ ca niṣādaiḥ saha ketumān); Cedis and other warriors led by Bhīma, attacked Niṣādas; in the fierce battle, Niṣādas and Kaliṅgas outnumbered Cedis and their associates (vimardaḥ sumahān āsīd alpānāṃ bahubhiḥ saha) 6. 50. 5, 7, 8, 14"',
  },
  {
    kind: 'clans',
    record: 'Nishad',
    replaces: { work: 'sorensen', ref: 'Niṣāda', entry: 2 },
    verdict: 'weak',
    why: 'Sörensen Niṣāda 2: "the Niṣāda" as a king to whom messengers should go, identified with Ekalavya — a minor part; the record names Hiranyadhanu as king.',
    cite: [],
    basis: '',
  },
  {
    kind: 'clans',
    record: 'Shalwa',
    replaces: { work: 'critical-edition', ref: '6.114.77' },
    verdict: 'weak',
    why: 'CE 6.114.77 is the verse where the Cultural Index finds the word śālvāśrayāḥ in the tenth day’s battle; Śālva, Saubha and Dvārakā are not in it.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.17.8',
        note: 'the army of the Shalwa king attacks Dwarka and the Vrishni princes go out to fight it',
      },
      {
        work: 'critical-edition',
        ref: '3.23.27',
        note: 'Krishna sets out to kill the Shalwa king and bring down Saubha',
      },
    ],
    basis:
      'Cultural Index, 1.6 Śālva: "(2) Śālva, the king of Saubha (the city flying in the sky) 3. 17. 8"; "(b) śālvarāja: (1) Śālva, the king of Saubha (1. 96. 48), 1. 96. 25, 27, 32; 3. 17. 9, 10; 3. 18. 18; 3. 20. 22; 3. 21. 6, 8; 3. 23. 2, 27"',
  },
  {
    kind: 'clans',
    record: 'Malav',
    replaces: { work: 'critical-edition', ref: '6.18.13-14' },
    verdict: 'weak',
    why: 'CE 6.18.13-14: the Mālavas in the list of twelve Janapadas guarding Bhīṣma — the people present in a battle list.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.164.101',
        note: 'Bheem tells how he killed the elephant Ashwatthama of Indravarma, the Malav king',
      },
      {
        work: 'critical-edition',
        ref: '7.165.115',
        note: 'Yudhishthir tells Dron "Ashwatthama is dead", meaning the elephant of the Malav Indravarma killed by Bheem',
      },
    ],
    basis:
      'Cultural Index, 1.6 Mālava 1: "E. Some persons referred to after the name of the country: A. One who belonged to Mālava: (i) mālava: (1) Indravarman 7. 164. 101; 7. 165. 115"',
  },
  {
    kind: 'clans',
    record: 'Deva',
    replaces: { work: 'sorensen', ref: 'Sura' },
    verdict: 'weak',
    why: 'Sörensen Sura lists only the grammatical forms of sura ("gods") — a grammatical note.',
    cite: [],
    basis: '',
  },
  {
    kind: 'clans',
    record: 'Deva',
    replaces: { work: 'critical-edition', ref: '1.15' },
    verdict: 'weak',
    why: 'CE 1.15 (1.15–17) is the churning of the ocean: the gods are there, but nothing the record says (Indra’s lead, the heroes they fathered, their portions on earth).',
    cite: [],
    basis: '',
  },
  {
    kind: 'clans',
    record: 'Asura',
    replaces: { work: 'critical-edition', ref: '1.61' },
    verdict: 'weak',
    why: 'CE 1.61 lists Dānavas and Asuras reborn as kings (Vṛṣaparvan among them, 1.61.16) — a fact the record does not state; nothing of their enmity with the gods, Maya or the Nivātakavacas.',
    cite: [],
    basis: '',
  },
  {
    kind: 'clans',
    record: 'Yaksha',
    replaces: { work: 'sorensen', ref: 'Yakṣa', entry: 1 },
    verdict: 'weak',
    why: 'Sörensen Yakṣa 1: a class of beings from the primordial egg, offspring of Pulastya and Pulaha, linked with Maṇimat — Kubera and his treasures are not in it.',
    cite: [],
    basis: '',
  },
  {
    kind: 'clans',
    record: 'Bhargav',
    replaces: { work: 'critical-edition', ref: '12.285.17' },
    verdict: 'weak',
    why: 'CE 12.285.17 is where the Cultural Index finds Bhṛgu among the four original gotras (with Aṅgiras, Kaśyapa and Vasiṣṭha) — a list. (Book 12 of the critical text was not available here; judged from the Cultural Index’s account of the verse.)',
    cite: [],
    basis: '',
  },
  {
    kind: 'clans',
    record: 'Vanara',
    replaces: { work: 'sorensen', ref: 'Vānara' },
    verdict: 'weak',
    why: 'Sörensen Vānara: "apes", among the offspring of Pulastya and of Harī — nothing of Sugrīva, Kiṣkindhā or Hanūmat.',
    cite: [],
    basis: '',
  },
  {
    kind: 'clans',
    record: 'Nishadh',
    replaces: { work: 'cultural-index', ref: '1.3, Nalopākhyāna' },
    verdict: 'weak',
    why: 'Cultural Index 1.3 Nalopākhyāna is the entry for the upākhyāna as a section of the text (its place in the contents, 3.50–78); it does not speak of the Niṣadha people.',
    cite: [],
    basis: '',
  },
  {
    kind: 'panoplies',
    record: 'Krishna',
    replaces: { work: 'critical-edition', ref: '1.19.3' },
    verdict: 'does not support',
    why: 'CE 1.19.3 describes the ocean seen by Kadrū and Vinatā (timiṅgilas and makaras); Pāñcajanya is not in the verse — the Cultural Index cites it only for "Ocean (samudra)" as the conch’s origin.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.10.19-20',
        note: 'Krishna kills Panchajan in Patal and wins the conch Panchajanya',
      },
      { work: 'critical-edition', ref: '6.23.15', note: 'Krishna blows Panchajanya as the armies stand arrayed' },
    ],
    basis:
      'Cultural Index, 1.2 Pāñcajanya: "B. History: It belonged to the demon (?) Pañcajana residing in Pātāla; after conquering Varuṇa in the waters of the ocean, Kṛṣṇa killed Pañcajana and obtained the conch from him 7. 10. 19-20"; "(ii) when the two armies were arrayed against each other, ready to fight, Kṛṣṇa and Arjuna blew their conches 6. 1. 17; 6. 23. 15"',
  },
  {
    kind: 'panoplies',
    record: 'Arjun',
    replaces: { work: 'critical-edition', ref: '5.96.19' },
    verdict: 'weak',
    why: 'CE 5.96.19 is Mātali’s tour of Varuṇa’s world: "this bow of gāṇḍī … guarded by the gods, hence called gāṇḍiva" — the etymology of the bow’s name; Arjun is not in it.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.216.17-20',
        note: 'Arjun receives Gandiv at the Khandav forest, bows to Agni and strings it',
      },
    ],
    basis:
      'Cultural Index, 1.2 Gāṇḍīva: "when Arjuna received it, he bowed to Agni, held the bow firmly, and strung it; at that time there was a loud noise 1. 216. 17-20"',
  },
  {
    kind: 'panoplies',
    record: 'Ghatotkach',
    replaces: { work: 'sorensen', ref: 'Ghaṭotkaca' },
    verdict: 'weak',
    why: 'Sörensen Ghaṭotkaca: a Rākṣasa, son of Hiḍimbā and Bhīmasena, "mentioned in relation to a divine weapon given by Devarāja" — neither the vulture banner nor the Paulastya bow.',
    cite: [
      {
        work: 'ganguli',
        ref: 'Drona Parva, Section 23',
        note: 'the vulture on Ghatotkach’s standard and his Paulastya bow',
      },
    ],
    basis: 'Ganguli Drona Parva, Section 23 read: the vulture standard and the Paulastya bow.',
  },
  {
    kind: 'panoplies',
    record: 'Bheeshma',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'In Ganguli’s own numbering (the sacred-texts transcription, hin/m07/m07101.htm, headed "SECTION CIV") the chapter on the warriors’ standards is Section 104; his Section CV (m07102) is Droṇa’s fight with Yudhiṣṭhira, and the page the site links for "Section 105" (m07105.htm) is Section CVIII, Ghaṭotkaca killing Alambuṣa. "105" is the chapter number of the Bombay/Dutt numbering. The cited section do',
    cite: [
      {
        work: 'critical-edition',
        ref: '6.45.4',
        note: 'on the first day Bheeshma’s palm banner is seen moving through the Chedi, Kashi, Karush and Panchal ranks',
      },
      {
        work: 'critical-edition',
        ref: '6.44.48',
        note: 'Bheeshma with his raised silver palm standard with five stars shines like the moon over Meru',
      },
    ],
    basis:
      'Cultural Index, 1.6 Kāśi: "(9) On the first day of the war, Bhīṣma’s palm-marked banner was seen moving among the Kāśi warriors (cedikāṣikarūṣeṣu … bahudhā tālaś caran ketur adṛśyata) 6. 45. 4"; Cultural Index, 1.5 Meru (entry 1): "(xiv) Bhīṣma with his raised silvery staff with five stars on it (ketunā pañcatāreṇa … rājatena) looked like Meru with moon on it (candramā iva meruṇā) 6. 44. 48"',
  },
  {
    kind: 'panoplies',
    record: 'Karn',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'In Ganguli’s own numbering (the sacred-texts transcription, hin/m07/m07101.htm, headed "SECTION CIV") the chapter on the warriors’ standards is Section 104; his Section CV (m07102) is Droṇa’s fight with Yudhiṣṭhira, and the page the site links for "Section 105" (m07105.htm) is Section CVIII, Ghaṭotkaca killing Alambuṣa. "105" is the chapter number of the Bombay/Dutt numbering. The cited section do',
    cite: [
      {
        work: 'ganguli',
        ref: 'Drona Parva, Section 104',
        note: 'the warriors’ standards: Karn’s golden elephant-rope',
      },
    ],
    basis:
      'Ganguli, Drona Parva, Section CIV (sacred-texts hin/m07/m07101.htm): "The standard of Adhiratha’s son bore the mark of an elephant-rope made of gold". (Not a Cultural Index clause: the correction is a section number of the same work, checked in Ganguli’s text.)',
  },
  {
    kind: 'panoplies',
    record: 'Ashwatthama',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'In Ganguli’s own numbering (the sacred-texts transcription, hin/m07/m07101.htm, headed "SECTION CIV") the chapter on the warriors’ standards is Section 104; his Section CV (m07102) is Droṇa’s fight with Yudhiṣṭhira, and the page the site links for "Section 105" (m07105.htm) is Section CVIII, Ghaṭotkaca killing Alambuṣa. "105" is the chapter number of the Bombay/Dutt numbering. The cited section do',
    cite: [
      {
        work: 'ganguli',
        ref: 'Drona Parva, Section 104',
        note: 'the warriors’ standards: Ashwatthama’s golden lion’s tail',
      },
    ],
    basis:
      'Ganguli, Drona Parva, Section CIV (sacred-texts hin/m07/m07101.htm): "the lion-tail standard-top of Drona’s son, O Bharata, we saw, was endued with the effulgence of the rising sun". (Not a Cultural Index clause: the correction is a section number of the same work, checked in Ganguli’s text.)',
  },
  {
    kind: 'panoplies',
    record: 'Krip',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'In Ganguli’s own numbering (the sacred-texts transcription, hin/m07/m07101.htm, headed "SECTION CIV") the chapter on the warriors’ standards is Section 104; his Section CV (m07102) is Droṇa’s fight with Yudhiṣṭhira, and the page the site links for "Section 105" (m07105.htm) is Section CVIII, Ghaṭotkaca killing Alambuṣa. "105" is the chapter number of the Bombay/Dutt numbering. The cited section do',
    cite: [{ work: 'ganguli', ref: 'Drona Parva, Section 104', note: 'the warriors’ standards: Krip’s bull' }],
    basis:
      'Ganguli, Drona Parva, Section CIV (sacred-texts hin/m07/m07101.htm): "Kripa the son of Gotama, had for his mark an excellent bovine bull". (Not a Cultural Index clause: the correction is a section number of the same work, checked in Ganguli’s text.)',
  },
  {
    kind: 'panoplies',
    record: 'Duryodhan',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'In Ganguli’s own numbering (the sacred-texts transcription, hin/m07/m07101.htm, headed "SECTION CIV") the chapter on the warriors’ standards is Section 104; his Section CV (m07102) is Droṇa’s fight with Yudhiṣṭhira, and the page the site links for "Section 105" (m07105.htm) is Section CVIII, Ghaṭotkaca killing Alambuṣa. "105" is the chapter number of the Bombay/Dutt numbering. The cited section do',
    cite: [
      {
        work: 'ganguli',
        ref: 'Drona Parva, Section 104',
        note: 'the warriors’ standards: Duryodhan’s jewelled elephant',
      },
    ],
    basis:
      'Ganguli, Drona Parva, Section CIV (sacred-texts hin/m07/m07101.htm): "On the standard decked with gold, of king Duryodhana, was an elephant adorned with gems". (Not a Cultural Index clause: the correction is a section number of the same work, checked in Ganguli’s text.)',
  },
  {
    kind: 'panoplies',
    record: 'Shalya',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'In Ganguli’s own numbering (the sacred-texts transcription, hin/m07/m07101.htm, headed "SECTION CIV") the chapter on the warriors’ standards is Section 104; his Section CV (m07102) is Droṇa’s fight with Yudhiṣṭhira, and the page the site links for "Section 105" (m07105.htm) is Section CVIII, Ghaṭotkaca killing Alambuṣa. "105" is the chapter number of the Bombay/Dutt numbering. The cited section do',
    cite: [
      {
        work: 'ganguli',
        ref: 'Drona Parva, Section 104',
        note: 'the warriors’ standards: Shalya’s golden ploughshare (Sita)',
      },
      {
        work: 'critical-edition',
        ref: '7.80.18',
        note: 'a golden furrow (sita), bright as a flame, tops Shalya’s standard',
      },
    ],
    basis:
      'Ganguli, Drona Parva, Section CIV (sacred-texts hin/m07/m07101.htm): "Salya, the ruler of the Madras, we saw, had on his standard-top an image like the presiding goddess of corn". (Not a Cultural Index clause: the correction is a section number of the same work, checked in Ganguli’s text.) CE 7.80.18 is given by Cultural Index, 1.6 Madra, in its list of verses where Śalya is called king of the Madras: "(2) Śalya 1. 1. 148; … 7. 79. 4, 26; 7. 80. 18; 7. 105. 35; …"; the verse itself, read in the critical text, is his standard ("madrarājasya śalyasya dhvajāgre … sauvarṇīṃ … sītām").',
  },
  {
    kind: 'panoplies',
    record: 'Jayadrath',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'In Ganguli’s own numbering (the sacred-texts transcription, hin/m07/m07101.htm, headed "SECTION CIV") the chapter on the warriors’ standards is Section 104; his Section CV (m07102) is Droṇa’s fight with Yudhiṣṭhira, and the page the site links for "Section 105" (m07105.htm) is Section CVIII, Ghaṭotkaca killing Alambuṣa. "105" is the chapter number of the Bombay/Dutt numbering. The cited section do',
    cite: [
      { work: 'ganguli', ref: 'Drona Parva, Section 104', note: 'the warriors’ standards: Jayadrath’s silver boar' },
      {
        work: 'critical-edition',
        ref: '7.80.20',
        note: 'a silver boar in golden nets on the standard of the Sindhu king',
      },
    ],
    basis:
      'Ganguli, Drona Parva, Section CIV (sacred-texts hin/m07/m07101.htm): "A silver boar adorned the standard-top of the ruler of the Sindhus". (Not a Cultural Index clause: the correction is a section number of the same work, checked in Ganguli’s text.) CE 7.80.20 is given by Cultural Index, 1.6 Sindhu, in its list of verses where Jayadratha is called king of the Sindhus: "Jayadratha 1. 108. 18; … 7. 76. 11, 14, 18, 32, 36, 41; 7. 80. 20; 7. 87. 39; …"; the verse itself, read in the critical text, is his standard ("varāhaḥ sindhurājasya rājato … dhvajāgre").',
  },
  {
    kind: 'panoplies',
    record: 'Bhurishrava',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'In Ganguli’s own numbering (the sacred-texts transcription, hin/m07/m07101.htm, headed "SECTION CIV") the chapter on the warriors’ standards is Section 104; his Section CV (m07102) is Droṇa’s fight with Yudhiṣṭhira, and the page the site links for "Section 105" (m07105.htm) is Section CVIII, Ghaṭotkaca killing Alambuṣa. "105" is the chapter number of the Bombay/Dutt numbering. The cited section do',
    cite: [
      {
        work: 'ganguli',
        ref: 'Drona Parva, Section 104',
        note: 'the warriors’ standards: Bhurishrava’s golden sacrificial stake',
      },
    ],
    basis:
      'Ganguli, Drona Parva, Section CIV (sacred-texts hin/m07/m07101.htm): "The standard of Somadatta’s son, devoted to sacrifices, bore the sign of the sacrificial stake". (Not a Cultural Index clause: the correction is a section number of the same work, checked in Ganguli’s text.)',
  },
  {
    kind: 'panoplies',
    record: 'Vrishasen',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'In Ganguli’s own numbering (the sacred-texts transcription, hin/m07/m07101.htm, headed "SECTION CIV") the chapter on the warriors’ standards is Section 104; his Section CV (m07102) is Droṇa’s fight with Yudhiṣṭhira, and the page the site links for "Section 105" (m07105.htm) is Section CVIII, Ghaṭotkaca killing Alambuṣa. "105" is the chapter number of the Bombay/Dutt numbering. The cited section do',
    cite: [
      {
        work: 'ganguli',
        ref: 'Drona Parva, Section 104',
        note: 'the warriors’ standards: Vrishasen’s jewelled golden peacock',
      },
    ],
    basis:
      'Ganguli, Drona Parva, Section CIV (sacred-texts hin/m07/m07101.htm): "Vrishasena has a peacock made of gold and adorned with jewels and gems". (Not a Cultural Index clause: the correction is a section number of the same work, checked in Ganguli’s text.)',
  },
  {
    kind: 'persons',
    record: 'Dushyant',
    replaces: { work: 'ganguli', ref: 'Adi Parva, Section 68' },
    verdict: 'weak',
    why: 'Ganguli’s Section LXVIII (page m01069) only praises Dushmanta’s reign as founder of the Paurava line; Shakuntala is not in it. (Page m01068, which the site links, is Section LXVII, the list of incarnations.) The meeting, marriage and recognition are Sections LXIX–LXXIV.',
    cite: [
      {
        work: 'ganguli',
        ref: 'Adi Parva, Section 73',
        note: 'Dushyant marries Shakuntala in Kanva’s hermitage by the gandharva rite, promising that her son will be his heir',
      },
      {
        work: 'ganguli',
        ref: 'Adi Parva, Section 74',
        note: 'Shakuntala brings their son to Dushyant’s court; he denies her until a voice from the sky declares the boy his son, named Bharat',
      },
    ],
    basis:
      'Adi Parva, Section LXXIII: "The son that shall be begotten on me shall become thy heir-apparent ... that first of kings wedded the handsome Sakuntala"; Section LXXIV: "a voice from the skies ... Therefore, O Dushmanta, cherish thy son, and insult not Sakuntala ... this thy son be known by the name of Bharata".',
  },
  {
    kind: 'persons',
    record: 'Shakuntala',
    replaces: { work: 'ganguli', ref: 'Adi Parva, Section 68' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXVIII (page m01069) only praises Dushmanta’s reign; Shakuntala, the hermitage, the marriage and the court scene are not in it (they are Sections LXIX–LXXIV). 68 is the critical-edition adhyaya of the court scene.',
    cite: [
      {
        work: 'ganguli',
        ref: 'Adi Parva, Section 73',
        note: 'Dushyant marries Shakuntala in Kanva’s hermitage by the gandharva rite, promising that her son will be his heir',
      },
      {
        work: 'ganguli',
        ref: 'Adi Parva, Section 74',
        note: 'Shakuntala brings their son to Dushyant’s court; he denies her until a voice from the sky declares the boy his son, named Bharat',
      },
    ],
    basis:
      'Adi Parva, Section LXXIII: "The son that shall be begotten on me shall become thy heir-apparent ... that first of kings wedded the handsome Sakuntala"; Section LXXIV: "a voice from the skies ... Therefore, O Dushmanta, cherish thy son, and insult not Sakuntala ... this thy son be known by the name of Bharata".',
  },
  {
    kind: 'persons',
    record: 'Sunabh',
    replaces: { work: 'ganguli', ref: 'Bhishma Parva, Section 88' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXXXVIII (page m06088) only describes the arrays of the eighth day and the opening clash; the killing of Sunabh and his seven brothers by Bheem is in Section LXXXIX (page m06089).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 89',
        note: 'Bheem kills Sunabh, and then the seven brothers who attack him to avenge him',
      },
    ],
    basis:
      'Bhishma Parva, Section LXXXIX: "Bhima with a sharp arrow having a horse-shoe head, cut off the head of Sunabha ... seven of his heroic brothers ... Adityaketu and Vahvasin, and Kundadhara and Mahodara, and Aparajita, and Panditaka and the invincible Visalaksha ... rushed against the son of Pandu"; each is then slain.',
  },
  {
    kind: 'persons',
    record: 'Adityaketu',
    replaces: { work: 'ganguli', ref: 'Bhishma Parva, Section 88' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXXXVIII (page m06088) only describes the arrays of the eighth day and the opening clash; the killing of Sunabh and his seven brothers by Bheem is in Section LXXXIX (page m06089).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 89',
        note: 'Bheem kills Sunabh, and then the seven brothers who attack him to avenge him',
      },
    ],
    basis:
      'Bhishma Parva, Section LXXXIX: "Bhima with a sharp arrow having a horse-shoe head, cut off the head of Sunabha ... seven of his heroic brothers ... Adityaketu and Vahvasin, and Kundadhara and Mahodara, and Aparajita, and Panditaka and the invincible Visalaksha ... rushed against the son of Pandu"; each is then slain.',
  },
  {
    kind: 'persons',
    record: 'Bahvashi',
    replaces: { work: 'ganguli', ref: 'Bhishma Parva, Section 88' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXXXVIII (page m06088) only describes the arrays of the eighth day and the opening clash; the killing of Sunabh and his seven brothers by Bheem is in Section LXXXIX (page m06089).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 89',
        note: 'Bheem kills Sunabh, and then the seven brothers who attack him to avenge him',
      },
    ],
    basis:
      'Bhishma Parva, Section LXXXIX: "Bhima with a sharp arrow having a horse-shoe head, cut off the head of Sunabha ... seven of his heroic brothers ... Adityaketu and Vahvasin, and Kundadhara and Mahodara, and Aparajita, and Panditaka and the invincible Visalaksha ... rushed against the son of Pandu"; each is then slain.',
  },
  {
    kind: 'persons',
    record: 'Kundadhar',
    replaces: { work: 'ganguli', ref: 'Bhishma Parva, Section 88' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXXXVIII (page m06088) only describes the arrays of the eighth day and the opening clash; the killing of Sunabh and his seven brothers by Bheem is in Section LXXXIX (page m06089).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 89',
        note: 'Bheem kills Sunabh, and then the seven brothers who attack him to avenge him',
      },
    ],
    basis:
      'Bhishma Parva, Section LXXXIX: "Bhima with a sharp arrow having a horse-shoe head, cut off the head of Sunabha ... seven of his heroic brothers ... Adityaketu and Vahvasin, and Kundadhara and Mahodara, and Aparajita, and Panditaka and the invincible Visalaksha ... rushed against the son of Pandu"; each is then slain.',
  },
  {
    kind: 'persons',
    record: 'Mahodar',
    replaces: { work: 'ganguli', ref: 'Bhishma Parva, Section 88' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXXXVIII (page m06088) only describes the arrays of the eighth day and the opening clash; the killing of Sunabh and his seven brothers by Bheem is in Section LXXXIX (page m06089).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 89',
        note: 'Bheem kills Sunabh, and then the seven brothers who attack him to avenge him',
      },
    ],
    basis:
      'Bhishma Parva, Section LXXXIX: "Bhima with a sharp arrow having a horse-shoe head, cut off the head of Sunabha ... seven of his heroic brothers ... Adityaketu and Vahvasin, and Kundadhara and Mahodara, and Aparajita, and Panditaka and the invincible Visalaksha ... rushed against the son of Pandu"; each is then slain.',
  },
  {
    kind: 'persons',
    record: 'Aparajit',
    replaces: { work: 'ganguli', ref: 'Bhishma Parva, Section 88' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXXXVIII (page m06088) only describes the arrays of the eighth day and the opening clash; the killing of Sunabh and his seven brothers by Bheem is in Section LXXXIX (page m06089).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 89',
        note: 'Bheem kills Sunabh, and then the seven brothers who attack him to avenge him',
      },
    ],
    basis:
      'Bhishma Parva, Section LXXXIX: "Bhima with a sharp arrow having a horse-shoe head, cut off the head of Sunabha ... seven of his heroic brothers ... Adityaketu and Vahvasin, and Kundadhara and Mahodara, and Aparajita, and Panditaka and the invincible Visalaksha ... rushed against the son of Pandu"; each is then slain.',
  },
  {
    kind: 'persons',
    record: 'Panditak',
    replaces: { work: 'ganguli', ref: 'Bhishma Parva, Section 88' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXXXVIII (page m06088) only describes the arrays of the eighth day and the opening clash; the killing of Sunabh and his seven brothers by Bheem is in Section LXXXIX (page m06089).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 89',
        note: 'Bheem kills Sunabh, and then the seven brothers who attack him to avenge him',
      },
    ],
    basis:
      'Bhishma Parva, Section LXXXIX: "Bhima with a sharp arrow having a horse-shoe head, cut off the head of Sunabha ... seven of his heroic brothers ... Adityaketu and Vahvasin, and Kundadhara and Mahodara, and Aparajita, and Panditaka and the invincible Visalaksha ... rushed against the son of Pandu"; each is then slain.',
  },
  {
    kind: 'persons',
    record: 'Vishalaksh',
    replaces: { work: 'ganguli', ref: 'Bhishma Parva, Section 88' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXXXVIII (page m06088) only describes the arrays of the eighth day and the opening clash; the killing of Sunabh and his seven brothers by Bheem is in Section LXXXIX (page m06089).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 89',
        note: 'Bheem kills Sunabh, and then the seven brothers who attack him to avenge him',
      },
    ],
    basis:
      'Bhishma Parva, Section LXXXIX: "Bhima with a sharp arrow having a horse-shoe head, cut off the head of Sunabha ... seven of his heroic brothers ... Adityaketu and Vahvasin, and Kundadhara and Mahodara, and Aparajita, and Panditaka and the invincible Visalaksha ... rushed against the son of Pandu"; each is then slain.',
  },
  {
    kind: 'persons',
    record: 'Sahadev',
    replaces: { work: 'ganguli', ref: 'Sabha Parva, Section 31' },
    verdict: 'does not support',
    why: 'Ganguli’s Section XXXI (page m02031) is Nakula’s conquest of the west; Sahadev’s southern campaign (Mahishmati, Agni and King Nila, Kishkindha, messengers to Vibhishana) is Section XXX (page m02030). 31 is the critical-edition adhyaya number.',
    cite: [
      {
        work: 'ganguli',
        ref: 'Sabha Parva, Section 30',
        note: 'Sahadev’s conquest of the south, from the Matsyas to the sea shore, where he sends envoys to Lanka',
      },
    ],
    basis:
      'Sabha Parva, Section XXX: "Sahadeva ... marched towards the southern direction ... marched towards the city of Mahishmati, and there that bull of men did battle with king Nila ... the god Agni himself assisted king Nila ... having arrived at the sea-shore, then despatched ... messengers unto the illustrious Vibhishana".',
  },
  {
    kind: 'persons',
    record: 'Abhimanyu',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 48' },
    verdict: 'weak',
    why: 'Ganguli’s Section XLVIII (page m07047) is the evening after the fight: the Kauravs leave the field and see Abhimanyu lying dead. The killing itself (deprived of bow, car and sword, then struck on the head with a mace by Dushasan’s son as he rises) is Section XLVII (page m07046). 48 is the critical-edition adhyaya number.',
    cite: [
      {
        work: 'ganguli',
        ref: 'Drona Parva, Section 47',
        note: 'Stripped of his weapons by many warriors, Abhimanyu is struck down with a mace by the son of Dushasan',
      },
    ],
    basis:
      'Drona Parva, Section XLVII: "Deprived by them of his bow and car and sword ... Then Duhsasana’s son ... rising up first, struck Abhimanyu with the mace on the crown of his head, as the latter, was on the point of rising ... Thus, O king, was one slain by many in battle"',
  },
  {
    kind: 'persons',
    record: 'Yudhamanyu',
    verdict: 'weak',
    why: 'Karna Parva Section 6 (page m08006) only says Yudhamanyu and Uttamauja ’have themselves been slain by our men’ (before the night attack); the record follows his killing by Ashwatthama in the night attack, told in Sauptika Parva Section 8 (page m10008). Karna 6 supports only the note.',
    cite: [
      {
        work: 'ganguli',
        ref: 'Sauptika Parva, Section 8',
        note: 'In the night attack Yudhamanyu strikes Ashwatthama with a mace and is seized and killed by him',
      },
    ],
    basis:
      'Sauptika Parva, Section 8: "Yudhamanyu, coming up and believing his comrade to have been slain by a rakshasa, speedily struck Drona’s son in the chest with a mace. Rushing towards him, Ashvatthama seized him ... and slew him"; Karna Parva, Section 6: "Yudhamanyu of immeasurable prowess, and Uttamauja of great energy ... have themselves been slain by our men."',
  },
  {
    kind: 'persons',
    record: 'Akrur',
    replaces: { work: 'ganguli', ref: 'Mausala Parva, Section 3' },
    verdict: 'does not support',
    why: 'Mausala Parva Section 3 (page m16003) mentions Kritavarma’s conduct towards Satrajit over the Syamantaka gem but never names Akrur; the record’s only other citation is Sorensen. Ganguli’s Adi Parva Section CCXXIII (page m01224) shows Akrur as commander of the Vrishni host visiting the Pandavs at Indraprastha with Krishna, as the record says.',
    cite: [
      {
        work: 'ganguli',
        ref: 'Adi Parva, Section 223',
        note: 'Akrur, commander of the Vrishni army, comes with Krishna to Indraprastha with the wedding gifts for Subhadra',
      },
    ],
    basis:
      'Adi Parva, Section CCXXIII: "there came with Saurin ... the exceedingly liberal Akrura of great intelligence and renown, the generalissimo of the brave Vrishni host".',
  },
  {
    kind: 'persons',
    record: 'Rukmarath',
    verdict: 'weak',
    why: 'Karna Parva Section 5 (page m08005) says Rukmaratha was slain by Sahadeva, while the record follows the narrative in which Abhimanyu kills him; the section supports only the record’s note on the inconsistency. The narrative is Ganguli’s Drona Parva Section XLIII (page m07042).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Drona Parva, Section 43',
        note: 'Abhimanyu kills Shalya’s son Rukmarath, who had vowed to take him alive',
      },
    ],
    basis:
      'Drona Parva, Section XLIII: "Beholding Rukmaratha, the honoured son of Salya, slain by the illustrious son of Subhadra"; Karna Parva, Section 5: "Shalya’s son of great prowess ... Rukmaratha, hath, O king, been slain in battle by Sahadeva".',
  },
  {
    kind: 'persons',
    record: 'Yama',
    replaces: { work: 'ganguli', ref: 'Vana Parva, Section 294' },
    verdict: 'does not support',
    why: 'Ganguli’s Section CCXCIV (printed ’CCLXLIV’, page m03294) is Savitri’s fast and her going into the forest with Satyavan; Yama does not appear. His coming, Savitri’s pursuit and the boons are Section CCXCV (page m03295).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Vana Parva, Section 295',
        note: 'Yama takes Satyavan’s life with his noose; Savitri follows him and wins boons and her husband’s life',
      },
    ],
    basis:
      'Vana Parva, Section CCXCV: "Do thou, O auspicious one, know me for Yama ... Yama by main force pulled out of the body of Satyavan, a person of the measure of the thumb, bound in noose ... Savitri ... began to follow Yama".',
  },
  {
    kind: 'persons',
    record: 'Chanur',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 11' },
    verdict: 'does not support',
    why: 'Ganguli’s Section XI (page m07011), Dhritarashtra’s list of Krishna’s feats, names Hayaraja, the bull-demon, Pralamva, Naraka, Jambha, Pitha, Mura and Kansa ’with all his followers’, but not Chanur (Chanura) or any wrestler; so it tells nothing of Chanur.',
    cite: [],
    basis:
      'Drona Parva, Section XI: "so also Kansa of mighty energy, who was, besides, protected by Jarasandha, was, with all his followers, slain in battle by Krishna" — no mention of Chanura. The record keeps its critical-edition citations (2.13, 2.38, 7.10), not checked here.',
  },
  {
    kind: 'events',
    record: 'Vritra killing',
    verdict: 'weak',
    why: 'Ganguli’s Section IX (page m05009) tells the killing of Twashtri’s three-headed son and the creation of Vritra and his first fight with Indra, but not the truce or Vritra’s death, which are in Section X (page m05010).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Udyoga Parva, Section 10',
        note: 'The truce with Vritra, and Indra kills him at dusk with sea foam that Vishnu has entered',
      },
    ],
    basis:
      'Udyoga Parva, Section IX: "hurled at the three-headed being his thunderbolt ... for the destruction of Indra, I will create Vritra"; Section X: "This is the awful evening time; it is neither day, nor night ... he threw at Vritra that mass of froth blended with the thunderbolt. And Vishnu, having entered within that froth, put an end to the life of Vritra."',
  },
  {
    kind: 'events',
    record: "Nala's dice game",
    verdict: 'weak',
    why: 'Ganguli’s Section LX (page m03060) tells only that Damayanti, seeing Nala lose everything, sends the children to Vidarbha with Varshneya. Kali’s entry into Nala, Pushkar’s challenge and the months of play are Section LIX (page m03059).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Vana Parva, Section 59',
        note: 'Kali enters Nala and urges Pushkar to challenge him; Nala loses at dice for months',
      },
    ],
    basis:
      'Vana Parva, Section LIX: "it was through this (omission) that Kali entered his person. And having possessed Nala, he appeared before Pushkara ... it was thus that Nala and Pushkara gambled together for many months"; Section LX: "leaving there the boy Indrasena and the girl Indrasena ... the charioteer ... bade farewell unto Bhima".',
  },
  {
    kind: 'events',
    record: 'Savitri and Yama',
    replaces: { work: 'ganguli', ref: 'Vana Parva, Section 294' },
    verdict: 'weak',
    why: 'Ganguli’s Section CCXCIV (page m03294) tells only the lead-up (the three-night fast and the walk into the forest). Yama’s coming and the boons are Section CCXCV (page m03295); the return to the hermitage and Dyumatsen’s restored sight are Section CCXCVI (page m03296).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Vana Parva, Section 295',
        note: 'Satyavan collapses, Yama takes his soul, and Savitri wins boons and his life by following the god',
      },
      {
        work: 'ganguli',
        ref: 'Vana Parva, Section 296',
        note: 'The couple return to the hermitage, where Dyumatsen has regained his sight',
      },
    ],
    basis:
      'Vana Parva, Section CCXCV: "know me for Yama ... saying,--So be it,--Vivaswat’s son, Yama ... untied his noose"; Section CCXCVI: "Meanwhile the mighty Dyumatsena, having regained his sight ... Savitri with her husband Satyavan reached the hermitage during the night".',
  },
  {
    kind: 'events',
    record: 'Shakuntala and Dushyant',
    replaces: { work: 'ganguli', ref: 'Adi Parva, Section 68' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXVIII (page m01069) only praises Dushmanta’s reign; Shakuntala, the hermitage, the marriage and the court scene are not in it (they are Sections LXIX–LXXIV). 68 is the critical-edition adhyaya of the court scene.',
    cite: [
      {
        work: 'ganguli',
        ref: 'Adi Parva, Section 73',
        note: 'Dushyant marries Shakuntala in Kanva’s hermitage by the gandharva rite, promising that her son will be his heir',
      },
      {
        work: 'ganguli',
        ref: 'Adi Parva, Section 74',
        note: 'Shakuntala brings their son to Dushyant’s court; he denies her until a voice from the sky declares the boy his son, named Bharat',
      },
    ],
    basis:
      'Adi Parva, Section LXXIII: "The son that shall be begotten on me shall become thy heir-apparent ... that first of kings wedded the handsome Sakuntala"; Section LXXIV: "a voice from the skies ... Therefore, O Dushmanta, cherish thy son, and insult not Sakuntala ... this thy son be known by the name of Bharata".',
  },
  {
    kind: 'events',
    record: 'Southern campaign',
    replaces: { work: 'ganguli', ref: 'Sabha Parva, Section 31' },
    verdict: 'does not support',
    why: 'Ganguli’s Section XXXI (page m02031) is Nakula’s conquest of the west; Sahadev’s southern campaign (Mahishmati, Agni and King Nila, Kishkindha, messengers to Vibhishana) is Section XXX (page m02030). 31 is the critical-edition adhyaya number.',
    cite: [
      {
        work: 'ganguli',
        ref: 'Sabha Parva, Section 30',
        note: 'Sahadev’s conquest of the south, from the Matsyas to the sea shore, where he sends envoys to Lanka',
      },
    ],
    basis:
      'Sabha Parva, Section XXX: "Sahadeva ... marched towards the southern direction ... marched towards the city of Mahishmati, and there that bull of men did battle with king Nila ... the god Agni himself assisted king Nila ... having arrived at the sea-shore, then despatched ... messengers unto the illustrious Vibhishana".',
  },
  {
    kind: 'journeys',
    record: 'Southern campaign',
    replaces: { work: 'ganguli', ref: 'Sabha Parva, Section 31' },
    verdict: 'does not support',
    why: 'Ganguli’s Section XXXI (page m02031) is Nakula’s conquest of the west; Sahadev’s southern campaign (Mahishmati, Agni and King Nila, Kishkindha, messengers to Vibhishana) is Section XXX (page m02030). 31 is the critical-edition adhyaya number.',
    cite: [
      {
        work: 'ganguli',
        ref: 'Sabha Parva, Section 30',
        note: 'Sahadev’s conquest of the south, from the Matsyas to the sea shore, where he sends envoys to Lanka',
      },
    ],
    basis:
      'Sabha Parva, Section XXX: "Sahadeva ... marched towards the southern direction ... marched towards the city of Mahishmati, and there that bull of men did battle with king Nila ... the god Agni himself assisted king Nila ... having arrived at the sea-shore, then despatched ... messengers unto the illustrious Vibhishana".',
  },
  {
    kind: 'panoplies',
    record: 'Bheeshma',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'Bheeshma is already fallen in the Drona Parva, and neither Ganguli’s Section CIV (the standards of the Kaurav warriors, page m07101) nor Section CV (page m07102) mentions his standard. His golden palmyra standard with five stars is described on the first day of battle, Bhishma Parva Sections XVI–XVII.',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 16',
        note: 'Bheeshma at the head of the army, all in white, with his golden palmyra standard, on a silver chariot',
      },
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 17',
        note: 'Bheeshma’s great palmyra standard decked with five stars',
      },
    ],
    basis:
      'Bhishma Parva, Section XVI: "With his white head-gear, white umbrella, and white mail ... His standard bearing the device of a palmyra of gold himself stationed on a car made of silver"; Section XVII: "with his large palmyra-standard decked with five stars, Bhishma, the generalissimo of the Kuru army". (Neither section mentions white horses, which the record also gives.)',
  },
  {
    kind: 'panoplies',
    record: 'Karn',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'The standards are described in Ganguli’s Section CIV (page m07101); Ganguli’s Section CV (page m07102) is Drona’s fight with Yudhishthir and says nothing of standards. 105 is the Bombay/Dutt chapter number, not Ganguli’s.',
    cite: [
      {
        work: 'ganguli',
        ref: 'Drona Parva, Section 104',
        note: 'Karn’s standard, a golden elephant-rope, in the chapter on the warriors’ standards',
      },
    ],
    basis:
      'Drona Parva, Section CIV: "The standard of Adhiratha’s son bore the mark of an elephant-rope made of gold."',
  },
  {
    kind: 'panoplies',
    record: 'Ashwatthama',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'The standards are described in Ganguli’s Section CIV (page m07101); Ganguli’s Section CV (page m07102) is Drona’s fight with Yudhishthir and says nothing of standards. 105 is the Bombay/Dutt chapter number, not Ganguli’s.',
    cite: [
      {
        work: 'ganguli',
        ref: 'Drona Parva, Section 104',
        note: 'Ashwatthama’s lion-tail standard, bright as the rising sun',
      },
    ],
    basis:
      'Drona Parva, Section CIV: "the lion-tail standard-top of Drona’s son, O Bharata, we saw, was endued with the effulgence of the rising sun"',
  },
  {
    kind: 'panoplies',
    record: 'Krip',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'The standards are described in Ganguli’s Section CIV (page m07101); Ganguli’s Section CV (page m07102) is Drona’s fight with Yudhishthir and says nothing of standards. 105 is the Bombay/Dutt chapter number, not Ganguli’s.',
    cite: [{ work: 'ganguli', ref: 'Drona Parva, Section 104', note: 'Krip’s standard bearing a bull' }],
    basis: 'Drona Parva, Section CIV: "Kripa the son of Gotama, had for his mark an excellent bovine bull"',
  },
  {
    kind: 'panoplies',
    record: 'Duryodhan',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'The standards are described in Ganguli’s Section CIV (page m07101); Ganguli’s Section CV (page m07102) is Drona’s fight with Yudhishthir and says nothing of standards. 105 is the Bombay/Dutt chapter number, not Ganguli’s.',
    cite: [
      { work: 'ganguli', ref: 'Drona Parva, Section 104', note: 'Duryodhan’s standard, an elephant adorned with gems' },
    ],
    basis:
      'Drona Parva, Section CIV: "On the standard decked with gold, of king Duryodhana, was an elephant adorned with gems."',
  },
  {
    kind: 'panoplies',
    record: 'Shalya',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'The standards are described in Ganguli’s Section CIV (page m07101); Ganguli’s Section CV (page m07102) is Drona’s fight with Yudhishthir and says nothing of standards. 105 is the Bombay/Dutt chapter number, not Ganguli’s.',
    cite: [
      {
        work: 'ganguli',
        ref: 'Drona Parva, Section 104',
        note: 'Shalya’s standard, an image of the goddess of the furrow',
      },
    ],
    basis:
      'Drona Parva, Section CIV: "Salya, the ruler of the Madras, we saw, had on his standard-top an image like the presiding goddess of corn, endued with beauty and producing every seed" (the preceding sentence, garbled in the transcription, speaks of a "ploughshare made of gold")',
  },
  {
    kind: 'panoplies',
    record: 'Jayadrath',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'The standards are described in Ganguli’s Section CIV (page m07101); Ganguli’s Section CV (page m07102) is Drona’s fight with Yudhishthir and says nothing of standards. 105 is the Bombay/Dutt chapter number, not Ganguli’s.',
    cite: [{ work: 'ganguli', ref: 'Drona Parva, Section 104', note: 'Jayadrath’s standard, a silver boar' }],
    basis: 'Drona Parva, Section CIV: "A silver boar adorned the standard-top of the ruler of the Sindhus."',
  },
  {
    kind: 'panoplies',
    record: 'Bhurishrava',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'The standards are described in Ganguli’s Section CIV (page m07101); Ganguli’s Section CV (page m07102) is Drona’s fight with Yudhishthir and says nothing of standards. 105 is the Bombay/Dutt chapter number, not Ganguli’s.',
    cite: [{ work: 'ganguli', ref: 'Drona Parva, Section 104', note: 'Bhurishrava’s standard, the sacrificial stake' }],
    basis:
      'Drona Parva, Section CIV: "The standard of Somadatta’s son, devoted to sacrifices, bore the sign of the sacrificial stake."',
  },
  {
    kind: 'panoplies',
    record: 'Vrishasen',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 105' },
    verdict: 'does not support',
    why: 'The standards are described in Ganguli’s Section CIV (page m07101); Ganguli’s Section CV (page m07102) is Drona’s fight with Yudhishthir and says nothing of standards. 105 is the Bombay/Dutt chapter number, not Ganguli’s.',
    cite: [
      { work: 'ganguli', ref: 'Drona Parva, Section 104', note: 'Vrishasen’s standard, a golden jewelled peacock' },
    ],
    basis:
      'Drona Parva, Section CIV: "Vrishasena has a peacock made of gold and adorned with jewels and gems. And it stood on his standard, as if in the act of crowing"',
  },
  {
    kind: 'deaths',
    record: 'Sunabh',
    replaces: { work: 'ganguli', ref: 'Bhishma Parva, Section 88' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXXXVIII (page m06088) only describes the arrays of the eighth day and the opening clash; the killing of Sunabh and his seven brothers by Bheem is in Section LXXXIX (page m06089).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 89',
        note: 'Bheem kills Sunabh, and then the seven brothers who attack him to avenge him',
      },
    ],
    basis:
      'Bhishma Parva, Section LXXXIX: "Bhima with a sharp arrow having a horse-shoe head, cut off the head of Sunabha ... seven of his heroic brothers ... Adityaketu and Vahvasin, and Kundadhara and Mahodara, and Aparajita, and Panditaka and the invincible Visalaksha ... rushed against the son of Pandu"; each is then slain.',
  },
  {
    kind: 'deaths',
    record: 'Adityaketu',
    replaces: { work: 'ganguli', ref: 'Bhishma Parva, Section 88' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXXXVIII (page m06088) only describes the arrays of the eighth day and the opening clash; the killing of Sunabh and his seven brothers by Bheem is in Section LXXXIX (page m06089).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 89',
        note: 'Bheem kills Sunabh, and then the seven brothers who attack him to avenge him',
      },
    ],
    basis:
      'Bhishma Parva, Section LXXXIX: "Bhima with a sharp arrow having a horse-shoe head, cut off the head of Sunabha ... seven of his heroic brothers ... Adityaketu and Vahvasin, and Kundadhara and Mahodara, and Aparajita, and Panditaka and the invincible Visalaksha ... rushed against the son of Pandu"; each is then slain.',
  },
  {
    kind: 'deaths',
    record: 'Bahvashi',
    replaces: { work: 'ganguli', ref: 'Bhishma Parva, Section 88' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXXXVIII (page m06088) only describes the arrays of the eighth day and the opening clash; the killing of Sunabh and his seven brothers by Bheem is in Section LXXXIX (page m06089).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 89',
        note: 'Bheem kills Sunabh, and then the seven brothers who attack him to avenge him',
      },
    ],
    basis:
      'Bhishma Parva, Section LXXXIX: "Bhima with a sharp arrow having a horse-shoe head, cut off the head of Sunabha ... seven of his heroic brothers ... Adityaketu and Vahvasin, and Kundadhara and Mahodara, and Aparajita, and Panditaka and the invincible Visalaksha ... rushed against the son of Pandu"; each is then slain.',
  },
  {
    kind: 'deaths',
    record: 'Kundadhar',
    replaces: { work: 'ganguli', ref: 'Bhishma Parva, Section 88' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXXXVIII (page m06088) only describes the arrays of the eighth day and the opening clash; the killing of Sunabh and his seven brothers by Bheem is in Section LXXXIX (page m06089).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 89',
        note: 'Bheem kills Sunabh, and then the seven brothers who attack him to avenge him',
      },
    ],
    basis:
      'Bhishma Parva, Section LXXXIX: "Bhima with a sharp arrow having a horse-shoe head, cut off the head of Sunabha ... seven of his heroic brothers ... Adityaketu and Vahvasin, and Kundadhara and Mahodara, and Aparajita, and Panditaka and the invincible Visalaksha ... rushed against the son of Pandu"; each is then slain.',
  },
  {
    kind: 'deaths',
    record: 'Mahodar',
    replaces: { work: 'ganguli', ref: 'Bhishma Parva, Section 88' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXXXVIII (page m06088) only describes the arrays of the eighth day and the opening clash; the killing of Sunabh and his seven brothers by Bheem is in Section LXXXIX (page m06089).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 89',
        note: 'Bheem kills Sunabh, and then the seven brothers who attack him to avenge him',
      },
    ],
    basis:
      'Bhishma Parva, Section LXXXIX: "Bhima with a sharp arrow having a horse-shoe head, cut off the head of Sunabha ... seven of his heroic brothers ... Adityaketu and Vahvasin, and Kundadhara and Mahodara, and Aparajita, and Panditaka and the invincible Visalaksha ... rushed against the son of Pandu"; each is then slain.',
  },
  {
    kind: 'deaths',
    record: 'Aparajit',
    replaces: { work: 'ganguli', ref: 'Bhishma Parva, Section 88' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXXXVIII (page m06088) only describes the arrays of the eighth day and the opening clash; the killing of Sunabh and his seven brothers by Bheem is in Section LXXXIX (page m06089).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 89',
        note: 'Bheem kills Sunabh, and then the seven brothers who attack him to avenge him',
      },
    ],
    basis:
      'Bhishma Parva, Section LXXXIX: "Bhima with a sharp arrow having a horse-shoe head, cut off the head of Sunabha ... seven of his heroic brothers ... Adityaketu and Vahvasin, and Kundadhara and Mahodara, and Aparajita, and Panditaka and the invincible Visalaksha ... rushed against the son of Pandu"; each is then slain.',
  },
  {
    kind: 'deaths',
    record: 'Panditak',
    replaces: { work: 'ganguli', ref: 'Bhishma Parva, Section 88' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXXXVIII (page m06088) only describes the arrays of the eighth day and the opening clash; the killing of Sunabh and his seven brothers by Bheem is in Section LXXXIX (page m06089).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 89',
        note: 'Bheem kills Sunabh, and then the seven brothers who attack him to avenge him',
      },
    ],
    basis:
      'Bhishma Parva, Section LXXXIX: "Bhima with a sharp arrow having a horse-shoe head, cut off the head of Sunabha ... seven of his heroic brothers ... Adityaketu and Vahvasin, and Kundadhara and Mahodara, and Aparajita, and Panditaka and the invincible Visalaksha ... rushed against the son of Pandu"; each is then slain.',
  },
  {
    kind: 'deaths',
    record: 'Vishalaksh',
    replaces: { work: 'ganguli', ref: 'Bhishma Parva, Section 88' },
    verdict: 'does not support',
    why: 'Ganguli’s Section LXXXVIII (page m06088) only describes the arrays of the eighth day and the opening clash; the killing of Sunabh and his seven brothers by Bheem is in Section LXXXIX (page m06089).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Bhishma Parva, Section 89',
        note: 'Bheem kills Sunabh, and then the seven brothers who attack him to avenge him',
      },
    ],
    basis:
      'Bhishma Parva, Section LXXXIX: "Bhima with a sharp arrow having a horse-shoe head, cut off the head of Sunabha ... seven of his heroic brothers ... Adityaketu and Vahvasin, and Kundadhara and Mahodara, and Aparajita, and Panditaka and the invincible Visalaksha ... rushed against the son of Pandu"; each is then slain.',
  },
  {
    kind: 'deaths',
    record: 'Rukmarath',
    verdict: 'weak',
    why: 'Karna Parva Section 5 (page m08005) says Rukmaratha was slain by Sahadeva, while the record follows the narrative in which Abhimanyu kills him; the section supports only the record’s note on the inconsistency. The narrative is Ganguli’s Drona Parva Section XLIII (page m07042).',
    cite: [
      {
        work: 'ganguli',
        ref: 'Drona Parva, Section 43',
        note: 'Abhimanyu kills Shalya’s son Rukmarath, who had vowed to take him alive',
      },
    ],
    basis:
      'Drona Parva, Section XLIII: "Beholding Rukmaratha, the honoured son of Salya, slain by the illustrious son of Subhadra"; Karna Parva, Section 5: "Shalya’s son of great prowess ... Rukmaratha, hath, O king, been slain in battle by Sahadeva".',
  },
  {
    kind: 'deaths',
    record: 'Abhimanyu',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 48' },
    verdict: 'weak',
    why: 'Ganguli’s Section XLVIII (page m07047) is the evening after the fight: the Kauravs leave the field and see Abhimanyu lying dead. The killing itself (deprived of bow, car and sword, then struck on the head with a mace by Dushasan’s son as he rises) is Section XLVII (page m07046). 48 is the critical-edition adhyaya number.',
    cite: [
      {
        work: 'ganguli',
        ref: 'Drona Parva, Section 47',
        note: 'Stripped of his weapons by many warriors, Abhimanyu is struck down with a mace by the son of Dushasan',
      },
    ],
    basis:
      'Drona Parva, Section XLVII: "Deprived by them of his bow and car and sword ... Then Duhsasana’s son ... rising up first, struck Abhimanyu with the mace on the crown of his head, as the latter, was on the point of rising ... Thus, O king, was one slain by many in battle"',
  },
  {
    kind: 'deaths',
    record: 'Chanur',
    replaces: { work: 'ganguli', ref: 'Drona Parva, Section 11' },
    verdict: 'does not support',
    why: 'Ganguli’s Section XI (page m07011), Dhritarashtra’s list of Krishna’s feats, names Hayaraja, the bull-demon, Pralamva, Naraka, Jambha, Pitha, Mura and Kansa ’with all his followers’, but not Chanur (Chanura) or any wrestler; so it tells nothing of Chanur.',
    cite: [],
    basis:
      'Drona Parva, Section XI: "so also Kansa of mighty energy, who was, besides, protected by Jarasandha, was, with all his followers, slain in battle by Krishna" — no mention of Chanura. The record keeps its critical-edition citations (2.13, 2.38, 7.10), not checked here.',
  },
  {
    kind: 'deaths',
    record: 'Shalwa',
    replaces: { work: 'critical-edition', ref: '3.15' },
    verdict: 'weak',
    why: 'Range 3.15–22 tells the siege of Dvaraka and Krishna’s pursuit of Saubha, but it stops before the end: Shalwa is still alive at 3.22.29. The breaking of Saubha and Shalwa’s death are in the next adhyaya, 3.23 (Krishna’s summing-up at 3.23.40).',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.23.30-36',
        note: 'Krishna’s discus cuts the flying city Saubha in two and then cuts Shalwa in two as he swings his mace',
      },
    ],
    basis:
      '3.23.33 "tat samāsādya nagaraṃ saubhaṃ vyapagatatviṣam / madhyena pāṭayām āsa krakaco dārv ivocchritam"; 3.23.36 "tataḥ śālvaṃ gadāṃ gurvīm āvidhyantaṃ mahāhave / dvidhā cakāra sahasā prajajvāla ca tejasā"; 3.23.40 "evaṃ nihatya samare śālvaṃ saubhaṃ nipātya ca"',
  },
  {
    kind: 'deaths',
    record: 'Hidimb',
    replaces: { work: 'critical-edition', ref: '1.141' },
    verdict: 'weak',
    why: '1.141 (24 verses) tells only the start of the wrestling between Bheem and Hidimb; Hidimb’s death is told in the next adhyaya, at 1.142.28-31.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.142.28-31',
        note: 'Bheem crushes Hidimb against the ground and kills him like a beast at the sacrifice',
      },
    ],
    basis:
      '1.142.28 "niṣpiṣyainaṃ balād bhūmau paśumāram amārayat"; 1.142.31 "hiḍimbaṃ nihataṃ dṛṣṭvā saṃhṛṣṭās te tarasvinaḥ"',
  },
  {
    kind: 'deaths',
    record: 'Uttar',
    replaces: { work: 'critical-edition', ref: '6.44' },
    verdict: 'does not support',
    why: '6.44 is the general melee of the first day and never names Uttar (grep for uttara/vairāṭi finds nothing there). His death by Shalya’s spear is at 6.45.35-43.',
    cite: [
      {
        work: 'critical-edition',
        ref: '6.45.35-43',
        note: 'Uttar charges Shalya on his elephant; Shalya’s spear throws him dead from its back',
      },
    ],
    basis:
      '6.45.38 "sa hatāśve rathe tiṣṭhan madrādhipatir āyasīm / uttarāntakarīṃ śaktiṃ cikṣepa bhujagopamām"; 6.45.39 "sa papāta gajaskandhāt"; 6.45.43 "uttaraṃ nihataṃ dṛṣṭvā vairāṭir bhrātaraṃ śubham"',
  },
  {
    kind: 'deaths',
    record: 'Bheeshma',
    replaces: { work: 'critical-edition', ref: '13.153' },
    verdict: 'weak',
    why: 'Range 13.153–154 does contain the death but does not point to it (13.153 is mostly the Pandavs’ coming and Bheeshma’s last words). The turn of the sun is at 13.153.26-28 and his death at 13.154.1-7.',
    cite: [
      {
        work: 'critical-edition',
        ref: '13.153.25-28',
        note: 'Bheeshma tells Yudhishthir that the sun has turned north after his 58 nights on the arrows',
      },
      {
        work: 'critical-edition',
        ref: '13.154.1-7',
        note: 'Bheeshma holds his breath by yoga and his life leaves through the crown of his head',
      },
    ],
    basis:
      '13.153.26 "parivṛtto hi bhagavān sahasrāṃśur divākaraḥ"; 13.153.27 "aṣṭapañcāśataṃ rātryaḥ śayānasyādya me gatāḥ"; 13.154.2 "tasyordhvam agaman prāṇāḥ saṃniruddhā mahātmanaḥ"; 13.154.5 "jagāma bhittvā mūrdhānaṃ divam abhyutpapāta ca"',
  },
  {
    kind: 'deaths',
    record: 'Durjay',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.108.34-38',
        note: 'Duryodhan sends Durjay to rescue Karn, and Bheem’s arrows kill him with his horses and driver',
      },
    ],
    basis:
      '7.108.35 "gaccha durjaya rādheyaṃ purā grasati pāṇḍavaḥ"; 7.108.38 "durjayaṃ bhinnamarmāṇam anayad yamasādanam"',
  },
  {
    kind: 'deaths',
    record: 'Durmukh',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.109.15-21',
        note: 'Durmukh drives up to give Karn a chariot, and Bheem kills him with nine arrows',
      },
    ],
    basis:
      '7.109.16 "eṣa durmukha rādheyo bhīmena virathīkṛtaḥ"; 7.109.20 "supuṅkhair durmukhaṃ bhīmaḥ śarair ninye yamakṣayam"',
  },
  {
    kind: 'deaths',
    record: 'Durmarshan',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.110.28-36',
        note: 'Durmarshan, Dussah, Durmad, Durdhar and Jay attack Bheem to help Karn, and his arrows kill all five',
      },
    ],
    basis:
      '7.110.29 "durmarṣaṇo duḥsahaś ca durmado durdharo jayaḥ"; 7.110.35 "tān bāṇaiḥ pañcaviṃśatyā sāśvān rājan nararṣabhān / … bhīmo ninye yamakṣayam"',
  },
  {
    kind: 'deaths',
    record: 'Dussah',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.110.28-36',
        note: 'Durmarshan, Dussah, Durmad, Durdhar and Jay attack Bheem to help Karn, and his arrows kill all five',
      },
    ],
    basis:
      '7.110.29 "durmarṣaṇo duḥsahaś ca durmado durdharo jayaḥ"; 7.110.35 "tān bāṇaiḥ pañcaviṃśatyā sāśvān rājan nararṣabhān / … bhīmo ninye yamakṣayam"',
  },
  {
    kind: 'deaths',
    record: 'Durmad',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.110.28-36',
        note: 'Durmarshan, Dussah, Durmad, Durdhar and Jay attack Bheem to help Karn, and his arrows kill all five',
      },
    ],
    basis:
      '7.110.29 "durmarṣaṇo duḥsahaś ca durmado durdharo jayaḥ"; 7.110.35 "tān bāṇaiḥ pañcaviṃśatyā sāśvān rājan nararṣabhān / … bhīmo ninye yamakṣayam"',
  },
  {
    kind: 'deaths',
    record: 'Durdhar',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.110.28-36',
        note: 'Durmarshan, Dussah, Durmad, Durdhar and Jay attack Bheem to help Karn, and his arrows kill all five',
      },
    ],
    basis:
      '7.110.29 "durmarṣaṇo duḥsahaś ca durmado durdharo jayaḥ"; 7.110.35 "tān bāṇaiḥ pañcaviṃśatyā sāśvān rājan nararṣabhān / … bhīmo ninye yamakṣayam"',
  },
  {
    kind: 'deaths',
    record: 'Jay',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.110.28-36',
        note: 'Durmarshan, Dussah, Durmad, Durdhar and Jay attack Bheem to help Karn, and his arrows kill all five',
      },
    ],
    basis:
      '7.110.29 "durmarṣaṇo duḥsahaś ca durmado durdharo jayaḥ"; 7.110.35 "tān bāṇaiḥ pañcaviṃśatyā sāśvān rājan nararṣabhān / … bhīmo ninye yamakṣayam"',
  },
  {
    kind: 'deaths',
    record: 'Upachitra',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.111.16-20',
        note: 'Chitra, Upachitra, Chitraksh, Charuchitra, Sharasan, Chitrayudh and Chitravarma rush at Bheem to save Karn and fall to his arrows',
      },
    ],
    basis:
      '7.111.18 "citropacitraś citrākṣaś cārucitraḥ śarāsanaḥ / citrāyudhaś citravarmā samare citrayodhinaḥ"; 7.111.19 "te hatā nyapatan bhūmau vātanunnā iva drumāḥ"',
  },
  {
    kind: 'deaths',
    record: 'Chitraksh',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.111.16-20',
        note: 'Chitra, Upachitra, Chitraksh, Charuchitra, Sharasan, Chitrayudh and Chitravarma rush at Bheem to save Karn and fall to his arrows',
      },
    ],
    basis:
      '7.111.18 "citropacitraś citrākṣaś cārucitraḥ śarāsanaḥ / citrāyudhaś citravarmā samare citrayodhinaḥ"; 7.111.19 "te hatā nyapatan bhūmau vātanunnā iva drumāḥ"',
  },
  {
    kind: 'deaths',
    record: 'Charuchitra',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.111.16-20',
        note: 'Chitra, Upachitra, Chitraksh, Charuchitra, Sharasan, Chitrayudh and Chitravarma rush at Bheem to save Karn and fall to his arrows',
      },
    ],
    basis:
      '7.111.18 "citropacitraś citrākṣaś cārucitraḥ śarāsanaḥ / citrāyudhaś citravarmā samare citrayodhinaḥ"; 7.111.19 "te hatā nyapatan bhūmau vātanunnā iva drumāḥ"',
  },
  {
    kind: 'deaths',
    record: 'Sharasan',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.111.16-20',
        note: 'Chitra, Upachitra, Chitraksh, Charuchitra, Sharasan, Chitrayudh and Chitravarma rush at Bheem to save Karn and fall to his arrows',
      },
    ],
    basis:
      '7.111.18 "citropacitraś citrākṣaś cārucitraḥ śarāsanaḥ / citrāyudhaś citravarmā samare citrayodhinaḥ"; 7.111.19 "te hatā nyapatan bhūmau vātanunnā iva drumāḥ"',
  },
  {
    kind: 'deaths',
    record: 'Chitravarma',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.111.16-20',
        note: 'Chitra, Upachitra, Chitraksh, Charuchitra, Sharasan, Chitrayudh and Chitravarma rush at Bheem to save Karn and fall to his arrows',
      },
    ],
    basis:
      '7.111.18 "citropacitraś citrākṣaś cārucitraḥ śarāsanaḥ / citrāyudhaś citravarmā samare citrayodhinaḥ"; 7.111.19 "te hatā nyapatan bhūmau vātanunnā iva drumāḥ"',
  },
  {
    kind: 'deaths',
    record: 'Chitra',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one. Note: the critical text itself kills a Chitra and a Chitrayudh twice, once at 7.111.18-19 and again at 7.112.30; both places are given.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.111.16-20',
        note: 'Chitra, Upachitra, Chitraksh, Charuchitra, Sharasan, Chitrayudh and Chitravarma rush at Bheem to save Karn and fall to his arrows',
      },
      {
        work: 'critical-edition',
        ref: '7.112.24-31',
        note: 'Bheem’s seven arrows kill Shatrunjay, Shatrusah, Chitra, Chitrayudh, Dridh, Chitrasen and Vikarn before Karn’s eyes',
      },
    ],
    basis:
      '7.111.18 "citropacitraś citrākṣaś cārucitraḥ śarāsanaḥ / citrāyudhaś citravarmā samare citrayodhinaḥ"; 7.111.19 "te hatā nyapatan bhūmau vātanunnā iva drumāḥ"; 7.112.30 "śatruṃjayaḥ śatrusahaś citraś citrāyudho dṛḍhaḥ / citraseno vikarṇaś ca saptaite vinipātitāḥ"',
  },
  {
    kind: 'deaths',
    record: 'Chitrayudh',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one. Note: the critical text itself kills a Chitra and a Chitrayudh twice, once at 7.111.18-19 and again at 7.112.30; both places are given.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.111.16-20',
        note: 'Chitra, Upachitra, Chitraksh, Charuchitra, Sharasan, Chitrayudh and Chitravarma rush at Bheem to save Karn and fall to his arrows',
      },
      {
        work: 'critical-edition',
        ref: '7.112.24-31',
        note: 'Bheem’s seven arrows kill Shatrunjay, Shatrusah, Chitra, Chitrayudh, Dridh, Chitrasen and Vikarn before Karn’s eyes',
      },
    ],
    basis:
      '7.111.18 "citropacitraś citrākṣaś cārucitraḥ śarāsanaḥ / citrāyudhaś citravarmā samare citrayodhinaḥ"; 7.111.19 "te hatā nyapatan bhūmau vātanunnā iva drumāḥ"; 7.112.30 "śatruṃjayaḥ śatrusahaś citraś citrāyudho dṛḍhaḥ / citraseno vikarṇaś ca saptaite vinipātitāḥ"',
  },
  {
    kind: 'deaths',
    record: 'Shatrunjay',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.112.24-31',
        note: 'Bheem’s seven arrows kill Shatrunjay, Shatrusah, Chitra, Chitrayudh, Dridh, Chitrasen and Vikarn before Karn’s eyes',
      },
    ],
    basis: '7.112.30 "śatruṃjayaḥ śatrusahaś citraś citrāyudho dṛḍhaḥ / citraseno vikarṇaś ca saptaite vinipātitāḥ"',
  },
  {
    kind: 'deaths',
    record: 'Shatrusah',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.112.24-31',
        note: 'Bheem’s seven arrows kill Shatrunjay, Shatrusah, Chitra, Chitrayudh, Dridh, Chitrasen and Vikarn before Karn’s eyes',
      },
    ],
    basis: '7.112.30 "śatruṃjayaḥ śatrusahaś citraś citrāyudho dṛḍhaḥ / citraseno vikarṇaś ca saptaite vinipātitāḥ"',
  },
  {
    kind: 'deaths',
    record: 'Dridh',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.112.24-31',
        note: 'Bheem’s seven arrows kill Shatrunjay, Shatrusah, Chitra, Chitrayudh, Dridh, Chitrasen and Vikarn before Karn’s eyes',
      },
    ],
    basis: '7.112.30 "śatruṃjayaḥ śatrusahaś citraś citrāyudho dṛḍhaḥ / citraseno vikarṇaś ca saptaite vinipātitāḥ"',
  },
  {
    kind: 'deaths',
    record: 'Chitrasen (Kaurava)',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.112.24-31',
        note: 'Bheem’s seven arrows kill Shatrunjay, Shatrusah, Chitra, Chitrayudh, Dridh, Chitrasen and Vikarn before Karn’s eyes',
      },
    ],
    basis: '7.112.30 "śatruṃjayaḥ śatrusahaś citraś citrāyudho dṛḍhaḥ / citraseno vikarṇaś ca saptaite vinipātitāḥ"',
  },
  {
    kind: 'deaths',
    record: 'Vikarn',
    replaces: { work: 'critical-edition', ref: '7.108' },
    verdict: 'weak',
    why: 'Range 7.108–112 (five adhyayas) contains the deaths of all nineteen sons, but in four separate places; the citation does not point to this one.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.112.24-31',
        note: 'Bheem’s seven arrows kill Shatrunjay, Shatrusah, Chitra, Chitrayudh, Dridh, Chitrasen and Vikarn before Karn’s eyes',
      },
    ],
    basis: '7.112.30 "śatruṃjayaḥ śatrusahaś citraś citrāyudho dṛḍhaḥ / citraseno vikarṇaś ca saptaite vinipātitāḥ"',
  },
  {
    kind: 'deaths',
    record: 'Jalasandh',
    replaces: { work: 'critical-edition', ref: '7.61' },
    verdict: 'weak',
    why: 'Range 7.61–121 (61 adhyayas, the whole fourteenth day) contains the death but does not point to it.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.91.35-47',
        note: 'Satyaki, forcing his way toward Arjun, cuts off Jalasandh’s arms and head on his elephant',
      },
    ],
    basis:
      '7.91.43 "tataḥ sābharaṇau bāhū kṣurābhyāṃ mādhavottamaḥ / sāṅgadau jalasaṃdhasya ciccheda prahasann iva"; 7.91.47 "jalasaṃdhaṃ nihatyājau tvaramāṇas tu sātvataḥ"',
  },
  {
    kind: 'deaths',
    record: 'Brihatkshatra',
    replaces: { work: 'critical-edition', ref: '7.61' },
    verdict: 'weak',
    why: 'Range 7.61–121 (61 adhyayas, the whole fourteenth day) contains the death but does not point to it.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.101.12-21',
        note: 'Brihatkshatra the Kekay counters Dron’s Brahma weapon with his own, then falls with his heart pierced by Dron’s arrow',
      },
    ],
    basis:
      '7.101.13 "tad asya rājan kaikeyaḥ pratyavārayad acyutaḥ / brāhmeṇaiva mahābāhur āhave samudīritam"; 7.101.21 "rathāt puruṣaśārdūlaḥ saṃbhinnahṛdayo ’patat"; 7.101.22 "bṛhatkṣatre hate rājan kekayānāṃ mahārathe"',
  },
  {
    kind: 'deaths',
    record: 'Dhrishtaketu',
    replaces: { work: 'critical-edition', ref: '7.61' },
    verdict: 'weak',
    why: 'Range 7.61–121 (61 adhyayas, the whole fourteenth day) contains the death but does not point to it.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.101.33-38',
        note: 'Dron cuts down Dhrishtaketu’s lance and spear and kills him with an arrow through the heart',
      },
    ],
    basis:
      '7.101.36 "sa tasya kavacaṃ bhittvā hṛdayaṃ cāmitaujasaḥ / abhyagād dharaṇīṃ bāṇaḥ"; 7.101.37 "tathā droṇo ’grasac chūro dhṛṣṭaketuṃ mahāmṛdhe"; 7.101.38 "nihate cedirāje tu"',
  },
  {
    kind: 'deaths',
    record: 'Kshatradharma',
    replaces: { work: 'critical-edition', ref: '7.61' },
    verdict: 'weak',
    why: 'Range 7.61–121 (61 adhyayas, the whole fourteenth day) contains the death but does not point to it.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.101.59-63',
        note: 'Kshatradharma cuts Dron’s bow; Dron takes another and shoots him through the heart',
      },
    ],
    basis:
      '7.101.62 "sa hatvā kṣatradharmāṇaṃ jagāma dharaṇītalam / sa bhinnahṛdayo vāhād apatan medinītale"; 7.101.63 "dhṛṣṭadyumnasute hate"',
  },
  {
    kind: 'deaths',
    record: 'Somadatta',
    replaces: { work: 'critical-edition', ref: '7.122' },
    verdict: 'weak',
    why: 'Range 7.122–154 (33 adhyayas) contains the death but does not point to it. The text also corrects the record: the simultaneous blow of Bheem’s iron bar and Satyaki’s arrow (7.132.8-10) only fells Somadatta senseless (7.132.11 ’vyāmohite tu tanaye’); he dies later, at 7.137.33, by Satyaki’s arrow, after cutting in two an iron bar hurled at him by ’bhaimaseni’ (7.137.25-26). The record’s ’Bheem stru',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.137.28-33',
        note: 'Satyaki cuts Somadatta’s bow, kills his horses and driver, and kills him with an arrow to the chest',
      },
      {
        work: 'critical-edition',
        ref: '7.132.8-10',
        note: 'Bheem’s iron bar and Satyaki’s arrow strike Somadatta together and he falls senseless',
      },
    ],
    basis:
      '7.137.33 "so ’tividdho balavatā sātvatena mahārathaḥ / somadatto mahābāhur nipapāta mamāra ca"; 7.137.25-26 "mumoca parighaṃ ghoraṃ somadattasya vakṣasi … dvidhā ciccheda samare prahasann iva kauravaḥ"; 7.132.10-11 "yugapat petatur atha ghorau parighamārgaṇau / śarīre somadattasya sa papāta mahārathaḥ // vyāmohite tu tanaye bāhlīkaḥ samupādravat"',
  },
  {
    kind: 'deaths',
    record: 'Alambush',
    replaces: { work: 'critical-edition', ref: '7.61' },
    verdict: 'weak',
    why: 'Range 7.61–154 (94 adhyayas) contains the death but does not point to it.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.84.20-29',
        note: 'Ghatotkach lifts Alambush, whirls him round and dashes him to pieces on the ground',
      },
    ],
    basis:
      '7.84.22 "samutkṣipya ca bāhubhyām āvidhya ca punaḥ punaḥ / niṣpipeṣa kṣitau kṣipraṃ pūrṇakumbham ivāśmani"; 7.84.24 "ghaṭotkacena vīreṇa hataḥ sālakaṭaṅkaṭaḥ"; 7.84.26 "alambusaṃ bhīmarūpaṃ viśīrṇam iva parvatam"',
  },
  {
    kind: 'deaths',
    record: 'Anjanaparvan',
    replaces: { work: 'critical-edition', ref: '7.122' },
    verdict: 'weak',
    why: 'Range 7.122–154 (33 adhyayas) contains the death but does not point to it.',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.131.44-53',
        note: 'Ghatotkach’s son Anjanaparvan blocks Ashwatthama, who destroys his chariot and kills him',
      },
    ],
    basis:
      '7.131.46 "dhvajam ekena bāṇena cicchedāñjanaparvaṇaḥ"; 7.131.53 "tam ayasmayavarmāṇaṃ drauṇir bhīmātmajātmajam / jaghānāñjanaparvāṇaṃ maheśvara ivāndhakam"',
  },
  {
    kind: 'deaths',
    record: 'Alayudh',
    replaces: { work: 'critical-edition', ref: '7.152' },
    verdict: 'weak',
    why: '7.152 tells Alayudh’s arrival before Duryodhan and his fight with Bheem, but not his death; Ghatotkach beheads him in the next adhyaya, 7.153 (7.154.1 looks back on it).',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.153.27-37',
        note: 'Ghatotkach wrestles Alayudh down, cuts off his head and throws it before Duryodhan',
      },
    ],
    basis:
      '7.153.31 "balenākṣipya haiḍimbaś cakartāsya śiro mahat"; 7.153.36 "alāyudhasya tu śiro bhaimasenir mahābalaḥ / duryodhanasya pramukhe cikṣepa"',
  },
  {
    kind: 'deaths',
    record: 'Chekitan',
    replaces: { work: 'critical-edition', ref: '9.1' },
    verdict: 'weak',
    why: 'Range 9.1–28 (28 adhyayas, the whole eighteenth day) contains the death but does not point to it.',
    cite: [
      {
        work: 'critical-edition',
        ref: '9.11.28-32',
        note: 'Duryodhan pierces Chekitan’s heart with a lance and he falls dead in his chariot',
      },
    ],
    basis:
      '9.11.30 "prāsena cekitānaṃ vai vivyādha hṛdaye bhṛśam"; 9.11.31 "sa papāta rathopasthe tava putreṇa tāḍitaḥ"; 9.11.32 "cekitānaṃ hataṃ dṛṣṭvā"',
  },
  {
    kind: 'deaths',
    record: 'Parikshit',
    replaces: { work: 'critical-edition', ref: '1.39' },
    verdict: 'weak',
    why: 'Range 1.39–40 is narrow and does contain the death, but the death itself is at the seam of the two adhyayas (1.39.29-33 and 1.40.1-5); the precise verses are given.',
    cite: [
      {
        work: 'critical-edition',
        ref: '1.39.29-33',
        note: 'Takshak comes out of the fruit as a tiny worm and coils round Parikshit, as the sage’s curse foretold',
      },
      {
        work: 'critical-edition',
        ref: '1.40.1-5',
        note: 'the ministers flee as the house burns with the serpent’s venom, and the king dies of Takshak’s fire',
      },
    ],
    basis:
      '1.39.31 "satyavāg astu sa muniḥ kṛmiko māṃ daśatv ayam / takṣako nāma bhūtvā vai"; 1.39.33 "hasann eva ca bhogena takṣakeṇābhiveṣṭitaḥ"; 1.40.5 "tato nṛpe takṣakatejasā hate"',
  },
  {
    kind: 'deaths',
    record: 'Sangramajit',
    replaces: { work: 'critical-edition', ref: '4.33' },
    verdict: 'weak',
    why: 'Range 4.33–62 (30 adhyayas) contains the death but does not point to it.',
    cite: [
      {
        work: 'critical-edition',
        ref: '4.49.16-19',
        note: 'Arjun kills the horses of Karn’s brother Sangramajit and beheads him with one arrow',
      },
    ],
    basis:
      '4.49.18 "śoṇāśvavāhasya hayān nihatya vaikartanabhrātur adīnasattvaḥ / ekena saṃgrāmajitaḥ śareṇa śiro jahārātha kirīṭamālī"',
  },
  {
    kind: 'deaths',
    record: 'Vipath',
    replaces: { work: 'critical-edition', ref: '8.1' },
    verdict: 'does not support',
    why: 'Range 8.1–69 never names Vipath (vipāṭa/vipāṭha occurs in book 8 only as a kind of arrow). In the critical text Arjun kills Vipāṭa, a younger brother of Karn, on the twelfth day, under Dron’s command, at 7.31.58-60 (with Shatrunjay and a third brother). So the record’s ’in the fighting after Karn took command’ is also wrong; the Sörensen summary (’younger brother of Karṇa, slain by Arjuna’) agrees',
    cite: [
      {
        work: 'critical-edition',
        ref: '7.31.58-60',
        note: 'Arjun kills three brothers of Karn before his eyes, beheading Vipath with a broad arrow',
      },
    ],
    basis:
      '7.31.58 "karṇād avarajaṃ bāṇair jaghāna niśitais tribhiḥ"; 7.31.59 "tataḥ śatruṃjayaṃ hatvā pārthaḥ ṣaḍbhir ajihmagaiḥ / jahāra sadyo bhallena vipāṭasya śiro rathāt"; 7.31.60 "pramukhe sūtaputrasya sodaryā nihatās trayaḥ"',
  },
  {
    kind: 'deaths',
    record: "Prasen (Karn's son)",
    replaces: { work: 'critical-edition', ref: '8.1' },
    verdict: 'weak',
    why: 'Range 8.1–69 (69 adhyayas) does not point to the death, and the name Prasena does not occur in the critical text of book 8. The killing is at 8.60.4-6, where the critical text names Karn’s son Suṣeṇa; Ganguli’s Karna Parva Section 82, translating the same passage from the vulgate, names him Prasena (’striking Prasena, the son of Karna … the son of Karna, struck by the grandson of Sini, fell down’)',
    cite: [
      {
        work: 'critical-edition',
        ref: '8.60.4-6',
        note: 'Satyaki, his horses slain, shoots down Karn’s son (called Sushen in the critical text, Prasen in the vulgate)',
      },
    ],
    basis:
      '8.60.4 "karṇātmajaṃ so ’bhyahanat suṣeṇam"; 8.60.6 "hatāśvam añjogatibhiḥ suṣeṇaḥ śinipravīraṃ niśitaiḥ pṛṣatkaiḥ / pracchādya nṛtyann iva sautiputraḥ śaineyabāṇābhihataḥ papāta"',
  },
  {
    kind: 'deaths',
    record: 'Bhanusen',
    replaces: { work: 'critical-edition', ref: '8.1' },
    verdict: 'weak',
    why: 'Range 8.1–69 (69 adhyayas) does not point to the death, and the name Bhānusena does not occur in the critical text. The killing is at 8.32.46-51, where the critical text reads ’satyasenaṃ’ for the son of Karn whom Bheem beheads; Ganguli’s Karna Parva Section 48, translating the same passage from the vulgate, has ’Bhima then felled Bhanusena, another son of Karna’. The reference is right for the re',
    cite: [
      {
        work: 'critical-edition',
        ref: '8.32.46-51',
        note: 'Bheem beheads a son of Karn with a razor arrow before his friends (named Bhanusen in the vulgate, Satyasen in the critical text)',
      },
    ],
    basis:
      '8.32.49 "satyasenaṃ ca daśabhiḥ sāśvasūtadhvajāyudham / paśyatāṃ suhṛdāṃ madhye karṇaputram apātayat"; 8.32.50 "kṣurapraṇunnaṃ tat tasya śiraś candranibhānanam"; 8.32.51 "hatvā karṇasutaṃ bhīmas tāvakān punar ārdayat"',
  },
  {
    kind: 'deaths',
    record: 'Suketu (Chedi)',
    replaces: { work: 'critical-edition', ref: '7.5' },
    verdict: 'does not support',
    why: 'Range 7.5–165 (161 adhyayas) never names Suketu (no ’suketu’ anywhere in book 7). The only critical-edition statement of his death by Dron is Sanjay’s list of the fallen at 8.4.82.',
    cite: [
      {
        work: 'critical-edition',
        ref: '8.4.82',
        note: 'Sanjay reports that Shishupal’s son Suketu was killed by Dron after slaying many foes',
      },
    ],
    basis: '8.4.82 "putras tu śiśupālasya suketuḥ pṛthivīpate / nihatya śātravān saṃkhye droṇena nihato yudhi"',
  },
  {
    kind: 'deaths',
    record: 'Satyakarma',
    replaces: { work: 'critical-edition', ref: '8.1' },
    verdict: 'does not support',
    why: 'Range 8.1–69 does not contain the death: in 8.9.13 ’satyakarmāṇam’ is an epithet of Satyaki. Arjun kills the Trigarta Satyakarma on the eighteenth day, at 9.26.35-37.',
    cite: [
      {
        work: 'critical-edition',
        ref: '9.26.35-37',
        note: 'Arjun cuts the pole of the Trigarta Satyakarma’s chariot and then his head',
      },
    ],
    basis:
      '9.26.36 "satyakarmāṇam ākṣipya kṣurapreṇa mahāyaśāḥ"; 9.26.37 "śiraś ciccheda prahasaṃs taptakuṇḍalabhūṣaṇam"',
  },
  {
    kind: 'deaths',
    record: 'Satyeshu',
    replaces: { work: 'critical-edition', ref: '8.1' },
    verdict: 'does not support',
    why: 'Range 8.1–69 never names Satyeshu. Arjun kills him on the eighteenth day, at 9.26.38-39, right after his brother Satyakarma.',
    cite: [
      {
        work: 'critical-edition',
        ref: '9.26.38-39',
        note: 'Arjun seizes on the Trigarta Satyeshu like a lion on a deer and kills him',
      },
    ],
    basis:
      '9.26.38 "satyeṣum atha cādatta yodhānāṃ miṣatāṃ tataḥ / yathā siṃho vane rājan mṛgaṃ paribubhukṣitaḥ"; 9.26.39 "taṃ nihatya tataḥ pārthaḥ"',
  },
  {
    kind: 'deaths',
    record: 'Vatapi',
    replaces: { work: 'critical-edition', ref: '3.96' },
    verdict: 'does not support',
    why: '3.96 tells Agastya’s search for wealth among the kings and the decision to go to Ilvala; Vatapi is not named in it. The eating of Vatapi is in the next adhyaya, 3.97.',
    cite: [
      {
        work: 'critical-edition',
        ref: '3.97.1-7',
        note: 'Ilvala serves his brother Vatapi as a ram; Agastya eats him whole, and Ilvala calls him in vain, for he is digested',
      },
    ],
    basis:
      '3.97.6 "agastya eva kṛtsnaṃ tu vātāpiṃ bubhuje tataḥ"; 3.97.7 "ilvalaś ca viṣaṇṇo ’bhūd dṛṣṭvā jīrṇaṃ mahāsuram"; 3.97.26 "evaṃ vātāpir agastyena vināśitaḥ"',
  },
  {
    kind: 'deaths',
    record: 'Chanur',
    replaces: { work: 'critical-edition', ref: '2.13' },
    verdict: 'does not support',
    why: 'Chanur is not named in this adhyaya: the passage is the Kamsa-killing citation copied onto Chanur. In the critical edition cāṇūra occurs as Krishna’s victim only in Vidura’s list of Krishna’s deeds at 5.128.45-46 (and as the epithet cāṇūrāndhraniṣūdana at 13.135.101). 2.13.33 names only Kamsa and Sunaman (’hatau kaṃsasunāmānau’).',
    cite: [
      {
        work: 'critical-edition',
        ref: '5.128.45-46',
        note: 'Vidur reminds Duryodhan that Krishna killed Chanur, among Putana, Arishta, Dhenuk, the horse-king and Kamsa',
      },
    ],
    basis:
      '5.128.40 "ity ukte dhṛtarāṣṭreṇa kṣattāpi viduro ’bravīt"; 5.128.46 "ariṣṭo dhenukaś caiva cāṇūraś ca mahābalaḥ / aśvarājaś ca nihataḥ kaṃsaś cāriṣṭam ācaran"',
  },
  {
    kind: 'deaths',
    record: 'Chanur',
    replaces: { work: 'critical-edition', ref: '2.38' },
    verdict: 'does not support',
    why: 'Chanur is not named in this adhyaya: the passage is the Kamsa-killing citation copied onto Chanur. In the critical edition cāṇūra occurs as Krishna’s victim only in Vidura’s list of Krishna’s deeds at 5.128.45-46 (and as the epithet cāṇūrāndhraniṣūdana at 13.135.101). Shishupal’s list (2.38.4-11) names Putana, the bird, the horse and bull, the cart, Govardhan and Kamsa, not Chanur.',
    cite: [],
    basis:
      '2.38 searched for cāṇūra: no occurrence; replacement given on the 2.13 citation: 5.128.46 "ariṣṭo dhenukaś caiva cāṇūraś ca mahābalaḥ"',
  },
  {
    kind: 'deaths',
    record: 'Chanur',
    replaces: { work: 'critical-edition', ref: '7.10' },
    verdict: 'does not support',
    why: 'Chanur is not named in this adhyaya: the passage is the Kamsa-killing citation copied onto Chanur. In the critical edition cāṇūra occurs as Krishna’s victim only in Vidura’s list of Krishna’s deeds at 5.128.45-46 (and as the epithet cāṇūrāndhraniṣūdana at 13.135.101). 7.10.6 says Kamsa was killed ’with his followers’ (sagaṇaḥ) but names none.',
    cite: [],
    basis:
      '7.10.6 "tathā kaṃso mahātejā jarāsaṃdhena pālitaḥ / vikrameṇaiva kṛṣṇena sagaṇaḥ śātito raṇe"; no cāṇūra in 7.10',
  },
  {
    kind: 'deaths',
    record: 'Keshi',
    replaces: { work: 'critical-edition', ref: '2.38' },
    verdict: 'weak',
    why: 'The name Keshi does not occur in 2.38 (nor anywhere in the critical edition as Krishna’s victim). Shishupal only belittles the killing of ’the horse and the bull’ (2.38.7); the horse is Keshi by tradition. The same unnamed horse is in 7.10.3 (’the king of horses who lived in the Yamuna woods’) and 5.128.46 (’aśvarāja’).',
    cite: [
      {
        work: 'critical-edition',
        ref: '2.38.7',
        note: 'Shishupal sneers that Krishna killed, as a boy, a horse and a bull that knew nothing of fighting',
      },
      {
        work: 'critical-edition',
        ref: '7.10.3',
        note: 'Dhritarashtra recalls that Krishna killed the king of horses who lived in the Yamuna woods',
      },
    ],
    basis:
      '2.38.7 "yady anena hatā bālye śakuniś citram atra kim / tau vāśvavṛṣabhau bhīṣma yau na yuddhaviśāradau"; 7.10.3 "uccaiḥśravas tulyabalaṃ vāyuvegasamaṃ jave / jaghāna hayarājaṃ yo yamunāvanavāsinam"',
  },
];

/** The fixes' new verses as a table of passages (one entry per record, its fixes' verses together). */
export const reviewFixPassages: PassageTable = {};
for (const fix of REVIEW_FIXES) {
  if (!fix.cite.length) continue;
  const table = (reviewFixPassages[fix.kind] ??= {});
  const entry: Passage = (table[fix.record] ??= { cite: [], basis: '' });
  entry.cite!.push(...fix.cite);
  entry.basis = entry.basis ? `${entry.basis}; ${fix.basis}` : fix.basis;
}
