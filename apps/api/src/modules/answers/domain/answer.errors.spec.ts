import { ErrorCode, LANGUAGES, translate } from '@storyvault/contracts';
import { UploadsBusyError } from '../../stories/stories.public';
import {
  AnswerLimitError,
  InvalidLinkError,
  LinkExpiredError,
  RecordingCutShortError,
  RecordingMissingError,
  RecordingTooLargeError,
  RecordingUnreadableError,
} from './answer.errors';

/** The English the answer pages were specified with (docs/product.md §8), letter for letter. */
const SPECIFIED_ENGLISH = {
  invalidLink: 'Invalid link. Please check your email or SMS for the correct link.',
  recordingUnreadable: 'The recording could not be read. Please record again.',
  recordingTooLarge: 'The recording is too long or too large (at most 30 minutes, 100 MB).',
  recordingMissing: 'No recording was received. Please record your story and submit it again.',
  linkExpired:
    'This link is more than 90 days old, so it no longer works. Your family can still hear from you: reply to the email this question came in and write your story there, or ask your family to send you a new question.',
  answersToday:
    'Thank you! Your stories for this question are saved. You have sent as many as one link takes in a day; you can send more tomorrow.',
  recordingsThisHour:
    'Thank you! Your recordings for this question are saved. You can send another recording in an hour.',
  recordingCutShort:
    'The upload could not be read: The recording did not arrive whole. Please press Submit Story again.',
  uploadsBusyLink: 'Your recording is still being sent. Please wait until it is finished.',
  uploadsBusyServer: 'Many stories are being sent right now. Please wait a minute, then press Submit Story again.',
} as const;

describe('what the answer pages are told when a link or a story is refused', () => {
  it('is, in English, exactly the specified text', () => {
    for (const [name, text] of Object.entries(SPECIFIED_ENGLISH))
      expect({ name, text: translate('en', `senior.refusal.${name as keyof typeof SPECIFIED_ENGLISH}`) }).toEqual({
        name,
        text,
      });
  });

  it('keeps the specified English and the codes when no language is given', () => {
    const refusals = [
      [new InvalidLinkError(), ErrorCode.INVALID_LINK, SPECIFIED_ENGLISH.invalidLink],
      [new LinkExpiredError(), ErrorCode.LINK_EXPIRED, SPECIFIED_ENGLISH.linkExpired],
      [new AnswerLimitError('day'), ErrorCode.ANSWER_LIMIT_REACHED, SPECIFIED_ENGLISH.answersToday],
      [new AnswerLimitError('hour'), ErrorCode.ANSWER_LIMIT_REACHED, SPECIFIED_ENGLISH.recordingsThisHour],
      [new RecordingMissingError(), ErrorCode.RECORDING_MISSING, SPECIFIED_ENGLISH.recordingMissing],
      [
        new RecordingUnreadableError('not a WAV'),
        ErrorCode.RECORDING_UNREADABLE,
        SPECIFIED_ENGLISH.recordingUnreadable,
      ],
      [new RecordingTooLargeError(), ErrorCode.RECORDING_TOO_LARGE, SPECIFIED_ENGLISH.recordingTooLarge],
      [new RecordingCutShortError(), ErrorCode.UPLOAD_UNREADABLE, SPECIFIED_ENGLISH.recordingCutShort],
      [new UploadsBusyError('link'), ErrorCode.UPLOADS_BUSY, SPECIFIED_ENGLISH.uploadsBusyLink],
      [new UploadsBusyError('server'), ErrorCode.UPLOADS_BUSY, SPECIFIED_ENGLISH.uploadsBusyServer],
    ] as const;
    for (const [error, code, message] of refusals)
      expect({ code: error.code, message: error.message }).toEqual({ code, message });
  });

  it('speaks the vault’s language, keeping the code and the WAV check’s reason', () => {
    const limit = new AnswerLimitError('day', 'de');
    expect(limit.code).toBe(ErrorCode.ANSWER_LIMIT_REACHED);
    expect(limit.message).toMatch(/^Danke! Deine Geschichten zu dieser Frage sind gespeichert\./);
    const unreadable = new RecordingUnreadableError('not a WAV', 'fr');
    expect(unreadable.message).toBe('L’enregistrement n’a pas pu être lu. Enregistre-toi à nouveau, s’il te plaît.');
    expect(unreadable.details).toEqual(['not a WAV']);
    expect(new LinkExpiredError('es', 'Ana').message).toBe(translate('es', 'senior.page.linkGone', { owner: 'Ana' }));
    for (const language of LANGUAGES.filter((l) => l !== 'en'))
      expect(new InvalidLinkError(language).message).not.toBe(SPECIFIED_ENGLISH.invalidLink);
  });
});
