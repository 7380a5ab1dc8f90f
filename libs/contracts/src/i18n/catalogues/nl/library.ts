import type { Messages } from '../../messages';
import type { library as en } from '../en/library';

export const library: Messages<typeof en> = {
  'library.category.childhood_and_school': 'Jeugd en school',
  'library.category.family_and_traditions': 'Familie en tradities',
  'library.category.love_and_relationships': 'Liefde en relaties',
  'library.category.career_and_work': 'Werk en beroep',
  'library.category.challenges_and_triumphs': 'Tegenslagen en successen',
  'library.category.joys_and_memories': 'Vreugde en herinneringen',
  'library.category.wisdom_and_legacy': 'Wijsheid en nalatenschap',
  'library.category.whimsical': 'Zomaar voor de lol',
  'library.category.cultural_reflection': 'Cultuur en tijdgeest',
};
