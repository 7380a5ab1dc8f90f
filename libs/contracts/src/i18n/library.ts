import type { PrewrittenCategory } from '../question';
import type { MessageKey } from './catalogues';
import type { Language } from './languages';
import { translate } from './translate';

/** Each library category's message: written out, so every key is seen where it is used. */
const CATEGORY_KEYS: Record<PrewrittenCategory, MessageKey> = {
  childhood_and_school: 'library.category.childhood_and_school',
  family_and_traditions: 'library.category.family_and_traditions',
  love_and_relationships: 'library.category.love_and_relationships',
  career_and_work: 'library.category.career_and_work',
  challenges_and_triumphs: 'library.category.challenges_and_triumphs',
  joys_and_memories: 'library.category.joys_and_memories',
  wisdom_and_legacy: 'library.category.wisdom_and_legacy',
  whimsical: 'library.category.whimsical',
  cultural_reflection: 'library.category.cultural_reflection',
};

/** A library category's name in a language: "Kindheit & Schule" for childhood_and_school in German. */
export function categoryName(category: PrewrittenCategory, language: Language): string {
  return translate(language, CATEGORY_KEYS[category]);
}
