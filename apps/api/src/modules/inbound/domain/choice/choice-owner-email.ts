import { Language, translator } from '@storyvault/contracts';
import { firstName } from '../../../../shared/mail/email-language';
import { renderEmail } from '../../../../shared/mail/email-layout';
import { ReplyCommand } from '../reply/reply-command';
import { commandInWords } from './choice-words';

const quote = (text: string) => {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > 80 ? `${line.slice(0, 77)}…` : line;
};

/** To the owner, in the owner's language: the senior's short reply was unclear; nothing was done, she was asked by email. */
export function askedChoiceEmail(input: {
  ownerName: string;
  /** The owner's own language (users.language); English when not given. */
  language?: Language;
  seniorName: string;
  replyText: string;
  command: ReplyCommand;
  dashboardUrl: string;
  supportEmail: string;
  now: Date;
}) {
  const language = input.language ?? 'en';
  const t = translator(language);
  const senior = input.seniorName;
  // What her reply may mean, as the button she was sent says it, in the owner's language.
  const meant = commandInWords(input.command, language, input.now);
  return {
    subject: t('owner.choice.subject', { senior }),
    ...renderEmail({
      greeting: t('family.email.greeting', { name: firstName(input.ownerName) }),
      paragraphs: [
        t('owner.choice.replied', { senior, reply: quote(input.replyText) }),
        t('owner.choice.unsure', { senior, meant }),
        t('owner.choice.week', { senior }),
      ],
      button: { label: t('owner.dashboardButton'), url: input.dashboardUrl },
      signature: t('family.email.signature'),
      help: input.supportEmail,
      language,
    }),
  };
}
