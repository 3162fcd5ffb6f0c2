/**
 * Passages of places, clans and weapons: where the epic tells what the record says of them (an
 * episode there, a people's part in the story), never a passage that only lists the name.
 */
import { ce, ces, kmg, type Passage, type PassageTable } from './table.ts';

const r = (cite: Passage['cite'], basis: string, from?: string[]): Passage => ({
  cite,
  basis,
  ...(from ? { from } : {}),
});
const via = (ref: string, basis: string): Passage => ({ from: [ref], basis });
const north = (basis: string) =>
  via('journeys:Northern campaign', `Arjuna’s northern conquest (Sabha 2.23–25): ${basis}`);
const horse = (basis: string) =>
  via('journeys:Ashwamedh horse', `the horse’s wandering (Ashvamedhika 14.72–85): ${basis}`);
/** The Pandav side's divine bows, listed in Ganguli's Drona Parva section 23 (checked in his text). */
const pandavBow = (whose: string) =>
  r(
    [kmg('Drona', 23, `the celestial bows of the Pandav side: ${whose}`)],
    'Drona Parva, Ganguli §23: the list of the Pandava warriors’ divine bows',
  );
const pandusWay = r(
  [ce('1.110', 'a station of Pandu’s way to Shatashring')],
  'Adi Parva 1.110, end: Pandu’s way north',
);

export const others: PassageTable = {
  places: {
    Khandavprastha: r([ce('1.199')], 'Adi Parva 1.199: the tract given to the Pandavas'),
    Hiranvati: r(
      [ce('1.95', 'Chitrangad killed on its bank'), ce('5.149', 'the Pandav camp')],
      'Adi 1.95 and Udyoga 5.149',
    ),
    'Dwaipayan lake': r([ces('9.28', 30)], 'Shalya Parva 9.28–30: Duryodhana in the lake'),
    Lakshagriha: via('events:Lakshagriha burning', 'the house of lac, Adi Parva 1.134–136'),
    Panchal: r([ce('1.128', 'Dron takes half the kingdom')], 'Adi Parva 1.128'),
    Somashrayan: r([ce('1.158')], 'Adi Parva 1.158: Angaraparna defeated'),
    Kosala: via('events:Eastern campaign', 'Bhima’s conquest of the east (Sabha 2.26–27)'),
    Videha: via('events:Eastern campaign', 'Bhima’s conquest of the east (Sabha 2.26–27)'),
    Magadh: via('events:Jarasandh killing', 'Sabha Parva 2.18–22: Jarasandha’s kingdom'),
    Anga: r([ce('1.126', 'Duryodhan makes Karn its king')], 'Adi Parva 1.126'),
    Pundra: via('events:Eastern campaign', 'Bhima’s conquest of the east (Sabha 2.26–27)'),
    Tamralipta: via('events:Eastern campaign', 'Bhima’s conquest of the east (Sabha 2.26–27)'),
    Suhma: via('events:Eastern campaign', 'Bhima’s conquest of the east (Sabha 2.26–27)'),
    Gangasagar: r(
      [ce('3.114')],
      'Aranyaka Parva 3.114: the Pandavas where the Ganga meets the sea, then Kalinga and the Vaitarani',
    ),
    Vaitarani: r([ce('3.114')], 'Aranyaka Parva 3.114'),
    Pandya: r([ce('2.28', 'Sahadev’s conquest')], 'Sabha Parva 2.28', ['deaths:Malayadhwaj']),
    Vidarbha: r(
      [ce('3.50', 'Damayanti, princess of Vidarbha'), ce('5.155', 'Rukmi of Vidarbha')],
      'Aranyaka 3.50 and Udyoga 5.155',
    ),
    Mahishak: horse('the southern peoples'),
    'Kolwa hills': horse('the southern hills'),
    Andhra: horse('the southern peoples'),
    Dravid: horse('the southern peoples'),
    Narmada: r([ce('2.28', 'Sahadev crosses it')], 'Sabha Parva 2.28'),
    Charmanvati: r(
      [ce('2.28', 'Sahadev fights on its bank'), ce('3.292', 'Karn’s basket')],
      'Sabha 2.28 and Aranyaka 3.292',
    ),
    Matsya: r([ce('4.1', 'the Pandavas choose Virat’s kingdom')], 'Virata Parva 4.1'),
    Dasharna: r(
      [ce('2.26', 'Bheem in Dasharna'), ces('5.190', 192, 'Hiranyavarma’s kingdom')],
      'Sabha 2.26 and Udyoga 5.190–192',
    ),
    Surashtra: r([ce('2.28')], 'Sabha Parva 2.28: Sahadeva in Surashtra'),
    Madra: r([ce('1.105', 'Pandu takes Madri from the Madras')], 'Adi Parva 1.105'),
    Kuntirashtra: r([ce('2.28')], 'Sabha Parva 2.28'),
    Karush: r([ce('2.28')], 'Sabha Parva 2.28'),
    Darav: north('the hill peoples'),
    Urag: north('Urasha and its king'),
    Singhapur: north('Simhapura'),
    Sumala: north('the Sumalas'),
    Devaprastha: north('Senabindu’s city'),
    Uluk: north('Brihanta of Uluka'),
    'Northern Uluk': north('the northern Ulukas'),
    Kamboj: north('the Kambojas'),
    Kimpurush: north('Drumaputra’s land'),
    'Gandharv country': north('the horses of the Gandharvas'),
    Vashishthaparvat: r([ce('1.207')], 'Adi Parva 1.207: Arjuna’s Himalayan tirthas'),
    'Saugandhik lake': via('journeys:Search for the saugandhik lotus', 'Aranyaka Parva 3.146–153'),
    Nagashat: pandusWay,
    'Indradyumna lake': pandusWay,
    Hamsakut: pandusWay,
    Yamuna: r([ce('1.57', 'Satyavati ferries on the Yamuna')], 'Adi Parva 1.57', ["events:Amba's self-immolation"]),
    Saraswati: via("journeys:Balaram's pilgrimage", 'Shalya Parva 9.34–53: Balarama along the Sarasvati'),
    'Nivatkavach city': via('events:Nivatkavach battle', 'Aranyaka Parva 3.165–169'),
    Sauvir: via('events:Draupadi abduction', 'Jayadratha, king of the Sindhus and Sauviras (Aranyaka 3.248–256)'),
  },
  clans: {
    Paurav: r([ce('1.89')], 'Adi Parva 1.89: the line of Puru'),
    Panchal: r([ce('1.128')], 'Adi Parva 1.128: Drona divides the Pancalas’ kingdom'),
    Matsya: r([ce('1.57', 'the twin Matsya, the people’s king'), ce('4.1')], 'Adi 1.57 and Virata 4.1'),
    Madra: r([ce('1.105')], 'Adi Parva 1.105: Madri of the Madras'),
    Sauvir: via('events:Draupadi abduction', 'Jayadratha, king of the Sindhus and Sauviras'),
    Magadh: r([ces('2.16', 17, 'Brihadrath and Jarasandh’s birth')], 'Sabha Parva 2.16–17', [
      'events:Jarasandh killing',
    ]),
    Chedi: r([ce('1.57', 'Uparichar Vasu, king of Chedi'), ce('2.40', 'Shishupal’s birth')], 'Adi 1.57 and Sabha 2.40'),
    Kamboj: r([ce('7.67', 'Sudakshin of the Kambojas falls')], 'Drona Parva 7.67'),
    Pragjyotish: via('events:Bhagadatta killing', 'Drona Parva 7.28: Bhagadatta of Pragjyotisha'),
    Anga: r([ce('1.126')], 'Adi Parva 1.126: Karna made king of Anga'),
    Naga: r([ce('1.14', 'Kadru’s sons')], 'Adi Parva 1.14: the snakes born of Kadru', [
      "events:Janamejay's snake sacrifice@1.47",
    ]),
    Rakshasa: via('events:Hidimb killing', 'Adi Parva 1.139–142: Hidimba and Hidimbi'),
    Vidarbha: r([ce('3.50'), ce('5.155')], 'Aranyaka 3.50 (Bhima of Vidarbha, Damayanti) and Udyoga 5.155 (Rukmin)'),
    Avanti: r([ce('7.74', 'Vinda and Anuvinda of Avanti fall')], 'Drona Parva 7.74'),
    Manipur: r([ce('1.207', 'one child in each generation')], 'Adi Parva 1.207'),
    Pandya: r([ce('8.15', 'the Pandya king falls')], 'Karna Parva 8.15'),
    Dasharna: r([ces('5.190', 192)], 'Udyoga Parva 5.190–192: Hiranyavarman of the Dasharnas'),
    Kirat: via('events:Kirat-Arjun fight', 'Aranyaka Parva 3.39–41: Shiva as a Kirata'),
    Deva: r(
      [ce('1.61', 'the portions of gods born on earth')],
      'Adi Parva, Amshavatarana (1.61); the churning (1.15–17)',
      ['events:Churning of the ocean@1.15'],
    ),
    Asura: r(
      [ce('1.61', 'the asuras born on earth as kings')],
      'Adi Parva, Amshavatarana (1.61); the churning (1.15–17)',
      ['events:Churning of the ocean@1.15'],
    ),
    Kekaya: r(
      [ce('7.9.52-53', 'the five Kekaya brothers, sons of the Pandavs’ mother’s sister, on the Pandav side')],
      'Cultural Index, Kekaya (C, D): 7.9.52-53',
    ),
    Gandharva: via('events:Duryodhan-Gandharv fight', 'Aranyaka Parva 3.229–235: Citrasena’s Gandharvas'),
    Yaksha: via('events:Yaksh battle for lotus', 'Aranyaka Parva 3.157–158: Kubera’s Yakshas'),
    Bhargav: r([ces('1.5', 12, 'the line of Bhrigu')], 'Adi Parva, Pauloma 1.5–12: Bhrigu, Cyavana, Ruru'),
    Vanara: via('events:Bridge to Lanka', 'Aranyaka Parva, Ramopakhyana: the monkey army'),
  },
  weapons: {
    Anjalik: r([ce('8.67')], 'Karna Parva 8.67: the Anjalika arrow'),
    'Vayavya bow': pandavBow('Bheem’s is Vayu’s'),
    'Mahendra bow': pandavBow('Yudhishthir’s is Indra’s'),
    'Ashvina bow': pandavBow('Sahadev’s is the Ashvins’'),
    'Paulastya bow': pandavBow('Ghatotkach’s'),
    'Raudra bow': pandavBow('Abhimanyu’s, Balaram’s gift'),
    'Vaishnava bow': pandavBow('Nakul’s is Vishnu’s'),
    Ishik: r(
      [ces('10.13', 15, 'the reed charged with a missile, Arjun’s answer, the missile turned on the unborn')],
      'Cultural Index, Iṣīkā: 10.13.15-20, 10.14.2-16, 10.15.11-16',
    ),
    Sthunakarn: r(
      [
        ce('5.47.100', 'Arjun’s threat through Sanjay'),
        ce('3.234.17-18', 'Arjun uses it against the gandharvas'),
        ce('8.43.20-21', 'Karn uses it against Yudhishthir'),
      ],
      'Cultural Index, Sthūṇākarṇa (its first reference, 3.167.33, is the Bombay edition’s, in Nīlakaṇṭha’s note)',
    ),
    Asi: r([ce('12.160', 'Bheeshma tells Nakul of the sword’s origin')], 'Shanti Parva 12.160'),
    Astramaya: via('events:Nivatkavach battle', 'Aranyaka Parva 3.165–169: Arjuna against the Nivatakavacas'),
    Brahmastra: via("events:Parashuram's curse on Karn", 'Shanti Parva 12.2–3: Karna and the Brahma weapon'),
  },
};
