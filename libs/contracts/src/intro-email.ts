import { DEFAULT_LANGUAGE, type Language } from './i18n/languages';
import { translator } from './i18n/translate';

/**
 * The introduction email a senior gets when the vault is set up: the dashboard's preview
 * dialog shows exactly this, and the delivery module sends exactly this.
 */
export interface IntroEmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  signature: string;
}

export function introEmailContent(input: {
  seniorName: string;
  ownerName: string;
  frequency: number;
  /** A gift's message from the giver (the owner): quoted after the first paragraph, framed plainly. */
  giftMessage?: string | null;
  /** The vault's language (English when not given). */
  language?: Language;
}): IntroEmailContent {
  const t = translator(input.language ?? DEFAULT_LANGUAGE);
  const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
  const owner = input.ownerName;
  return {
    subject: t('senior.introEmail.subject', { owner }),
    greeting: t('senior.email.greeting', { name: firstName(input.seniorName) }),
    paragraphs: [
      t('senior.introEmail.started', { owner }),
      ...(input.giftMessage ? [t('senior.introEmail.giftMessage', { owner }), input.giftMessage] : []),
      t('senior.introEmail.howOften', { weeks: input.frequency }),
      t('senior.introEmail.howToAnswer'),
      // The reply words, explained once (each question email then carries one short line about them).
      t('senior.introEmail.pause'),
      t('senior.introEmail.skipAndStop', { owner: firstName(owner) }),
      // A gift's introduction goes on its first day, with the first question right behind it.
      t('senior.introEmail.firstQuestion', { soon: input.giftMessage ? 'yes' : 'no' }),
    ],
    signature: t('senior.email.signature', { owner }),
  };
}
