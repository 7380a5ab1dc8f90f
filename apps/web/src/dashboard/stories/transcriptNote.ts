import type { StoryView } from '@storyvault/contracts';

/**
 * What a voice story says about being written down: that its text was transcribed
 * automatically, or why it has no text yet; null for a story with the senior's own text.
 */
export function transcriptNote(story: StoryView): string | null {
  if (story.textTranscribed) return 'Transcribed automatically';
  if (story.responseType !== 'voice' || story.fullText.trim()) return null;
  switch (story.transcriptStatus) {
    case 'pending':
      return 'This voice story is being written down automatically. You can listen to it meanwhile.';
    case 'failed':
      return 'This voice story could not be written down automatically. You can listen to it.';
    case 'done':
      return 'Nothing could be heard in this recording to write down. You can listen to it.';
    default:
      return 'This voice story has not been written down. Automatic transcription is not set up.';
  }
}
