import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ApiErrorBody, ErrorCode, ErrorText } from '@storyvault/contracts';
import type { Response } from 'express';
import { DomainError } from '../domain-error';
import { TooManyWritesError } from '../limits/write-limit';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.BAD_REQUEST,
  401: ErrorCode.NOT_SIGNED_IN,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: ErrorCode.TOO_MANY_REQUESTS,
};

/**
 * The one place errors become HTTP answers: domain error codes map to statuses through the
 * modules' tables, every body has the ApiErrorBody shape, and nothing unexpected leaks.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  constructor(private readonly statusByCode: Partial<Record<ErrorCode, number>>) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (res.headersSent) return;
    if (exception instanceof TooManyWritesError) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
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
      // A code in an HttpException is one our own guards and pipes put there, from ErrorCode.
      const code =
        typeof payload.code === 'string'
          ? (payload.code as ErrorCode)
          : (CODE_BY_STATUS[statusCode] ?? ErrorCode.ERROR);
      return { statusCode, code, message: statusCode >= 500 ? ErrorText.internal : message, details };
    }
    return { statusCode: 500, code: ErrorCode.INTERNAL, message: ErrorText.internal };
  }
}
