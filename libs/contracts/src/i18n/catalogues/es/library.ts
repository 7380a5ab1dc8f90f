import type { Messages } from '../../messages';
import type { library as en } from '../en/library';

export const library: Messages<typeof en> = {
  'library.category.childhood_and_school': 'Infancia y colegio',
  'library.category.family_and_traditions': 'Familia y tradiciones',
  'library.category.love_and_relationships': 'Amor y relaciones',
  'library.category.career_and_work': 'Trabajo y oficio',
  'library.category.challenges_and_triumphs': 'Retos y logros',
  'library.category.joys_and_memories': 'Alegrías y recuerdos',
  'library.category.wisdom_and_legacy': 'Sabiduría y legado',
  'library.category.whimsical': 'Por diversión',
  'library.category.cultural_reflection': 'Cultura y época',
};
