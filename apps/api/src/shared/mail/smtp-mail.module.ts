import { DynamicModule } from '@nestjs/common';
import { MailerModule, MailerService } from '@nestjs-modules/mailer';
import { AppConfig } from '../../config/app-config';
import { Mailer } from './mailer';
import { SmtpMailer } from './smtp.mailer';

/** MailModule's imports and Mailer binding when SMTP_URL is set (a file of its own, loaded only then). */
export function smtpMailModule(config: AppConfig): Pick<DynamicModule, 'imports' | 'providers'> {
  return {
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
  };
}
