import { Language, translator } from '@storyvault/contracts';
import { firstName } from '../../../../shared/mail/email-language';
import { renderEmail } from '../../../../shared/mail/email-layout';
import { LeftOutAttachment, sizeText } from '../attachments';

/** Why a file was left out, in the owner's words; a file read back without its why has the English record. */
function reasonInWords(t: ReturnType<typeof translator>, file: LeftOutAttachment): string {
  const why = file.why;
  switch (why?.kind) {
    case 'too_big':
      return t('owner.filesLeftOut.tooBig', { size: sizeText(file.sizeBytes), max: sizeText(why.max) });
    case 'not_audio':
      return t('owner.filesLeftOut.notAudio', { detail: why.detail });
    case 'not_media':
      return t('owner.filesLeftOut.notMedia', { type: file.contentType });
    case 'too_many':
      return t('owner.filesLeftOut.tooMany', { max: why.max });
    default:
      return file.reason.replace(/; kept with the original email$/, '');
  }
}

/**
 * To the owner, when a story came by email with files it could not hold (too big, a video, too
 * many); in the owner's language. The question and the files' names stay as they came.
 */
export function filesLeftOutEmail(input: {
  ownerName: string;
  /** The owner's own language (users.language); English when not given. */
  language?: Language;
  seniorName: string;
  questionText: string;
  files: LeftOutAttachment[];
  dashboardUrl: string;
  supportEmail: string;
}) {
  const language = input.language ?? 'en';
  const t = translator(language);
  const senior = input.seniorName;
  const count = input.files.length;
  return {
    subject: t('owner.filesLeftOut.subject', { senior, count }),
    ...renderEmail({
      greeting: t('family.email.greeting', { name: firstName(input.ownerName) }),
      paragraphs: [
        input.questionText
          ? t('owner.filesLeftOut.answeredQuestion', { senior, question: input.questionText, count })
          : t('owner.filesLeftOut.answered', { senior, count }),
        ...input.files.map((f) =>
          t('owner.filesLeftOut.file', { name: f.filename, size: sizeText(f.sizeBytes), reason: reasonInWords(t, f) }),
        ),
        t('owner.filesLeftOut.nothingLost', { count, support: input.supportEmail }),
      ],
      button: { label: t('family.story.read'), url: input.dashboardUrl },
      signature: t('family.email.signature'),
      language,
    }),
  };
}
