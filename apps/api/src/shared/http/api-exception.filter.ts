import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ApiErrorBody, ErrorText } from '@storyvault/contracts';
import type { Response } from 'express';
import { DomainError } from '../domain-error';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'NOT_SIGNED_IN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * The one place errors become HTTP answers: domain error codes map to statuses through the
 * modules' tables, every body has the ApiErrorBody shape, and nothing unexpected leaks.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  constructor(private readonly statusByCode: Record<string, number>) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (res.headersSent) return;
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof DomainError) {
      const statusCode = this.statusByCode[exception.code] ?? HttpStatus.BAD_REQUEST;
      return { statusCode, code: exception.code, message: exception.message, details: exception.details };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const payload = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
      const rawMessage = payload.message ?? (typeof response === 'string' ? response : exception.message);
      const details = Array.isArray(rawMessage) ? rawMessage.map(String) : (payload.details as string[] | undefined);
      const message = Array.isArray(rawMessage) ? String(rawMessage[0] ?? exception.message) : String(rawMessage);
      const code = typeof payload.code === 'string' ? payload.code : (CODE_BY_STATUS[statusCode] ?? 'ERROR');
      return { statusCode, code, message: statusCode >= 500 ? ErrorText.internal : message, details };
    }
    return { statusCode: 500, code: 'INTERNAL', message: ErrorText.internal };
  }
}
