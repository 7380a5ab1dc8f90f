import type { StoryView } from '@storyvault/contracts';
import { ENGLISH, type Translate } from '../../i18n/LanguageContext';

/** The senior's first name, as the family says it ("Margaret" of "Margaret Hill"); "them" when unknown. */
export function seniorFirstName(seniorName: string | null | undefined): string {
  return seniorName?.trim().split(/\s+/)[0] || 'them';
}

/**
 * What a voice story says about being written down, in the family's words: that its text was
 * written down from the recording, or that it is one to listen to; null for a story with the
 * senior's own text. Never how the product writes it down (no "transcription", no "set up").
 */
export function transcriptNote(
  story: StoryView,
  seniorName: string | null | undefined,
  t: Translate = ENGLISH,
): string | null {
  const first = seniorFirstName(seniorName);
  const known = first === 'them' ? 'no' : 'yes';
  if (story.textTranscribed) return t('dashboard.story.writtenDown', { known, name: first });
  if (story.responseType !== 'voice' || story.fullText.trim()) return null;
  switch (story.transcriptStatus) {
    case 'pending':
      return t('dashboard.story.beingWrittenDown', { known, name: first });
    case 'done':
      return t('dashboard.story.noWords', { known, name: first });
    default:
      return t('dashboard.story.toldAloud', { known, name: first });
  }
}
