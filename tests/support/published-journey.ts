/**
 * The "Jarasandh killing" journey and its four paths as the Indica docs publish them
 * (indica-doc-samples.md §2), verbatim: the unit test holds the committed data to them, the dist
 * test the API's answers.
 */
import type { JourneyRecord as Journey } from '../../src/apis/mb/schema.ts';

export const PUBLISHED_JOURNEY: Pick<Journey, 'journeyName' | 'journeyRoute' | 'journeyPersons' | 'journeyEvent'> = {
  journeyName: 'Jarasandh killing',
  journeyRoute: [
    'Indraprastha',
    'Kurujangal to Kalakuta',
    'Kalakuta to the east to Mithila',
    'Mithila to Magadh',
    'Girivraj',
    'Girivraj to Indraprastha',
  ],
  journeyPersons: ['Arjun', 'Bheem', 'Krishna'],
  journeyEvent: 'Rajasuya yagya',
};
export const PUBLISHED_PATHS: Record<string, string[]> = {
  'Kurujangal to Kalakuta': [
    'Hapur (India)',
    'Garhmukteshwar (India)',
    'Gajraula (India)',
    'Dhampur (India)',
    'Kalagarh (India)',
  ],
  'Kalakuta to the east to Mithila': [
    'Kalagarh (India)',
    'Kashipur (India)',
    'Pantnagar (India)',
    'Pilibhit (India)',
    'Lakhimpur Kheri (India)',
    'Bahraich (India)',
    'Shravasti (India)',
    'Kapilvastu (Nepal)',
    'Kudiya (Nepal)',
    'Bagaha (Nepal)',
    'Birganj (Nepal)',
    'Mithila (Nepal)',
  ],
  'Mithila to Magadh': [
    'Mithila (Nepal)',
    'Janakpur (Nepal)',
    'Madhubani (India)',
    'Darbhanga (India)',
    'Samastipur (India)',
    'Patna (India)',
    'Rajgir (India)',
  ],
  'Girivraj to Indraprastha': [
    'Rajgir (India)',
    'Varanasi (India)',
    'Kaushambi (India)',
    'Mathura (India)',
    'New Delhi (India)',
  ],
};
