import { DynamicModule, Global, Module } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../../config/app-config';
import { FileOutboxMailer } from './file-outbox.mailer';
import { Mailer } from './mailer';

/** Binds the Mailer port: SMTP when SMTP_URL is set, the file outbox otherwise. */
@Global()
@Module({})
export class MailModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (config.SMTP_URL) {
      // @nestjs-modules/mailer and nodemailer's transports, loaded only when mail goes over SMTP.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- forRoot is synchronous
      const { smtpMailModule } = require('./smtp-mail.module') as typeof import('./smtp-mail.module');
      return { module: MailModule, ...smtpMailModule(config), exports: [Mailer] };
    }
    return {
      module: MailModule,
      providers: [
        {
          provide: Mailer,
          useValue: new FileOutboxMailer(join(config.dataDir, 'outbox'), config.MAIL_FROM, {
            logLinks: config.NODE_ENV === 'development',
          }),
        },
      ],
      exports: [Mailer],
    };
  }
}
