import type { Messages } from '../../messages';
import type { library as en } from '../en/library';

export const library: Messages<typeof en> = {
  'library.category.childhood_and_school': 'Kindheit & Schule',
  'library.category.family_and_traditions': 'Familie & Traditionen',
  'library.category.love_and_relationships': 'Liebe & Beziehungen',
  'library.category.career_and_work': 'Beruf & Arbeit',
  'library.category.challenges_and_triumphs': 'Herausforderungen & Erfolge',
  'library.category.joys_and_memories': 'Freude & Erinnerungen',
  'library.category.wisdom_and_legacy': 'Lebensweisheit & Vermächtnis',
  'library.category.whimsical': 'Einfach so, zum Spaß',
  'library.category.cultural_reflection': 'Kultur & Zeitgeschichte',
};
