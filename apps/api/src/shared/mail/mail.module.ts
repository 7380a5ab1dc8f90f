import { DynamicModule, Global, Module } from '@nestjs/common';
import { MailerModule, MailerService } from '@nestjs-modules/mailer';
import { join } from 'node:path';
import { AppConfig } from '../../config/app-config';
import { FileOutboxMailer } from './file-outbox.mailer';
import { Mailer } from './mailer';
import { SmtpMailer } from './smtp.mailer';

/** Binds the Mailer port: SMTP when SMTP_URL is set, the file outbox otherwise. */
@Global()
@Module({})
export class MailModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (config.SMTP_URL) {
      return {
        module: MailModule,
        imports: [
          MailerModule.forRoot({
            // Pooled connections: one SMTP handshake per connection, not per email. Timeouts stay
            // well under DELIVERY_LEASE_SECONDS, so a stuck relay never outlives a worker's claim.
            transport: {
              url: config.SMTP_URL,
              pool: true,
              maxConnections: config.SMTP_MAX_CONNECTIONS,
              connectionTimeout: 30_000,
              greetingTimeout: 30_000,
              socketTimeout: 60_000,
            },
          }),
        ],
        providers: [
          {
            provide: Mailer,
            useFactory: (service: MailerService) => new SmtpMailer(service, config.MAIL_FROM),
            inject: [MailerService],
          },
        ],
        exports: [Mailer],
      };
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
