import { Language, translator } from '@storyvault/contracts';
import { dayInWords } from '../../../shared/mail/email-language';
import { renderEmail } from '../../../shared/mail/email-layout';
import type { ExportFormat } from './keepsake';

export interface ExportReadyEmailInput {
  requesterName: string;
  /** The language of whoever asked (users.language), not the vault's; English when not given. */
  language?: Language;
  seniorName: string;
  format: ExportFormat;
  /** The dashboard's Keepsakes card: downloading needs signing in, so the link holds no secret. */
  link: string;
  expiresAt: Date;
  supportEmail: string;
}

/** To whoever asked for a keepsake, in their own language: it is ready, and until when it is kept. */
export function exportReadyEmail(input: ExportReadyEmailInput) {
  const language = input.language ?? 'en';
  const t = translator(language);
  const what = { format: input.format, senior: input.seniorName };
  return {
    subject: t('owner.exportReady.subject', what),
    ...renderEmail({
      preheader: t('owner.exportReady.preheader', what),
      greeting: t('family.email.greeting', { name: input.requesterName }),
      paragraphs: [t('owner.exportReady.body', what)],
      button: { label: t('owner.exportReady.button'), url: input.link },
      afterButton: [t('owner.exportReady.kept', { day: dayInWords(language, input.expiresAt) })],
      signature: t('family.email.signature'),
      help: input.supportEmail,
      language,
    }),
  };
}
