import { BadRequestException, INestApplication, ValidationPipe } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { ErrorCode } from '@storyvault/contracts';
import { quietStartup } from './quiet-startup-logger';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { AppSecrets } from '../config/app-secrets';
import { ANSWERS_ERROR_STATUS } from '../modules/answers/adapters/http/answers-error-status';
import { AUTH_ERROR_STATUS } from '../modules/auth/adapters/http/auth-error-status';
import { BILLING_ERROR_STATUS } from '../modules/billing/adapters/http/billing-error-status';
import { GIFT_ERROR_STATUS } from '../modules/gifts/adapters/http/gift-error-status';
import { DELIVERY_ERROR_STATUS } from '../modules/delivery/adapters/delivery-error-status';
import { NOTIFICATIONS_ERROR_STATUS } from '../modules/notifications/adapters/http/notifications-error-status';
import { FAMILY_ERROR_STATUS } from '../modules/family/adapters/http/family-error-status';
import { KEEPSAKES_ERROR_STATUS } from '../modules/keepsakes/adapters/http/keepsakes-error-status';
import { INBOUND_ERROR_STATUS } from '../modules/inbound/adapters/http/inbound-error-status';
import { STORIES_ERROR_STATUS } from '../modules/stories/adapters/http/stories-error-status';
import { QUESTION_ERROR_STATUS } from '../modules/question/adapters/http/question-error-status';
import { VAULT_ERROR_STATUS } from '../modules/vault/adapters/http/vault-error-status';
import { MEMBERS_ERROR_STATUS } from '../modules/members/adapters/http/members-error-status';
import { ApiExceptionFilter } from '../shared/http/api-exception.filter';
import { bodyParsing } from '../shared/http/body-parsing';
import { fixedHeaders, middlewareSeries } from '../shared/http/middleware-series';
import { originCheck } from '../shared/http/origin-check.middleware';
import { permissionsPolicy } from '../shared/http/permissions-policy.middleware';
import { precompressedStatic } from '../shared/http/precompressed-static';
import { sessionMiddleware } from '../shared/http/session.middleware';
import { sessionStore } from '../modules/auth/auth-http.public';
import { webAppBuilt } from './app.module';

/** Every module's error-code table, merged once for the exception filter. */
export const ERROR_STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  ...AUTH_ERROR_STATUS,
  ...QUESTION_ERROR_STATUS,
  ...VAULT_ERROR_STATUS,
  ...MEMBERS_ERROR_STATUS,
  ...DELIVERY_ERROR_STATUS,
  ...INBOUND_ERROR_STATUS,
  ...BILLING_ERROR_STATUS,
  ...GIFT_ERROR_STATUS,
  ...ANSWERS_ERROR_STATUS,
  ...STORIES_ERROR_STATUS,
  ...NOTIFICATIONS_ERROR_STATUS,
  ...FAMILY_ERROR_STATUS,
  ...KEEPSAKES_ERROR_STATUS,
};

/**
 * The api's answers are one family's stories and addresses: no browser cache or proxy keeps a
 * copy. A call may still set its own Cache-Control.
 */
function privateAnswers(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'private, no-store');
  next();
}

/**
 * Security headers, sessions, CSRF defence, validation, error bodies and OpenAPI for /api; the
 * web app in `webDist` sent in the compressed copies its build wrote.
 */
export function configureHttp(app: NestExpressApplication, config: AppConfig, webDist: string): INestApplication {
  app.useLogger(quietStartup(app.get(Logger)));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // No ETag on the api's answers: they are not kept (below), so nothing would ever revalidate one.
  app.set('etag', false);
  app.setGlobalPrefix('api');
  // helmet's headers are the same on every answer: set from a list found once (`fixedHeaders`).
  const securityHeaders = fixedHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // MUI (emotion) writes the dashboard's styles into <style> elements at run time; see
          // docs/decisions/0013-security-headers-csp.md.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'blob:'],
          'connect-src': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': config.PUBLIC_URL.startsWith('https:') ? [] : null,
        },
      },
      strictTransportSecurity: config.PUBLIC_URL.startsWith('https:'),
    }),
  );
  app.use(middlewareSeries([securityHeaders, permissionsPolicy()]));
  // Ahead of serve-static (AppModule), which registers itself when the app starts.
  if (webAppBuilt(webDist)) app.use(precompressedStatic(webDist));
  const pool = (app.get<DataSource>(getDataSourceToken()).driver as unknown as { master: Pool }).master;
  const secret = app.get(AppSecrets).sessionSecret;
  // One layer for what every /api call passes through, in this order.
  app.use(
    '/api',
    middlewareSeries([
      privateAnswers,
      originCheck([config.publicOrigin]),
      ...bodyParsing(),
      sessionMiddleware(config, sessionStore(pool), secret),
    ]),
  );
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => {
        const details = errors.flatMap((e) => Object.values(e.constraints ?? { invalid: `${e.property} is invalid` }));
        return new BadRequestException({ code: ErrorCode.VALIDATION_FAILED, message: details[0], details });
      },
    }),
  );
  app.useGlobalFilters(new ApiExceptionFilter(ERROR_STATUS_BY_CODE));
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('StoryVault API')
      .setDescription('The calls of the StoryVault web app, CLI and integrations.')
      .setVersion('1')
      .addCookieAuth('storyvault.sid')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  return app;
}
