/** Passages of the events: where the epic (or the Harivaṃśa) tells each one. */
import { ce, ces, hv, kmg, type Passage } from './table.ts';

export const events: Record<string, Passage> = {
  'Shantanu and Ganga': {
    cite: [ces('1.92', 93)],
    basis: 'Adi Parva, Sambhava: Shantanu meets Ganga (1.92), the Vasus’ curse explains the drowned sons (1.93)',
  },
  "Bheeshma's vow": { cite: [ce('1.94')], basis: 'Adi Parva 1.94: Shantanu, Satyavati and Devavrata’s vow' },
  'Chitrangad killing': {
    cite: [ce('1.95')],
    basis: 'Adi Parva 1.95: Chitrangada killed by the Gandharva of the same name',
  },
  'Abduction of the Kashi princesses': {
    cite: [ce('1.96'), ce('5.170', 'Bheeshma retells it to Duryodhan at the start of the story of Amba')],
    basis: 'Adi Parva 1.96; told again by Bhishma in the Ambopakhyana (5.170)',
  },
  'Bheeshma-Parashuram duel': {
    cite: [ces('5.177', 186)],
    basis: 'Udyoga Parva, Ambopakhyana: Rama Jamadagnya comes (5.177), the duel to 5.186',
  },
  "Parashuram's curse on Karn": {
    cite: [ces('8.26', 30, 'Karn himself tells Shalya of the curses, before the last duel')],
    basis:
      'told twice: Narada in Shanti 12.2–3 (already cited) and Karna to Shalya in the Karna Parva quarrel (8.26–30)',
  },
  "Amba's self-immolation": {
    cite: [ce('5.187')],
    basis: 'Udyoga Parva 5.187: Amba’s austerities, Shiva’s boon, the pyre',
  },
  'Birth of Dhritarashtra and his brothers': {
    cite: [ces('1.99', 100)],
    basis: 'Adi Parva: Satyavati calls Vyasa (1.99), the niyoga and the births (1.100)',
  },
  "Karn's birth": {
    cite: [ce('1.104'), ces('3.287', 292, 'told in full before Indra takes the armour')],
    basis: 'told twice: briefly in Adi Parva 1.104, at length in the Kundalaharana (3.287–292)',
  },
  "Pandu's curse": {
    cite: [ce('1.109')],
    basis: 'Adi Parva 1.109: Pandu shoots the sage Kindama in the form of a deer',
  },
  'Birth of the Pandavas': {
    cite: [ces('1.111', 115)],
    basis: 'Adi Parva 1.111–115: Pandu asks Kunti; the births of the five',
  },
  'Birth of the Kauravas': {
    cite: [ces('1.107', 108)],
    basis: 'Adi Parva 1.107 (the lump of flesh, the pots) and 1.108 (the names)',
  },
  "Pandu's death": { cite: [ce('1.116')], basis: 'Adi Parva 1.116: Pandu dies embracing Madri; Madri follows him' },
  'Pandavas at Hastinapur': {
    cite: [ces('1.117', 118)],
    basis: 'Adi Parva 1.117–118: the sages bring Kunti and the boys; the funeral',
  },
  "Bheem's disappearance": {
    cite: [ce('1.119')],
    basis: 'Adi Parva 1.119: the poisoning at Pramanakoti and Bhima among the snakes',
  },
  "Ekalavya's thumb": { cite: [ce('1.123')], basis: 'Adi Parva 1.123: Ekalavya and the clay image of Drona' },
  'Weapon exhibition': {
    cite: [ces('1.124', 126)],
    basis: 'Adi Parva 1.124–126: the tournament, Karna’s challenge and his crowning as king of Anga',
  },
  "Drupad's defeat": {
    cite: [ce('1.128'), ce('1.122', 'the insult Dron avenges')],
    basis: 'Adi Parva 1.128 (Drupada captured); 1.122 (Drupada’s insult to Drona)',
  },
  'Varnavat visit': {
    cite: [ces('1.129', 135)],
    basis: 'Adi Parva, Jatugriha: the citizens’ wish, Purochana’s house, the warning',
  },
  'Kamsa killing': {
    cite: [
      ce('2.13', 'Krishna recalls the killing, explaining why Jarasandh is the Yadavs’ enemy'),
      ce('2.38', 'Shishupal belittles it among Krishna’s deeds'),
      ce('7.10', 'Dhritarashtra recalls it among Krishna’s deeds'),
      kmg('Drona', 11, 'the same list in Ganguli'),
    ],
    basis:
      'the epic recalls it: Krishna in Sabha 2.13, Shishupala’s abuse in 2.38, Dhritarashtra in Drona 7.10 (Ganguli Drona 11, checked)',
  },
  'Satrajit killing': {
    cite: [hv('28', 'adhyayas 28–29: the story of the Syamantaka jewel')],
    basis:
      'not in the main books; the Harivamsa (critical edition) opens the Syamantaka story at adhyaya 28 (checked in a translation of the critical text); where it ends (28 or 29) is not checked',
  },
  'Narak killing': {
    cite: [ce('7.10', 'Dhritarashtra recalls Krishna’s deeds, Narak and Mur among them'), kmg('Drona', 11)],
    basis: 'Drona Parva 7.10: Dhritarashtra’s list of Krishna’s feats (Ganguli Drona 11, checked in the translation)',
  },
  'Lakshagriha burning': { cite: [ces('1.134', 136)], basis: 'Adi Parva, Jatugriha: the tunnel, the fire, the escape' },
  'Hidimb killing': { cite: [ces('1.139', 142)], basis: 'Adi Parva, Hidimbavadha 1.139–142' },
  "Ghatotkach's birth": { cite: [ce('1.143')], basis: 'Adi Parva 1.143: Bhima and Hidimba, Ghatotkaca born' },
  'Bak killing': { cite: [ces('1.145', 152)], basis: 'Adi Parva, Bakavadha 1.145–152' },
  'Draupadi swayamvar': {
    cite: [ces('1.176', 181), ces('1.182', 190, 'Kunti’s word, Vyas’s counsel and the wedding')],
    basis:
      'Adi Parva, Svayamvara 1.176–181 (the test, Arjuna’s shot, the kings’ fight) and 1.182–190 (the five husbands)',
  },
  'Indraprastha founded': { cite: [ce('1.199')], basis: 'Adi Parva 1.199: Khandavaprastha given, the city built' },
  "Arjun's exile begins": {
    cite: [ce('1.205')],
    basis: 'Adi Parva 1.205: the brahmin’s cattle, the rule broken, Arjuna leaves',
  },
  'Uloopi marriage': { cite: [ce('1.206')], basis: 'Adi Parva 1.206: Ulupi at Gangadvara' },
  'Chitrangada marriage': { cite: [ce('1.207')], basis: 'Adi Parva 1.207: Citrangada of Manipura' },
  'Subhadra marriage': {
    cite: [ces('1.211', 213)],
    basis: 'Adi Parva, Subhadraharana 1.211–212 and the return (1.213)',
  },
  'Khandav burning': { cite: [ces('1.214', 225)], basis: 'Adi Parva, Khandavadahana 1.214–225' },
  "Maya's assembly hall": {
    cite: [ce('2.1'), ce('2.3', 'the hall built')],
    basis: 'Sabha Parva 2.1 (Maya offers) and 2.3 (the hall)',
  },
  'Rajasuya begins': {
    cite: [ces('2.11', 13)],
    basis: 'Sabha Parva: Narada’s message (2.11), Yudhishthira resolves, Krishna’s counsel on Jarasandha (2.12–13)',
  },
  'Jarasandh killing': { cite: [ces('2.18', 22)], basis: 'Sabha Parva, Jarasandhavadha 2.18–22' },
  'Northern campaign': { cite: [ces('2.23', 25)], basis: 'Sabha Parva, Digvijaya: Arjuna in the north 2.23–25' },
  'Eastern campaign': { cite: [ces('2.26', 27)], basis: 'Sabha Parva, Digvijaya: Bhima in the east 2.26–27' },
  'Western campaign': { cite: [ce('2.29')], basis: 'Sabha Parva, Digvijaya: Nakula in the west 2.29' },
  'Rajasuya yagya': { cite: [ces('2.30', 32)], basis: 'Sabha Parva, Rajasuyika 2.30–32' },
  'Shishupal killing': { cite: [ces('2.33', 42)], basis: 'Sabha Parva, Arghabhiharana and Shishupalavadha 2.33–42' },
  'Duryodhan in the Maya hall': { cite: [ce('2.43')], basis: 'Sabha Parva 2.43: Duryodhana deceived by the hall' },
  'Dice game': {
    cite: [ces('2.52', 58)],
    basis: 'Sabha Parva, Dyuta: the invitation (2.52) and the game to the staking of Draupadi (2.58)',
  },
  'Draupadi disrobing': {
    cite: [ces('2.60', 61)],
    basis: 'Sabha Parva 2.60–61: Draupadi dragged in, her question, the garment, Bhima’s vow',
  },
  'Dice exile begins': {
    cite: [ces('2.66', 72)],
    basis: 'Sabha Parva, Anudyuta 2.66–72: the second game and the departure',
  },
  'Shalwa-Yadav battle': {
    cite: [ces('3.15', 22)],
    basis: 'Aranyaka Parva: Krishna tells of Saubha and Shalva (3.15–22)',
  },
  'Kirmir killing': { cite: [ce('3.12')], basis: 'Aranyaka Parva, Kirmiravadha 3.12' },
  'Quest for celestial weapons begins': {
    cite: [ces('3.37', 38)],
    basis: 'Aranyaka Parva 3.37–38: Vyasa’s advice, Arjuna at Indrakila, Indra as an ascetic',
  },
  'Kirat-Arjun fight': { cite: [ces('3.39', 41)], basis: 'Aranyaka Parva, Kairata 3.39–41' },
  'Indralok visit': {
    cite: [ces('3.43', 45)],
    basis: 'Aranyaka Parva: Matali fetches Arjuna; Arjuna in Indra’s city 3.43–45',
  },
  'Nivatkavach battle': {
    cite: [ces('3.165', 169)],
    basis: 'Aranyaka Parva: Arjuna tells of the Nivatakavacas, 3.165–169',
  },
  'Pilgrimage of other Pandavas begins': {
    cite: [ces('3.89', 93)],
    basis: 'Aranyaka Parva, Tirthayatra: Lomasha comes (3.89) and the pilgrimage sets out',
  },
  'Bheem meets Hanuman': {
    cite: [ces('3.146', 150)],
    basis: 'Aranyaka Parva 3.146–150: the saugandhika flower, Hanumat',
  },
  'Jata killing': { cite: [ce('3.154')], basis: 'Aranyaka Parva, Jatasuravadha 3.154' },
  'Yaksh battle for lotus': {
    cite: [ces('3.157', 158)],
    basis: 'Aranyaka Parva, Yakshayuddha: Bhima kills Maniman (3.157), Kubera comes (3.158)',
  },
  'Duryodhan-Gandharv fight': {
    cite: [ces('3.229', 235)],
    basis: 'Aranyaka Parva, Ghoshayatra: the Gandharvas capture Duryodhana, the Pandavas free him',
  },
  'Draupadi abduction': { cite: [ces('3.248', 256)], basis: 'Aranyaka Parva, Draupadiharana 3.248–256' },
  'Narayani yagna': {
    cite: [ces('3.241', 243)],
    basis: 'Aranyaka Parva, end of the Ghoshayatra: Karna’s conquest and Duryodhana’s Vaishnava sacrifice',
  },
  'Karn-Indra barter': {
    cite: [
      ce('3.284', 'adhyayas 3.284–286: Surya warns Karn in a dream'),
      ce('3.294', 'Indra takes the armour and earrings'),
    ],
    basis: 'Aranyaka Parva, Kundalaharana',
  },
  "Yaksh's questions": { cite: [ces('3.295', 298)], basis: 'Aranyaka Parva, Araneya 3.295–298' },
  'Incognito year begins': {
    cite: [ces('4.1', 5)],
    basis: 'Virata Parva, Pandavapravesha 4.1–5: the disguises, the weapons in the shami tree',
  },
  'Keechak killing': { cite: [ces('4.13', 22)], basis: 'Virata Parva, Kicakavadha 4.13–22' },
  'Cattle raid': {
    cite: [ces('4.29', 32, 'the raid from the south'), ces('4.33', 62, 'the raid from the north')],
    basis: 'Virata Parva, Goharana: Susharman’s raid, then the Kauravas’',
  },
  'Abhimanyu-Uttara wedding': { cite: [ces('4.66', 67)], basis: 'Virata Parva, Vaivahika 4.66–67' },
  'Arjun and Duryodhan at Dwarka': { cite: [ce('5.7')], basis: 'Udyoga Parva 5.7: the two at Krishna’s bedside' },
  'Krishna on peace mission': {
    cite: [ces('5.81', 129), ce('5.31', 'Yudhishthir’s message: five villages')],
    basis: 'Udyoga Parva, Bhagavadyana: the journey and the embassy at court (5.81–129); the five villages in 5.31',
  },
  'Kunti meets Karn': {
    cite: [ces('5.138', 144)],
    basis: 'Udyoga Parva: Krishna and Karna (5.138–141), Kunti and Karna (5.142–144)',
  },
  'Bharat war begins': {
    cite: [ces('6.1', 2)],
    basis: 'Bhishma Parva 6.1 (the armies, the rules of combat) and 6.2 (Vyasa and Sanjaya)',
  },
  'Bhagvad Gita': {
    cite: [ces('6.23', 40), kmg('Bhishma', 25, 'sections 25–42')],
    basis: 'the Bhagavadgita: CE 6.23–40, Ganguli Bhishma 25–42',
  },
  'War day 1': { cite: [ces('6.41', 45)], basis: 'Bhishma Parva: the first day, 6.41–45' },
  'Uttar killing': { cite: [ce('6.44')], basis: 'Bhishma Parva, first day: Uttara and Shalya (6.44)' },
  'Shwet killing': {
    cite: [kmg('Bhishma', 48)],
    basis: 'Ganguli Bhishma 48 (Sweta slain; section 49 opens on it); the critical text keeps less of it',
  },
  'War day 2': { cite: [ces('6.46', 51)], basis: 'Bhishma Parva: the second day, 6.46–51 (the Kalingas in 6.50)' },
  'War day 3': { cite: [ces('6.52', 55)], basis: 'Bhishma Parva: the third day, 6.52–55 (Krishna’s charge in 6.55)' },
  'War day 4': { cite: [ces('6.56', 60)], basis: 'Bhishma Parva: the fourth day, 6.56–60' },
  'War day 5': { cite: [ces('6.65', 70)], basis: 'Bhishma Parva: the fifth day, 6.65–70' },
  'War day 6': { cite: [ces('6.71', 77)], basis: 'Bhishma Parva: the sixth day, 6.71–77' },
  'War day 7': { cite: [ces('6.77', 83)], basis: 'Bhishma Parva: the seventh day, about 6.77–83' },
  'War day 8': { cite: [ces('6.83', 92)], basis: 'Bhishma Parva: the eighth day, about 6.83–92' },
  'Iravan killing': { cite: [ce('6.86')], basis: 'Bhishma Parva 6.86: Iravat and Alambusa' },
  'War day 9': {
    cite: [ces('6.93', 102)],
    basis: 'Bhishma Parva: the ninth day, 6.93–102; Krishna’s second charge in 6.102',
  },
  'War day 10': {
    cite: [ces('6.103', 114)],
    basis: 'Bhishma Parva: the night council (6.103) and the tenth day to the fall (6.114)',
  },
  'Bheeshma removal': { cite: [ce('6.114')], basis: 'Bhishma Parva 6.114: Bhishma falls' },
  "Bheeshma's bed of arrows": {
    cite: [ces('6.115', 117)],
    basis: 'Bhishma Parva 6.115–117: the pillow of arrows, the water, Karna’s visit',
  },
  'War day 11': { cite: [ces('7.5', 15)], basis: 'Drona Parva: Drona consecrated (7.5), the eleventh day' },
  'War day 12': {
    cite: [ces('7.16', 31)],
    basis: 'Drona Parva, Samshaptakavadha 7.16–31 (the Cultural Index’s range of the sub-parvan)',
  },
  'Bhagadatta killing': { cite: [ce('7.28')], basis: 'Drona Parva 7.28: the Vaishnava weapon and Bhagadatta’s death' },
  'War day 13': {
    cite: [ces('7.32', 51)],
    basis: 'Drona Parva, Abhimanyuvadha 7.32–51 (the Cultural Index’s range of the sub-parvan)',
  },
  'Abhimanyu killing': {
    cite: [ces('7.44', 48)],
    basis: 'Drona Parva: Abhimanyu in the array, Lakshmana’s death, the six warriors, Abhimanyu’s death (7.48)',
  },
  'War day 14': {
    cite: [ces('7.61', 154, 'the day and the night battle')],
    basis: 'Drona Parva, Jayadrathavadha and Ghatotkacavadha',
  },
  'Bhurishrava killing': {
    cite: [ces('7.117', 118)],
    basis: 'Drona Parva 7.117–118: Satyaki, Bhurishravas and Arjuna',
  },
  'Jayadrath killing': { cite: [ce('7.121')], basis: 'Drona Parva 7.121: Jayadratha’s head and Vriddhakshatra' },
  'Ghatotkach killing': { cite: [ce('7.154')], basis: 'Drona Parva 7.154: Karna uses Indra’s dart' },
  'War day 15': { cite: [ces('7.155', 165)], basis: 'Drona Parva, Dronavadha: the fifteenth day' },
  'Drupad and Virat killing': { cite: [ce('7.161')], basis: 'Drona Parva 7.161: Drona kills Drupada and Virata' },
  'Drona killing': {
    cite: [ces('7.164', 165)],
    basis: 'Drona Parva 7.164 (the elephant, Yudhishthira’s lie) and 7.165 (Drona’s death)',
  },
  'Narayanastra used': { cite: [ces('7.166', 171)], basis: 'Drona Parva, Narayanastramoksha 7.166–171' },
  'War day 16': {
    cite: [ces('8.1', 21)],
    basis: 'Karna Parva: the sixteenth day, before Shalya becomes Karna’s charioteer',
  },
  'War day 17': {
    cite: [ces('8.22', 69)],
    basis: 'Karna Parva: the seventeenth day; the quarrel of Yudhishthira and Arjuna (8.46–49)',
  },
  'Dushasan killing': { cite: [ce('8.61')], basis: 'Karna Parva 8.61: Bhima drinks Duhshasana’s blood' },
  'Karn killing': {
    cite: [ces('8.63', 67)],
    basis: 'Karna Parva 8.63–67: the duel; the wheel and Karna’s death (8.67)',
  },
  'War day 18': { cite: [ces('9.1', 28)], basis: 'Shalya Parva: the last day to Duryodhana’s flight to the lake' },
  'Shalya killing': { cite: [ce('9.16')], basis: 'Shalya Parva 9.16: Yudhishthira’s spear' },
  'Shakuni killing': { cite: [ce('9.27')], basis: 'Shalya Parva 9.27: Sahadeva kills Uluka and Shakuni' },
  'Mace fight': {
    cite: [ces('9.28', 30, 'Duryodhan in the lake'), ces('9.54', 57, 'the duel')],
    basis: 'Shalya Parva: the lake (9.28–30) and the mace duel (9.54–57)',
  },
  'Night of killings': {
    cite: [ces('10.1', 8)],
    basis: 'Sauptika Parva 10.1–8: the owl, the gate, the massacre (10.8)',
  },
  'Brahmashir used': { cite: [ces('10.13', 16)], basis: 'Sauptika Parva, Aishika 10.13–16' },
  "Gandhari's curse": { cite: [ce('11.25')], basis: 'Stri Parva 11.25: Gandhari curses Krishna' },
  Coronation: { cite: [ce('12.40')], basis: 'Shanti Parva 12.40: Yudhishthira consecrated in Hastinapura' },
  'Bheeshma death': { cite: [ces('13.153', 154)], basis: 'Anushasana Parva, Bhishmasvargarohana 13.153–154' },
  "Parikshit's birth": {
    cite: [ces('14.65', 69)],
    basis: 'Ashvamedhika Parva 14.65–69: the stillborn child revived by Krishna',
  },
  Ashwamedh: {
    cite: [ce('14.3', 'Vyas advises the sacrifice and Marutt’s gold'), ces('14.71', 91, 'the horse and the sacrifice')],
    basis: 'Ashvamedhika Parva: Vyasa’s advice (14.3), the horse’s wandering and the sacrifice (14.71–91)',
  },
  "Kunti's forest departure": {
    cite: [ces('15.15', 25)],
    basis: 'Ashramavasika Parva: Dhritarashtra’s departure, Kunti’s refusal to stay',
  },
  'Forest fire': { cite: [ce('15.45')], basis: 'Ashramavasika Parva 15.45: the forest fire, told by Narada' },
  'Yadav brawl': { cite: [ces('16.3', 4)], basis: 'Mausala Parva 16.3–4: Prabhasa, the quarrel, the reeds' },
  "Krishna's death": { cite: [ce('16.5')], basis: 'Mausala Parva 16.5: Balarama’s end and Jara’s arrow' },
  'Yadav women escorted': {
    cite: [ces('16.6', 8)],
    basis: 'Mausala Parva 16.6–8: Arjuna at Dvaraka, the sea, the Abhiras',
  },
  'Installation of kings': { cite: [ce('17.1')], basis: 'Mahaprasthanika Parva 17.1: Parikshit and Vajra installed' },
  'Pandava departure': { cite: [ces('17.1', 3)], basis: 'Mahaprasthanika Parva 17.1–3' },
  "Yudhishthir's ascent": {
    cite: [ce('17.3'), ces('18.1', 5, 'in heaven')],
    basis: 'the dog and Indra’s chariot (17.3); Svargarohana Parva 18.1–5',
  },
  "Parikshit's death": {
    cite: [ces('1.36', 40)],
    basis: 'Adi Parva, Astika: the snake on the sage, Shringin’s curse, Takshaka (1.36–40)',
  },
  "Janamejay's snake sacrifice": {
    cite: [ces('1.47', 53)],
    basis: 'Adi Parva, Astika: the sacrifice and Astika (1.47–53)',
  },
};
