import type { Messages } from '../../messages';
import type { book as en } from '../en/book';

export const book: Messages<typeof en> = {
  'book.title': 'De verhalen van {name}',
  'book.contents': 'Inhoud',
  'book.toldOn': 'Verteld op {date, date, long}',
  'book.decade': 'De jaren {decade}',
  'book.listen': 'Luister hoe {name} dit verhaal vertelt:',
  'book.chapter.familyQuestions': 'Vragen van de familie',
  'book.chapter.otherStories': 'Andere verhalen',
  'book.chapter.childhood_and_school': 'Jeugd & school',
  'book.chapter.family_and_traditions': 'Familie & tradities',
  'book.chapter.love_and_relationships': 'Liefde & relaties',
  'book.chapter.career_and_work': 'Loopbaan & werk',
  'book.chapter.challenges_and_triumphs': 'Tegenslagen & triomfen',
  'book.chapter.joys_and_memories': 'Vreugde & herinneringen',
  'book.chapter.wisdom_and_legacy': 'Levenswijsheid & nalatenschap',
  'book.chapter.whimsical': 'Gewoon voor de leuk',
  'book.chapter.cultural_reflection': 'Cultuur & tijdsgeest',
};
