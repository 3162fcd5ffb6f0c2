/** Passages of the deaths: where the epic tells how each one died. */
import { ce, ces, hv, kmg, type Passage } from './table.ts';

/** A death told where its event is told (the event's own, narrower passage). */
const atEvent = (event: string, basis: string): Passage => ({ from: [`events:${event}`], basis });

/** Bhima kills the sons of Dhritarashtra who come to Karna's rescue on the fourteenth day. */
const sonsOnDay14: Passage = {
  cite: [ces('7.108', 112, 'Bheem kills the sons of Dhritarashtra who come to rescue Karn')],
  basis:
    'Drona Parva, Bhima’s duels with Karna in the Jayadrathavadha (about 7.106–113); each son falls in one of these adhyayas',
};
/** The fourteenth day by daylight (Jayadrathavadha) and in the night (Ghatotkacavadha). */
const day14 = (basis: string): Passage => ({
  cite: [ces('7.61', 121, 'the fourteenth day, to Jayadrath’s death')],
  basis: `Drona Parva, Jayadrathavadha: ${basis}; adhyaya not fixed`,
});
const night14 = (basis: string): Passage => ({
  cite: [ces('7.122', 154, 'the night battle of the fourteenth day')],
  basis: `Drona Parva, Ghatotkacavadha: ${basis}; adhyaya not fixed`,
});
/** The sleeping camp: Sauptika Parva 10.8. */
const nightOfKillings: Passage = {
  cite: [ce('10.8', 'the massacre in the sleeping camp')],
  basis: 'Sauptika Parva 10.8 names the dead of the night raid',
};
/** The Yadavs at Prabhasa. */
const brawl: Passage = { cite: [ce('16.4', 'the fight at Prabhas')], basis: 'Mausala Parva 16.4: the brawl' };

export const deaths: Record<string, Passage> = {
  Chitrangad: atEvent('Chitrangad killing', 'Adi Parva 1.95'),
  Kindama: atEvent("Pandu's curse", 'Adi Parva 1.109'),
  Kamsa: atEvent('Kamsa killing', 'recalled in Sabha 2.13 and 2.38'),
  Shatadhanva: {
    cite: [hv('28', 'adhyayas 28–29: the story of the Syamantaka jewel')],
    basis:
      'Harivamsa (critical edition): the Syamantaka story opens at adhyaya 28 (checked in a translation of the critical text); its end (28 or 29) is not checked',
  },
  Narak: atEvent('Narak killing', 'Drona Parva 7.10'),
  Purochan: { cite: [ce('1.136')], basis: 'Adi Parva 1.136: the house burnt with Purochana in it' },
  Hidimb: { cite: [ce('1.141')], basis: 'Adi Parva 1.141: Bhima kills Hidimba' },
  Bak: { cite: [ce('1.151')], basis: 'Adi Parva 1.151: Bhima kills Baka' },
  Jarasandh: { cite: [ce('2.22')], basis: 'Sabha Parva 2.22: the wrestling and Jarasandha’s death' },
  Shishupal: { cite: [ce('2.42')], basis: 'Sabha Parva 2.42: the discus' },
  Shalwa: atEvent('Shalwa-Yadav battle', 'Aranyaka Parva 3.15–22, Krishna’s own account'),
  Kirmir: { cite: [ce('3.12')], basis: 'Aranyaka Parva 3.12' },
  Mook: { cite: [ce('3.40')], basis: 'Aranyaka Parva 3.40: the boar (the demon Muka) shot by Arjuna and the Kirata' },
  Jata: { cite: [ce('3.154')], basis: 'Aranyaka Parva 3.154' },
  Maniman: { cite: [ce('3.157')], basis: 'Aranyaka Parva 3.157: Bhima kills Maniman' },
  Keechak: { cite: [ce('4.21')], basis: 'Virata Parva 4.21: the dancing hall' },
  Ekalavya: {
    cite: [ce('7.156', 'Krishna says he killed Ekalavya for the Pandavas’ sake')],
    basis: 'Drona Parva 7.156, after Ghatotkaca’s death, Krishna lists those he removed',
  },
  Jamadagni: {
    cite: [ce('3.116'), ce('12.49', 'told again by Krishna to Yudhishthir')],
    basis: 'told twice: Aranyaka 3.116 and Shanti 12.49',
  },
  Uttar: atEvent('Uttar killing', 'Bhishma Parva 6.44'),
  Shwet: atEvent('Shwet killing', 'Ganguli Bhishma 48'),
  Shrutayu: { cite: [ce('6.50')], basis: 'Bhishma Parva 6.50: Bhima and the Kalingas' },
  Shakradev: { cite: [ce('6.50')], basis: 'Bhishma Parva 6.50: Bhima and the Kalingas' },
  Bhanuman: { cite: [ce('6.50')], basis: 'Bhishma Parva 6.50: Bhima and the Kalingas' },
  Senapati: {
    cite: [ce('6.60')],
    basis: 'Bhishma Parva 6.60: Bhima kills eight sons of Dhritarashtra on the fourth day',
  },
  'Jalasandh (Kaurava)': { cite: [ce('6.60')], basis: 'Bhishma Parva 6.60, the fourth day' },
  Ugra: { cite: [ce('6.60')], basis: 'Bhishma Parva 6.60, the fourth day' },
  'Bheem (Kaurava)': { cite: [ce('6.60')], basis: 'Bhishma Parva 6.60, the fourth day' },
  Bheemrath: { cite: [ce('6.60')], basis: 'Bhishma Parva 6.60, the fourth day' },
  Iravan: { cite: [ce('6.86')], basis: 'Bhishma Parva 6.86' },
  Bheeshma: {
    cite: [ce('6.114', 'the fall'), ces('13.153', 154, 'his death when the sun turns north')],
    basis: 'the fall (Bhishma Parva 6.114) and the death (Anushasana 13.153–154)',
  },
  Satyajit: { cite: [ce('7.20')], basis: 'Drona Parva 7.20: Satyajit guarding Yudhishthira, killed by Drona' },
  Achal: { cite: [ce('7.29')], basis: 'Drona Parva 7.29: Arjuna kills Vrishaka and Acala, Shakuni’s brothers' },
  Vrishak: { cite: [ce('7.29')], basis: 'Drona Parva 7.29' },
  Bhagadatta: { cite: [ce('7.28')], basis: 'Drona Parva 7.28' },
  Lakshman: { cite: [ce('7.45')], basis: 'Drona Parva 7.45: Abhimanyu kills Duryodhana’s son Lakshmana' },
  Brihadbal: { cite: [ce('7.46')], basis: 'Drona Parva 7.46: Abhimanyu kills Brihadbala of Kosala' },
  Durjay: sonsOnDay14,
  Durmukh: sonsOnDay14,
  Durmarshan: sonsOnDay14,
  Dussah: sonsOnDay14,
  Durmad: sonsOnDay14,
  Durdhar: sonsOnDay14,
  Jay: sonsOnDay14,
  Chitra: sonsOnDay14,
  Upachitra: sonsOnDay14,
  Chitraksh: sonsOnDay14,
  Charuchitra: sonsOnDay14,
  Sharasan: sonsOnDay14,
  Chitrayudh: sonsOnDay14,
  Chitravarma: sonsOnDay14,
  Shatrunjay: sonsOnDay14,
  Shatrusah: sonsOnDay14,
  Dridh: sonsOnDay14,
  'Chitrasen (Kaurava)': sonsOnDay14,
  Vikarn: sonsOnDay14,
  Vinda: { cite: [ce('7.74')], basis: 'Drona Parva 7.74: Arjuna kills Vinda and Anuvinda of Avanti' },
  Anuvinda: { cite: [ce('7.74')], basis: 'Drona Parva 7.74' },
  Sudakshin: { cite: [ce('7.67')], basis: 'Drona Parva 7.67: after Shrutayudha, Sudakshina of Kamboja' },
  Shrutayudh: { cite: [ce('7.67')], basis: 'Drona Parva 7.67: Varuna’s mace returns on Shrutayudha' },
  Jalasandh: day14('Satyaki’s advance to Arjuna in the Jayadrathavadha'),
  Brihatkshatra: day14('Drona’s fight with the Kekayas and Cedis'),
  Dhrishtaketu: day14('Drona’s fight on the fourteenth day'),
  Kshatradharma: day14('Drona’s fight on the fourteenth day'),
  Bhurishrava: { cite: [ce('7.118')], basis: 'Drona Parva 7.118: Satyaki beheads Bhurishravas' },
  Jayadrath: { cite: [ce('7.121')], basis: 'Drona Parva 7.121' },
  Vriddhakshatra: { cite: [ce('7.121')], basis: 'Drona Parva 7.121: the head falls into Vriddhakshatra’s lap' },
  Somadatta: night14('the night battle of the fourteenth day (7.122–154)'),
  Bahlik: {
    cite: [
      ce('7.132', 'Bheem kills Bahlik in the night battle'),
      ce('8.4.30', 'Sanjay recalls that Bheem killed Bahlik and his men'),
    ],
    basis: 'Cultural Index, Āraṭṭa (25): 8.4.30, “reference to 7.132.15”; told twice, both cited',
  },
  Alambush: atEvent(
    'War day 14',
    'Ghatotkaca and Alambusa on the fourteenth day, by day or by night; adhyaya not fixed',
  ),
  Alayudh: { cite: [ce('7.152')], basis: 'Drona Parva, Ghatotkacavadha: Alayudha’s fight and death (7.151–152)' },
  Anjanaparvan: night14('Ashvatthaman kills Ghatotkaca’s son in the night battle'),
  Ghatotkach: { cite: [ce('7.154')], basis: 'Drona Parva 7.154' },
  Drupad: { cite: [ce('7.161')], basis: 'Drona Parva 7.161' },
  Virat: { cite: [ce('7.161')], basis: 'Drona Parva 7.161' },
  Dron: { cite: [ce('7.165')], basis: 'Drona Parva 7.165' },
  Malayadhwaj: { cite: [ce('8.15')], basis: 'Karna Parva 8.15: Ashvatthaman kills the Pandya king' },
  Dushasan: { cite: [ce('8.61')], basis: 'Karna Parva 8.61' },
  Vrishasen: { cite: [ce('8.62')], basis: 'Karna Parva 8.62: Arjuna kills Vrishasena before Karna' },
  Ashwasen: { cite: [ce('8.66')], basis: 'Karna Parva 8.66: the snake in Karna’s arrow' },
  Karn: { cite: [ce('8.67')], basis: 'Karna Parva 8.67' },
  Shalya: { cite: [ce('9.16')], basis: 'Shalya Parva 9.16' },
  Uluk: { cite: [ce('9.27')], basis: 'Shalya Parva 9.27' },
  Shakuni: { cite: [ce('9.27')], basis: 'Shalya Parva 9.27' },
  Chekitan: atEvent('War day 18', 'Shalya Parva, the eighteenth day; adhyaya not fixed'),
  Susharma: { cite: [ce('9.26')], basis: 'Shalya Parva 9.26: Arjuna kills Susharman' },
  Sudarshan: { cite: [ce('9.26')], basis: 'Shalya Parva 9.26: Bhima kills Sudarshana' },
  Duryodhan: {
    cite: [ce('9.57', 'the thighs broken'), ce('10.9', 'his death at the news of the night raid')],
    basis: 'Shalya Parva 9.57 and Sauptika Parva 10.9',
  },
  Dhrishtadyumna: nightOfKillings,
  Shikhandi: nightOfKillings,
  Uttamauja: nightOfKillings,
  Yudhamanyu: nightOfKillings,
  Prativindhya: nightOfKillings,
  Sutasoma: nightOfKillings,
  Shrutakirti: nightOfKillings,
  Shatanik: nightOfKillings,
  Shrutasen: nightOfKillings,
  Kritavarma: brawl,
  Satyaki: brawl,
  Pradyumna: brawl,
  Samba: brawl,
  Charudeshna: brawl,
  Aniruddha: brawl,
  Gad: brawl,
  Krishna: { cite: [ce('16.5')], basis: 'Mausala Parva 16.5' },
  Parikshit: { cite: [ces('1.39', 40)], basis: 'Adi Parva 1.39–40: Takshaka in the fruit' },
  Panchajan: {
    cite: [ce('7.10.19-20', 'Krishna kills Panchajan and takes the conch'), kmg('Drona', 11)],
    basis: 'Drona Parva 7.10.19–20, as the Cultural Index gives it under Pāñcajanya; Ganguli Drona 11 is the same list',
  },
  Putana: {
    cite: [ce('2.38', 'Shishupal belittles the deed')],
    basis: 'Sabha Parva 2.38: Shishupala’s list of Krishna’s childhood deeds',
  },
  Keshi: {
    cite: [ce('2.38', 'Shishupal belittles the deed')],
    basis: 'Sabha Parva 2.38: Shishupala’s list of Krishna’s childhood deeds',
  },
  Chanur: atEvent('Kamsa killing', 'the killing at Mathura, recalled in the Sabha Parva'),
  Mur: atEvent('Narak killing', 'Drona Parva 7.10 names Mur with Narak'),
  Sangramajit: atEvent('Cattle raid@4.33', 'Virata Parva, the northern raid (4.33–62); adhyaya not fixed'),
  Vipath: { cite: [ces('8.1', 69, 'the fighting under Karn’s command')], basis: 'Karna Parva; adhyaya not fixed' },
  "Chitrasen (Karn's son)": {
    cite: [ce('9.9'), kmg('Shalya', 10)],
    basis: 'Shalya Parva 9.9 (Ganguli §10): Nakula beheads Citrasena, son of Karna, on the eighteenth day',
  },
  "Satyasen (Karn's son)": {
    cite: [ce('9.9', 'Nakul kills Satyasen after his brother Chitrasen'), kmg('Shalya', 10)],
    basis: 'Shalya Parva 9.9 (Ganguli §10): Nakula kills Karna’s sons Citrasena, then Satyasena and Suṣeṇa',
  },
  "Sushen (Karn's son)": {
    cite: [ce('9.9', 'another account: Nakul kills him after Satyasen')],
    basis: 'Shalya Parva 9.9: the second telling of his death, which his record’s note mentions',
  },
  "Prasen (Karn's son)": {
    cite: [ces('8.1', 69, 'the fighting under Karn’s command')],
    basis: 'Karna Parva; adhyaya not fixed',
  },
  Bhanusen: { cite: [ces('8.1', 69, 'the fighting under Karn’s command')], basis: 'Karna Parva; adhyaya not fixed' },
  'Suketu (Chedi)': {
    cite: [ces('7.5', 165, 'the fighting under Dron’s command')],
    basis: 'Drona Parva; adhyaya not fixed',
  },
  Kshemadhurti: {
    cite: [ce('8.8.35-45', 'Bheem kills Kshemadhurti, lord of the Kulutas')],
    basis: 'Cultural Index, Kulūta: lord of the Kulūtas at 8.8.35, killed by Bhīma at 8.8.45',
  },
  Satyakarma: { cite: [ces('8.1', 69, 'the fighting under Karn’s command')], basis: 'Karna Parva; adhyaya not fixed' },
  Satyeshu: { cite: [ces('8.1', 69, 'the fighting under Karn’s command')], basis: 'Karna Parva; adhyaya not fixed' },
};
