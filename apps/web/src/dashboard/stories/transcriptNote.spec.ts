import { story } from '../test/fixtures';
import { transcriptNote } from './transcriptNote';

describe('transcriptNote', () => {
  const voice = { responseType: 'voice' as const, fullText: '', audioUrl: '/api/stories/s1/audio' };

  it('marks a text transcribed automatically', () => {
    expect(
      transcriptNote(
        story({ ...voice, fullText: 'We kept bees.', transcript: 'We kept bees.', textTranscribed: true }),
      ),
    ).toBe('Transcribed automatically');
  });

  it('says plainly why a voice story has no text', () => {
    expect(transcriptNote(story({ ...voice, transcriptStatus: 'none' }))).toBe(
      'This voice story has not been written down. Automatic transcription is not set up.',
    );
    expect(transcriptNote(story({ ...voice, transcriptStatus: 'pending' }))).toMatch(/being written down/);
    expect(transcriptNote(story({ ...voice, transcriptStatus: 'failed' }))).toMatch(/could not be written down/);
  });

  it('says nothing of a story with the senior’s own text', () => {
    expect(transcriptNote(story())).toBeNull();
    expect(transcriptNote(story({ ...voice, fullText: 'My own words.', transcriptStatus: 'done' }))).toBeNull();
  });
});
