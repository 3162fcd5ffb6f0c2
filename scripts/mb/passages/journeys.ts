/** Passages of the journeys and of the paths they take: where the epic narrates the way. */
import { ce, ces, type Passage } from './table.ts';

export const journeys: Record<string, Passage> = {
  'Jarasandh killing': {
    cite: [ce('2.18', 'the way from Kurujangal to Girivraj'), ce('2.22', 'the return to Indraprastha')],
    basis: 'Sabha Parva 2.18 names the stations of the three’s way east; 2.22 their return',
  },
  "Arjun's exile": {
    cite: [ces('1.205', 213, 'the twelve years away')],
    basis: 'Adi Parva, Arjunavanavasa (1.205–210) and after Subhadra’s abduction to the return from Pushkara (1.213)',
  },
  'Northern campaign': { cite: [ces('2.23', 25)], basis: 'Sabha Parva, Arjuna’s conquest of the north' },
  'Dice exile': {
    cite: [
      ce('3.1', 'the departure from Hastinapur'),
      ce('3.25', 'to the Dwaita forest'),
      ces('3.140', 145, 'towards Gandhamadan'),
      ce('3.174', 'back to the Dwaita forest'),
      ce('4.5', 'to Virat’s city'),
    ],
    basis: 'the stations of the exile in the Aranyaka Parva and the way to Matsya in Virata 4.5',
  },
  'Ashwamedh horse': {
    cite: [ces('14.72', 85, 'the horse’s wandering')],
    basis: 'Ashvamedhika Parva: Arjuna follows the horse',
  },
  'Varnavat visit': {
    cite: [ces('1.132', 134)],
    basis: 'Adi Parva, Jatugriha: the departure and the arrival at Varanavata',
  },
  'Escape to Ekachakra': {
    cite: [ces('1.136', 145)],
    basis: 'Adi Parva: the escape, the Ganga, Hidimba’s forest, Ekacakra',
  },
  'Journey to Panchal': {
    cite: [ces('1.153', 175)],
    basis:
      'Adi Parva, Chaitraratha: the way to Pancala, Angaraparna at Somashrayana (1.158), Dhaumya at Utkocaka (1.174)',
  },
  'Eastern campaign': { cite: [ces('2.26', 27)], basis: 'Sabha Parva, Bhima’s conquest of the east' },
  'Southern campaign': { cite: [ce('2.28')], basis: 'Sabha Parva 2.28, Sahadeva’s conquest of the south' },
  'Western campaign': { cite: [ce('2.29')], basis: 'Sabha Parva 2.29, Nakula’s conquest of the west' },
  'Pilgrimage of the Pandavas': { cite: [ces('3.91', 153)], basis: 'Aranyaka Parva, Tirthayatra with Lomasha' },
  'Search for the saugandhik lotus': { cite: [ces('3.146', 153)], basis: 'Aranyaka Parva 3.146–153' },
  'March to Kurukshetra': {
    cite: [ces('5.149', 152)],
    basis: 'Udyoga Parva, Sainyaniryana: the march and the camp on the Hiranvati',
  },
  "Krishna's peace mission": {
    cite: [ces('5.81', 87)],
    basis: 'Udyoga Parva: Krishna sets out with Satyaki, Vrikasthala, Hastinapura',
  },
  "Balaram's pilgrimage": { cite: [ces('9.34', 53)], basis: 'Shalya Parva, Balarama’s pilgrimage along the Sarasvati' },
  'Great departure': { cite: [ces('17.1', 2)], basis: 'Mahaprasthanika Parva 17.1–2' },
  'Yadav women to Indraprastha': {
    cite: [ce('16.8')],
    basis: 'Mausala Parva 16.8: the Abhiras in Pancanada, Vajra at Indraprastha',
  },
  'Retreat to the forest': {
    cite: [ces('15.15', 25, 'to Kurukshetra'), ce('15.45', 'the forest by Gangadwar')],
    basis: 'Ashramavasika Parva: the departure to Kurukshetra; Gangadvara in Narada’s account of the fire',
  },
  "Pandu's way to Shatashring": {
    cite: [ce('1.110')],
    basis: 'Adi Parva 1.110, end: the stations from Nagashata to Shatashringa',
  },
  'Abduction of the Kashi princesses': { cite: [ce('1.96')], basis: 'Adi Parva 1.96' },
};

const own = (ref: string, basis: string): Passage => ({ cite: [ce(ref)], basis });

/** Arjuna in the south: the five tirthas of the southern sea, Gokarna and Prabhasa (Adi 1.208–210). */
const south: Passage = {
  cite: [ces('1.208', 210, 'Arjun in the south, to Gokarna and Prabhas')],
  basis: 'Adi Parva 1.208–210: the southern tirthas after Manipura, then Gokarna and Prabhasa',
};

export const paths: Record<string, Passage> = {
  'Kurujangal to Kalakuta': own('2.18', 'Sabha Parva 2.18: the route east'),
  'Kalakuta to the east to Mithila': own('2.18', 'Sabha Parva 2.18: the rivers crossed to Mithila'),
  'Mithila to Magadh': own('2.18', 'Sabha Parva 2.18: on to Magadha and Girivraja'),
  'Girivraj to Indraprastha': own('2.22', 'Sabha Parva 2.22: the return'),
  'Indraprastha to Gangadwar': own('1.206', 'Adi Parva 1.206: Arjuna at Gangadvara'),
  'Gangadwar into the Himalaya': own('1.207', 'Adi Parva 1.207: the Himalayan tirthas'),
  'Descent from the Himalaya': own('1.207', 'Adi Parva 1.207'),
  'Along the Gomti to Naimisharanya': own('1.207', 'Adi Parva 1.207: Naimisha'),
  'Naimisharanya to the Kaushiki': own('1.207', 'Adi Parva 1.207'),
  'Down the Ganga to the sea': own('1.207', 'Adi Parva 1.207: the eastern tirthas, Vanga and Kalinga'),
  'Along the coast to Kalinga': own('1.207', 'Adi Parva 1.207'),
  'Eastern sea coast': south,
  'Up the Godavari': south,
  'Nashik to Gokarna': south,
  'Western sea coast': own('1.210', 'Adi Parva 1.210: to Prabhasa'),
  'Dwarka to Pushkar': own('1.213', 'Adi Parva 1.213: the rest of the exile at Pushkara'),
  'Pushkar to Indraprastha': own('1.213', 'Adi Parva 1.213: the return'),
  'Across the northern plains': {
    cite: [ce('2.24.1-13', 'Arjun goes north and camps at Devaprastha')],
    from: ['journeys:Northern campaign'],
    basis: 'Cultural Index, Devaprastha: 2.24.1, 2.24.12-13',
  },
  'Trigarta to Kashmir': {
    cite: [ce('2.24.16-17', 'Arjun defeats the Trigartas and the warriors of Kashmir')],
    from: ['journeys:Northern campaign'],
    basis: 'Cultural Index, Trigarta and Kāśmīra: 2.24.16-17',
  },
  'Kashmir to Kamboj': {
    cite: [ce('2.24.16-22', 'from Kashmir by Abhisari, Urasha and Simhapura to the Kambojas')],
    from: ['journeys:Northern campaign'],
    basis: 'Cultural Index, Kāśmīra 2.24.16, Abhisārī and Uraśā 2.24.18, Kāmboja 2.24.22',
  },
  'Kamboj to Valhik': {
    cite: [ce('2.24.21-22', 'Arjun subdues the Bahlikas, the Daradas and the Kambojas')],
    from: ['journeys:Northern campaign'],
    basis: 'Cultural Index, Āraṭṭa (Bāhlīka) 2.24.21, Kāmboja and Darada 2.24.22',
  },
  'Valhik to Darada': {
    cite: [ce('2.24.21-22', 'Arjun subdues the Bahlikas, then the Daradas with the Kambojas')],
    from: ['journeys:Northern campaign'],
    basis: 'Cultural Index, Āraṭṭa (Bāhlīka) 2.24.21, Darada 2.24.22',
  },
  'Towards the Manas lake': {
    cite: [ce('2.25.1-5', 'beyond the Shweta mountain to the Kimpurushas, Hataka and the Manas lake')],
    from: ['journeys:Northern campaign'],
    basis: 'Cultural Index, Śveta 2.25.1-2, Hāṭaka and Mānasa 2.25.4-5',
  },
  'Manas lake to Indraprastha': {
    cite: [ce('2.25.5-20', 'from the Manas lake by the Gandharvas and Harivarsha back to Indraprastha')],
    from: ['journeys:Northern campaign'],
    basis: 'Cultural Index, Mānasa 2.25.4-5, Harivarṣa 2.25.11-16, Indraprastha 2.25.20',
  },
  'Hastinapur to the Kamyak forest': {
    cite: [ces('3.1', 6, 'from Hastinapur to the Kamyak forest')],
    basis: 'Aranyaka Parva: the departure (3.1) and the way to Kamyaka in the first adhyayas',
  },
  'Kamyak forest to the Dwaita forest': own('3.25', 'Aranyaka Parva 3.25: the move to Dvaitavana'),
  'Dwaita forest to Gandhamadan': own('3.140', 'Aranyaka Parva 3.140–145: towards Gandhamadana'),
  'Gandhamadan to Indrakeel': own('3.38', 'Aranyaka Parva 3.38: Arjuna’s way north to Indrakila'),
  'Indrakeel to Gandhamadan': own('3.161', 'Aranyaka Parva 3.161: Arjuna rejoins his brothers on Gandhamadana'),
  'Gandhamadan to the Dwaita forest': own('3.174', 'Aranyaka Parva 3.174: back to Dvaitavana'),
  'Dwaita forest to Virat': own('4.5', 'Virata Parva 4.5: the way to Matsya'),
  "The horse's way to the south": {
    cite: [ce('14.84.10-11', 'from the Nishads the horse goes to the southern ocean, where Arjun fights the Dravids')],
    basis: 'Cultural Index, Niṣāda 14.84.10 and Draviḍa 14.84.10-11',
  },
  'Dravid to Andhra': {
    cite: [ce('14.84.11', 'Arjun fights the Dravids, Andhras, Mahishakas and the Kolla hill people')],
    basis: 'Cultural Index, Draviḍa, Māhiṣaka and Kollagireya: 14.84.11',
  },
  "The horse's way to the western sea": {
    cite: [ce('14.84.12-13', 'from the southern ocean to Gokarna, Prabhas and Dwarka in Surashtra')],
    basis: 'Cultural Index, Prabhāsa and Dvārakā: 14.84.12-13',
  },
  'Dwarka to the land of five waters': {
    cite: [ce('14.84.13-17', 'from Dwarka by the western sea to Panchanad')],
    basis: 'Cultural Index, Dvārakā 14.84.13-15 and Pañcanada 14.84.17',
  },
  'Panchanad to Gandhar': own(
    '14.84.17-18',
    'Ashvamedhika 14.84.17-18: from Panchanada the horse goes to the Gandhara country (cited by the Cultural Index, Gāndhāra and Pañcanada)',
  ),
  'Gandhar to Hastinapur': {
    cite: [ce('14.86.1', 'after the fight in Gandhar the horse turns back towards Hastinapur')],
    basis: 'Cultural Index, Gāndhāra: 14.86.1',
  },
  'Hastinapur to Varnavat': own('1.133', 'Adi Parva 1.133: the departure for Varanavata'),
};
