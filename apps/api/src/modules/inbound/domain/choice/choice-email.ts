import { renderEmail } from '../../../../shared/mail/email-layout';
import { ReplyCommand } from '../reply/reply-command';
import { ReplyLanguage } from '../reply/reply-classification';
import { choiceWords } from './choice-words';

/**
 * To the senior, in her language, when her short reply may be a command but is not clearly one:
 * what she wrote, and two big buttons (the command in words, or keep it as a story). The buttons
 * open a page where the choice is made; opening the link alone does nothing.
 */
export function replyChoiceEmail(input: {
  seniorName: string;
  ownerName: string;
  language: ReplyLanguage;
  command: ReplyCommand;
  replyText: string;
  commandUrl: string;
  storyUrl: string;
  help: string;
  now: Date;
}) {
  const words = choiceWords(input.command, input.language, input.now);
  const senior = input.seniorName.trim().split(/\s+/)[0] || input.seniorName;
  const quoted = input.replyText.trim().replace(/\s+/g, ' ');
  return {
    subject: words.subject,
    ...renderEmail({
      greeting: words.greeting(senior),
      paragraphs: [words.unsure, words.youWrote],
      highlight: quoted.length > 300 ? `${quoted.slice(0, 297)}…` : quoted,
      afterHighlight: [words.press],
      buttons: [
        { label: words.commandLabel, url: input.commandUrl },
        { label: words.storyLabel, url: input.storyUrl },
      ],
      afterButton: [words.wait],
      signature: words.signature(input.ownerName),
      help: input.help,
      language: input.language,
    }),
  };
}
