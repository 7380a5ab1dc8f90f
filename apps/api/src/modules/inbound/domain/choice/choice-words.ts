import { translator } from '@storyvault/contracts';
import { dayInWords, ReplyCommand, ReplyLanguage } from '../reply/reply-kinds';

/** The choice email's and page's words are the catalogue's `senior.choice.*`, in the senior's language. */
const COMMAND_LABELS = {
  skip: 'senior.choice.skip',
  stop: 'senior.choice.stop',
  resume: 'senior.choice.resume',
} as const;

/** The command in her words, as its button says it: "Pause my questions until 1 March". */
export function commandInWords(command: ReplyCommand, language: ReplyLanguage, now: Date): string {
  const t = translator(language);
  if (command.kind === 'pause')
    return t('senior.choice.pauseUntil', { date: dayInWords(command.until, language, now) });
  return t(COMMAND_LABELS[command.kind]);
}

/** Every line of the email and the page in one language, the command's words filled in. */
export function choiceWords(command: ReplyCommand, language: ReplyLanguage, now: Date) {
  const t = translator(language);
  const commandLabel = commandInWords(command, language, now);
  const storyLabel = t('senior.choice.story');
  return {
    commandLabel,
    storyLabel,
    subject: t('senior.choice.subject'),
    greeting: (name: string) => t('senior.email.greeting', { name }),
    unsure: t('senior.choice.unsure'),
    press: t('senior.choice.press'),
    youWrote: t('senior.choice.youWrote'),
    wait: t('senior.choice.wait'),
    signature: (owner: string) => t('senior.email.signature', { owner }),
    heading: t('senior.choice.heading'),
    doneCommand: t('senior.choice.doneCommand', { label: commandLabel }),
    doneStory: t('senior.choice.doneStory'),
    chosenCommand: t('senior.choice.chosen', { label: commandLabel }),
    chosenStory: t('senior.choice.chosen', { label: storyLabel }),
    keptAfterWait: t('senior.choice.keptAfterWait'),
  };
}
