import type { Messages } from '../../messages';
import type { library as en } from '../en/library';

export const library: Messages<typeof en> = {
  'library.category.childhood_and_school': 'Enfance et école',
  'library.category.family_and_traditions': 'Famille et traditions',
  'library.category.love_and_relationships': 'Amour et relations',
  'library.category.career_and_work': 'Métier et travail',
  'library.category.challenges_and_triumphs': 'Épreuves et réussites',
  'library.category.joys_and_memories': 'Joies et souvenirs',
  'library.category.wisdom_and_legacy': 'Sagesse et héritage',
  'library.category.whimsical': 'Pour le plaisir',
  'library.category.cultural_reflection': 'Culture et époque',
};
