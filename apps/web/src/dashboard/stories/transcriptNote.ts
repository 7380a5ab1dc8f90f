import type { StoryView } from '@storyvault/contracts';

/** The senior's first name, as the family says it ("Margaret" of "Margaret Hill"); "them" when unknown. */
export function seniorFirstName(seniorName: string | null | undefined): string {
  return seniorName?.trim().split(/\s+/)[0] || 'them';
}

/**
 * What a voice story says about being written down, in the family's words: that its text was
 * written down from the recording, or that it is one to listen to; null for a story with the
 * senior's own text. Never how the product writes it down (no "transcription", no "set up").
 */
export function transcriptNote(story: StoryView, seniorName: string | null | undefined): string | null {
  const first = seniorFirstName(seniorName);
  if (story.textTranscribed) return `Written down from ${first === 'them' ? 'the' : `${first}’s`} recording`;
  if (story.responseType !== 'voice' || story.fullText.trim()) return null;
  const listen = `Listen to ${first} tell it.`;
  switch (story.transcriptStatus) {
    case 'pending':
      return `This story is being written down. Meanwhile, listen to ${first} tell it.`;
    case 'done':
      return `No words could be made out to write down. ${listen}`;
    default:
      return `This story was told aloud and is not written down. ${listen}`;
  }
}
